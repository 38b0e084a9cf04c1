import { editionViteConfig } from "@site/vite-edition";
import { defineConfig } from "vite";
import { documentHead } from "./src/document-head";
import { routeTable } from "./src/route-table";

export default defineConfig(({ isSsrBuild }) =>
  editionViteConfig(
    { edition: "zh", routes: routeTable, head: documentHead, devPort: 5173 },
    { isSsrBuild },
  ),
);

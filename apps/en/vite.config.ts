import { editionViteConfig } from "@site/vite-edition";
import { defineConfig } from "vite";
import { documentHead } from "./src/document-head";
import { routeTable } from "./src/route-table";

export default defineConfig(({ isSsrBuild }) =>
  editionViteConfig(
    { edition: "en", routes: routeTable, head: documentHead, devPort: 5174 },
    { isSsrBuild },
  ),
);

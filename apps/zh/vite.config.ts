import { editionViteConfig } from "@site/ui/vite";
import { defineConfig } from "vite";
import { routePaths } from "./src/route-table";

export default defineConfig(editionViteConfig({ edition: "zh", routePaths, devPort: 5173 }));

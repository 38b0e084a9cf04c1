import { editionViteConfig } from "@site/ui/vite";
import { defineConfig } from "vite";
import { routePaths } from "./src/route-table";

export default defineConfig(editionViteConfig({ edition: "en", routePaths, devPort: 5174 }));

import react from "@vitejs/plugin-react";
import type { Plugin, UserConfig } from "vite";

export type Edition = "zh" | "en";

export interface EditionConfigOptions {
  edition: Edition;
  /** Every path of the edition's route table, written to `<edition>/routes.json` (D1). */
  routePaths: readonly string[];
  devPort: number;
}

/** D1: lets a server answer unknown paths with 404 without knowing the editions' code. */
function routesJson(edition: Edition, routePaths: readonly string[]): Plugin {
  return {
    name: "site-routes-json",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: `${edition}/routes.json`,
        source: `${JSON.stringify({ edition, paths: routePaths }, null, 2)}\n`,
      });
    },
  };
}

/**
 * The Vite settings both editions share. Each edition writes its assets to `assets/<edition>/`
 * and keeps its public files in `public/<edition>/`, so the two `dist` folders merge into one
 * with only `index.html` colliding (D1).
 */
export function editionViteConfig({
  edition,
  routePaths,
  devPort,
}: EditionConfigOptions): UserConfig {
  const apiTarget = process.env.SITE_API_URL ?? "http://127.0.0.1:8080";
  return {
    plugins: [react(), routesJson(edition, routePaths)],
    build: {
      assetsDir: `assets/${edition}`,
      sourcemap: true,
    },
    server: {
      port: devPort,
      proxy: {
        "/api": { target: apiTarget, changeOrigin: true },
        "/PDF": { target: apiTarget, changeOrigin: true },
      },
    },
    preview: { port: devPort },
  };
}

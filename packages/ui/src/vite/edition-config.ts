import react from "@vitejs/plugin-react";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin, UserConfig } from "vite";

import type { Lang } from "@site/forms/lang";

type Edition = Lang;

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

// Issue 14, item 1: text assets compressed once, at build time, so the server sends files and
// never compresses a large one per request (@fastify/static's `preCompressed`).
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const COMPRESS_MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `<file>.gz` and `<file>.br` beside each text file of the build worth compressing. */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "site-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < COMPRESS_MIN_BYTES) continue;
        const source = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
      }
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
    plugins: [react(), routesJson(edition, routePaths), precompress()],
    build: {
      assetsDir: `assets/${edition}`,
      // Maps stay beside the build for debugging, unnamed in the scripts; the server never
      // serves them (issue 14, item 1).
      sourcemap: "hidden",
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

import react from "@vitejs/plugin-react";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { ConfigEnv, HtmlTagDescriptor, Plugin, UserConfig } from "vite";

import type { Lang } from "@site/forms/lang";
import type { DocumentAssets, DocumentHead } from "@site/pages/document";
import { constantTokensPlugin } from "./constant-tokens";

type Edition = Lang;

export interface EditionConfigOptions {
  edition: Edition;
  /** The edition's route table (path and page id), written to `<edition>/routes.json` (D1). */
  routes: readonly { path: string; page: string }[];
  /** The document's head: written into `index.html` here, rendered by the server entry. */
  head: DocumentHead;
  devPort: number;
}

const WEB_FONT = /\.woff2$/;

/** A preload of a web font: fetched beside the stylesheet, not once the text needs it. */
function fontPreload(href: string): HtmlTagDescriptor {
  return {
    tag: "link",
    attrs: { rel: "preload", href, as: "font", type: "font/woff2", crossorigin: "anonymous" },
    injectTo: "head",
  };
}

/** The single-page shell gets the same head as a server-rendered page. */
function documentHead(head: DocumentHead): Plugin {
  const tags: HtmlTagDescriptor[] = [
    { tag: "meta", attrs: { charset: "utf-8" }, injectTo: "head-prepend" },
    { tag: "meta", attrs: { name: "viewport", content: head.viewport }, injectTo: "head" },
    {
      tag: "link",
      attrs: { rel: "icon", type: "image/svg+xml", href: head.icon },
      injectTo: "head",
    },
    { tag: "meta", attrs: { name: "theme-color", content: head.themeColor }, injectTo: "head" },
  ];
  return {
    name: "site-document-head",
    transformIndexHtml: (html, { bundle }) => ({
      html: html.replace(/<html(?=[\s>])/, `<html lang="${head.htmlLang}"`),
      // The built shell preloads the web fonts its stylesheet names, as a server render does.
      tags: [
        ...tags,
        ...Object.keys(bundle ?? {})
          .filter((file) => WEB_FONT.test(file))
          .map((file) => fontPreload(`/${file}`)),
      ],
    }),
  };
}

const CLIENT_ASSETS_ID = "virtual:site-client-assets";
const MANIFEST = ".vite/manifest.json";

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  dynamicImports?: string[];
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The start script of a server-rendered page, beside each edition's `index.html`. */
const START_SCRIPT = "src/start.ts";

/** What hydrates a server-rendered page's islands (issue 24, item 1). */
const ISLANDS_SCRIPT = "src/islands.ts";

/**
 * An island's module (@site/pages): `islands/<name>.island.tsx`, which the islands' script
 * imports dynamically. A chunk that other chunks import too carries no `src`, only its name.
 */
const ISLAND_MODULE = /(?:^|\/)islands\/([\w-]+)\.island\.tsx$/;
const ISLAND_CHUNK_NAME = /^([\w-]+)\.island$/;

/** React's half of the islands (`islands/hydrate-island.tsx`): it comes with the first island. */
const HYDRATOR_MODULE = /(?:^|\/)islands\/hydrate-island\.tsx$/;

function isHydrator(chunk: ManifestChunk): boolean {
  return (chunk.src ? HYDRATOR_MODULE.test(chunk.src) : false) || chunk.name === "hydrate-island";
}

function islandName(chunk: ManifestChunk): string | undefined {
  return (
    (chunk.src ? ISLAND_MODULE.exec(chunk.src)?.[1] : undefined) ??
    (chunk.name ? ISLAND_CHUNK_NAME.exec(chunk.name)?.[1] : undefined)
  );
}

/** A chunk's file and, before it, the files of the chunks it imports, each once. */
function filesInRunOrder(
  manifest: Record<string, ManifestChunk>,
  chunk: ManifestChunk,
  known: Set<string>,
): string[] {
  const files: string[] = [];
  const visit = (current: ManifestChunk) => {
    const file = `/${current.file}`;
    if (known.has(file)) return;
    known.add(file);
    for (const key of current.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported);
    }
    files.push(file);
  };
  visit(chunk);
  return files;
}

/** The web fonts a stylesheet names (`url(/assets/en/inter-….woff2)`), each once. */
export function fontsNamedBy(css: string): string[] {
  const urls = [...css.matchAll(/url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g)].map(
    (match) => match[1]!,
  );
  return [...new Set(urls)];
}

/**
 * The editions' scripts and styles, from the client build's manifest, and the web fonts the
 * styles name (read with `readStyle`, by the stylesheet's path in the build).
 */
export function clientAssets(
  manifest: Record<string, ManifestChunk>,
  readStyle: (file: string) => string = () => "",
): DocumentAssets {
  const entry = manifest["index.html"];
  const start = manifest[START_SCRIPT];
  const islands = manifest[ISLANDS_SCRIPT];
  if (!entry?.isEntry || !start?.isEntry || !islands?.isEntry) {
    throw new Error(
      `The client build's ${MANIFEST} names no index.html, ${START_SCRIPT} or ${ISLANDS_SCRIPT} entry.`,
    );
  }
  const islandsEntry = `/${islands.file}`;
  // What the islands' script imports, in the order it runs; the script itself comes last.
  const preloads = filesInRunOrder(manifest, islands, new Set()).filter(
    (file) => file !== islandsEntry,
  );
  // React's hydration, and each island's module, with the chunks each imports that the
  // islands' script does not bring.
  const modules: Record<string, string[]> = {};
  let hydrator: string[] = [];
  for (const key of islands.dynamicImports ?? []) {
    const chunk = manifest[key];
    if (!chunk) continue;
    const files = () => filesInRunOrder(manifest, chunk, new Set([...preloads, islandsEntry]));
    const name = islandName(chunk);
    if (name) modules[name] = files();
    else if (isHydrator(chunk)) hydrator = files();
  }
  if (!hydrator.length) {
    throw new Error(
      `The client build's ${MANIFEST} names no chunk for islands/hydrate-island.tsx.`,
    );
  }
  // One stylesheet for every route (`cssCodeSplit: false`) is an asset of its own in the
  // manifest, named by no chunk.
  const styles = new Set((entry.css ?? []).map((css) => `/${css}`));
  for (const chunk of Object.values(manifest)) {
    if (chunk.file.endsWith(".css")) styles.add(`/${chunk.file}`);
  }
  // Issue 28: the English edition's Inter, which the manifest does not list.
  const fonts = [...styles].flatMap((style) => fontsNamedBy(readStyle(style)));
  return {
    entry: `/${entry.file}`,
    start: `/${start.file}`,
    styles: [...styles],
    fonts: [...new Set(fonts)],
    islands: { entry: islandsEntry, preloads, hydrator, modules },
  };
}

/**
 * The server entry learns the client's file names at build time, from the manifest the client
 * build wrote (`vite build` runs before `vite build --ssr`). The manifest then leaves `dist/`,
 * which is served as files (D1).
 */
function serverEntryAssets(clientOutDir: string): Plugin {
  const resolvedId = `\0${CLIENT_ASSETS_ID}`;
  const manifestPath = join(clientOutDir, MANIFEST);
  let assets: DocumentAssets | null = null;
  return {
    name: "site-client-assets",
    apply: (_config, env) => Boolean(env.isSsrBuild),
    buildStart() {
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<
        string,
        ManifestChunk
      >;
      assets = clientAssets(manifest, (file) => readFileSync(join(clientOutDir, file), "utf8"));
    },
    resolveId: (id) => (id === CLIENT_ASSETS_ID ? resolvedId : null),
    load: (id) => (id === resolvedId ? `export default ${JSON.stringify(assets)};` : null),
    closeBundle() {
      rmSync(join(clientOutDir, ".vite"), { recursive: true, force: true });
    },
  };
}

/** D1: lets a server answer unknown paths with 404 without knowing the editions' code. */
function routesJson(edition: Edition, routes: EditionConfigOptions["routes"]): Plugin {
  // The paths (for 404s) and each path's page id (which query parameters a page renders from).
  const json = {
    edition,
    paths: routes.map((route) => route.path),
    pages: Object.fromEntries(routes.map((route) => [route.path, route.page])),
  };
  return {
    name: "site-routes-json",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: `${edition}/routes.json`,
        source: `${JSON.stringify(json, null, 2)}\n`,
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
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
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
 * React's runtime is a file of its own, which every page's islands share and which changes
 * rarely. The rest is split as the entries and the islands share it: a server-rendered page
 * loads the islands' script and the files of its own islands (issue 24), never the single-page
 * app's router, query cache or sanitizer.
 */
const chunkGroups = [
  {
    name: "react",
    test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/,
    priority: 5,
  },
];

/**
 * The Vite settings both editions share. Each edition writes its assets to `assets/<edition>/`
 * and keeps its public files in `public/<edition>/`, so the two `dist` folders merge into one
 * with only `index.html` colliding (D1).
 */
export function editionViteConfig(
  { edition, routes, head, devPort }: EditionConfigOptions,
  { isSsrBuild = false }: Pick<ConfigEnv, "isSsrBuild"> = {},
): UserConfig {
  const apiTarget = process.env.SITE_API_URL ?? "http://127.0.0.1:8080";
  if (isSsrBuild) {
    // D1: the server entry lives outside `dist/`, which is served as files; it carries its
    // dependencies, so the server loads one file per edition. jsdom (the sanitizer's DOM) stays
    // a package: it reads its own files at run time.
    return {
      plugins: [react(), serverEntryAssets(resolve("dist"))],
      ssr: { noExternal: true, external: ["jsdom"], target: "node" },
      publicDir: false,
      build: { outDir: "dist-server", emptyOutDir: true, sourcemap: "hidden" },
    };
  }
  return {
    plugins: [
      react(),
      documentHead(head),
      routesJson(edition, routes),
      constantTokensPlugin(),
      precompress(),
    ],
    build: {
      assetsDir: `assets/${edition}`,
      rolldownOptions: {
        input: {
          index: resolve("index.html"),
          start: resolve(START_SCRIPT),
          islands: resolve(ISLANDS_SCRIPT),
        },
        output: { codeSplitting: { groups: chunkGroups } },
      },
      manifest: true,
      // One stylesheet for every route: a server-rendered page is styled before any route's
      // code has loaded (the routes' scripts are split, issue 12 item 7).
      cssCodeSplit: false,
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

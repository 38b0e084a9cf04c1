// Issue 12, item 6: an edition deployed alone on a static host (D1). Every route's page,
// rendered by the edition's built server entry from a running API, is written beside the
// client build, so the host serves each route's full HTML and the browser hydrates it.
import { createApi } from "@site/api/client";
import { answerSucceeded } from "@site/api/envelope";
import type { EditionPlace } from "@site/api/language-pairs";
import { pageQuery, type PageId } from "@site/api/page-catalog";
import { articleEntry, robotsTxt, routeEntries, sitemapXml } from "@site/api/sitemap";
import { articleNewsTypes } from "@site/api/type-codes";
import type { Lang } from "@site/forms/lang";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { EditionRenderer } from "./server-render";

export interface PrerenderOptions {
  /** The edition's folder: its `dist/` and `dist-server/entry-server.js`. */
  root: string;
  /** The running API the pages read from (`SITE_API_URL`). */
  apiUrl: string;
  /** Where the site is written; default `<root>/dist-static`. */
  outDir?: string;
  /** The edition's public origin (`SITE_PUBLIC_URL`): its canonical URLs, sitemap and cards. */
  publicUrl: string;
  /**
   * The other edition's public origin (`SITE_OTHER_EDITION_URL`; default `publicUrl`), whose
   * `routes.json` pairs the language alternates. Read from there, or else from the API's server.
   */
  otherEditionUrl?: string;
}

export interface PrerenderReport {
  outDir: string;
  /** Route paths written as rendered pages. */
  rendered: string[];
  /** Route paths left to the browser (the article page: one file cannot hold every article). */
  clientRendered: string[];
  /** URLs the written sitemap lists. */
  sitemap: string[];
  /** Why the pages name no language alternates, when the other edition's routes could not be read. */
  warnings: string[];
}

/** `/` is `index.html`; `/kuaiji` is `kuaiji.html`, which static hosts serve at `/kuaiji`. */
export function staticFileOf(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

/** The edition's fetch, sent to the running API; any read that fails stops the prerender. */
function apiFetch(apiUrl: string, failures: string[]): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const target = new URL(`${pathname}${search}`, apiUrl);
    const response = await fetch(target, { method: request.method, headers: request.headers });
    const body = await response.text();
    if (!answerSucceeded(response.status, body)) {
      failures.push(`${target.href}: HTTP ${response.status}`);
    }
    return new Response(body, { status: response.status, headers: response.headers });
  };
}

interface RoutesFile {
  edition: Lang;
  paths: string[];
  pages: Record<string, string>;
}

/** The other edition's routes, from where it is served or from the API's server (which serves both). */
async function otherEditionPlace(
  lang: Lang,
  origins: { published: string; apiUrl: string },
  warnings: string[],
): Promise<EditionPlace | null> {
  for (const source of [origins.published, origins.apiUrl]) {
    const url = new URL(`/${lang}/routes.json`, source).href;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { pages } = (await response.json()) as RoutesFile;
      return { lang, origin: new URL(origins.published).origin, routes: pages };
    } catch (error) {
      warnings.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return null;
}

/** The edition's articles from the API, with their dates, for the sitemap. */
async function articleIds(lang: Lang, apiUrl: string) {
  const api = createApi({ lang, baseUrl: "", requestBaseUrl: apiUrl });
  const lists = await Promise.all(articleNewsTypes.map((type) => api.listNews({ type })));
  if (lists.some((list) => list === null)) {
    throw new Error(`The news lists of ${apiUrl} did not answer: nothing was written.`);
  }
  return lists.flatMap((list) => list?.rows ?? []).map(({ id, date }) => ({ id, date }));
}

export async function prerenderEdition({
  root,
  apiUrl,
  outDir = join(root, "dist-static"),
  publicUrl,
  otherEditionUrl = publicUrl,
}: PrerenderOptions): Promise<PrerenderReport> {
  const dist = join(root, "dist");
  const entryPath = join(root, "dist-server", "entry-server.js");
  if (!existsSync(entryPath)) {
    throw new Error(`${entryPath} is missing: build the edition first (pnpm build).`);
  }
  const { edition, paths, pages } = JSON.parse(
    readFileSync(join(dist, readdirEdition(dist), "routes.json"), "utf8"),
  ) as RoutesFile;
  const warnings: string[] = [];
  const own: EditionPlace = { lang: edition, origin: new URL(publicUrl).origin, routes: pages };
  const other = await otherEditionPlace(
    edition === "zh" ? "en" : "zh",
    { published: otherEditionUrl, apiUrl },
    warnings,
  );
  const publicSite = { own, other };
  const { render } = (await import(pathToFileURL(entryPath).href)) as { render: EditionRenderer };
  const shell = readFileSync(join(dist, "index.html"), "utf8");

  const pagesHtml = new Map<string, string>();
  const clientRendered: string[] = [];
  for (const path of paths) {
    const page = pages[path] as PageId | undefined;
    if (page && pageQuery(page).length > 0) {
      clientRendered.push(path);
      pagesHtml.set(staticFileOf(path), shell);
      continue;
    }
    const failures: string[] = [];
    const result = await render({ url: path, fetch: apiFetch(apiUrl, failures), publicSite });
    if (!("html" in result) || result.status !== 200 || failures.length > 0) {
      throw new Error(
        `${path} did not render (status ${result.status}${failures.length ? `; failed reads: ${failures.join(", ")}` : ""}); nothing was written.`,
      );
    }
    pagesHtml.set(staticFileOf(path), result.html);
  }
  const notFound = await render({
    url: edition === "en" ? "/pageNotFoundE" : "/page-not-found",
    fetch: apiFetch(apiUrl, []),
    publicSite,
  });
  if ("html" in notFound) pagesHtml.set("404.html", notFound.html);
  // Issue 13, item 4: the edition's own sitemap and robots.txt, for the host it is deployed on.
  const sitemap = [
    ...routeEntries(own, other),
    ...(await articleIds(edition, apiUrl)).flatMap(
      ({ id, date }) => articleEntry(own, id, date || undefined) ?? [],
    ),
  ];
  pagesHtml.set("sitemap.xml", sitemapXml(sitemap));
  pagesHtml.set("robots.txt", robotsTxt([new URL("/sitemap.xml", own.origin).href]));

  // Only once every page rendered: the folder is replaced whole, never half-written.
  rmSync(outDir, { recursive: true, force: true });
  cpSync(dist, outDir, { recursive: true });
  for (const [file, html] of pagesHtml) {
    writeFileSync(join(outDir, file), html);
    rmSync(join(outDir, `${file}.gz`), { force: true });
    rmSync(join(outDir, `${file}.br`), { force: true });
  }
  return {
    outDir,
    rendered: paths.filter((path) => !clientRendered.includes(path)),
    clientRendered,
    sitemap: sitemap.map((entry) => entry.loc),
    warnings,
  };
}

/** The edition's public folder (`zh/` or `en/`), where its build wrote `routes.json`. */
function readdirEdition(dist: string): string {
  for (const name of ["zh", "en"]) {
    if (existsSync(join(dist, name, "routes.json"))) return name;
  }
  throw new Error(`${dist} has no routes.json: build the edition first (pnpm build).`);
}

/**
 * `pnpm prerender` of the edition at `root`: from `SITE_API_URL` (default the local server)
 * into `SITE_PRERENDER_OUT` (default `dist-static/`); a failure ends the process with its reason.
 */
export async function prerenderCommand(root: string): Promise<void> {
  const apiUrl = process.env.SITE_API_URL ?? "http://127.0.0.1:8080";
  const publicUrl = process.env.SITE_PUBLIC_URL;
  if (!publicUrl || !/^https?:\/\/[^/]/.test(publicUrl)) {
    console.error(
      "Set SITE_PUBLIC_URL to the address the edition is published at (e.g. https://en.tiancheng-group.com): its canonical URLs and sitemap are built from it.",
    );
    process.exit(1);
  }
  try {
    const report = await prerenderEdition({
      root,
      apiUrl,
      publicUrl,
      ...(process.env.SITE_OTHER_EDITION_URL
        ? { otherEditionUrl: process.env.SITE_OTHER_EDITION_URL }
        : {}),
      ...(process.env.SITE_PRERENDER_OUT ? { outDir: process.env.SITE_PRERENDER_OUT } : {}),
    });
    for (const warning of report.warnings)
      console.warn(`Could not read the other edition's routes: ${warning}`);
    if (report.warnings.length > 0 && report.sitemap.length > 0) {
      console.warn("The pages were written without language alternates.");
    }
    console.log(
      `${report.rendered.length} pages rendered from ${apiUrl} into ${report.outDir}; ` +
        `left to the browser: ${report.clientRendered.join(", ")}; ` +
        `sitemap.xml lists ${report.sitemap.length} URLs`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

import { gzipSync } from "node:zlib";
import { get } from "./get";

/** The scripts and module preloads a page's HTML names: what a browser fetches at once. */
export function scriptsNamed(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/gi))
    sources.add(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    if (!/\brel="modulepreload"/i.test(tag)) continue;
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (href) sources.add(href);
  }
  return [...sources];
}

/** The modules a server-rendered page's start script loads after the page (`data-modules`). */
export function modulesStartedAfterLoad(html: string): string[] {
  const named = /<script\b[^>]*\bdata-modules="([^"]*)"/i.exec(html)?.[1] ?? "";
  return named.split(" ").filter(Boolean);
}

async function gzipBytes(
  origin: string,
  ca: string | null,
  sources: readonly string[],
): Promise<number> {
  let total = 0;
  for (const source of sources) {
    const response = await get(new URL(source, origin).href, { ca });
    if (response.status !== 200) throw new Error(`${source}: HTTP ${response.status}`);
    total += gzipSync(response.body, { level: 9 }).length;
  }
  return total;
}

export interface PageJs {
  /** Issue 12, item 7: gzip -9 bytes of every script and module preload the HTML names. */
  beforeFirstPaint: number;
  /** Those and the modules the start script loads: what the page runs to be interactive. */
  toHydrate: number;
}

export async function pageJsBytes(
  origin: string,
  ca: string | null,
  html: string,
): Promise<PageJs> {
  const named = scriptsNamed(html);
  const later = modulesStartedAfterLoad(html).filter((module) => !named.includes(module));
  const beforeFirstPaint = await gzipBytes(origin, ca, named);
  return { beforeFirstPaint, toHydrate: beforeFirstPaint + (await gzipBytes(origin, ca, later)) };
}

import { gzipSync } from "node:zlib";

/** The scripts and module preloads a page's HTML names: what a browser fetches to run it. */
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

/** Issue 12, item 7: gzip -9 bytes of every script and module preload the HTML names. */
export async function initialJsBytes(origin: string, html: string): Promise<number> {
  let total = 0;
  for (const source of scriptsNamed(html)) {
    const response = await fetch(new URL(source, origin));
    if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
    total += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return total;
}

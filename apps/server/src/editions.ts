import type { Lang } from "@site/forms/lang";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

export interface EditionDist {
  edition: Lang;
  /** The edition's built `dist` folder. */
  root: string;
}

/** D1: a path whose last segment ends in "E" belongs to the English edition; all else is Chinese. */
export function editionForPath(pathname: string): Lang {
  const segments = pathname.split("/").filter(Boolean);
  const last = segments[segments.length - 1] ?? "";
  return last.endsWith("E") ? "en" : "zh";
}

/** `/kuaiji/` and `/kuaiji` are one route; the root stays `/`. */
export function normalizeRoutePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

export interface EditionPages {
  /** The route paths the edition's build declared in `<edition>/routes.json`. */
  paths: ReadonlySet<string>;
  indexHtml: string;
}

/** Reads what the edition's build wrote; null when the edition has not been built. */
export async function readEditionPages({
  edition,
  root,
}: EditionDist): Promise<EditionPages | null> {
  try {
    const [routesJson, indexHtml] = await Promise.all([
      readFile(join(root, edition, "routes.json"), "utf8"),
      readFile(join(root, "index.html"), "utf8"),
    ]);
    const { paths } = JSON.parse(routesJson) as { paths: string[] };
    return { paths: new Set(paths), indexHtml };
  } catch {
    return null;
  }
}

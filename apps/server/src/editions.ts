import type { Lang } from "@site/forms/lang";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

export interface EditionDist {
  edition: Lang;
  /** The edition's built `dist` folder. */
  root: string;
  /** Its built server entry (`dist-server/entry-server.js`); pages render from it when built. */
  serverEntry?: string;
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
  /** Each route path's page id (`@site/api/page-catalog`). */
  pages: ReadonlyMap<string, string>;
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
    const { paths, pages = {} } = JSON.parse(routesJson) as {
      paths: string[];
      pages?: Record<string, string>;
    };
    return { paths: new Set(paths), pages: new Map(Object.entries(pages)), indexHtml };
  } catch {
    return null;
  }
}

// Issue 13, item 3: the twin routes of the two editions, paired by one rule from their route
// tables, React-free: the page layer writes the head's alternates with it, the server the sitemap's.
import type { Lang } from "@site/forms/lang";
import type { PageId } from "./page-catalog";

/**
 * The pages that have no twin in the other edition, and why; every other page's twin is the
 * other table's route of the same page id.
 */
export const pagesWithoutTwin: Readonly<Partial<Record<PageId, string>>> = {
  content: "articles are separate rows per language: an article has no translation to name",
  beijing: "the Beijing branch page exists in the Chinese edition only",
};

/** `hreflang` of each edition's pages. */
export const hreflangOf: Readonly<Record<Lang, string>> = { zh: "zh-CN", en: "en" };

/** `x-default` names the Chinese page of a pair. */
export const DEFAULT_EDITION: Lang = "zh";

/** An edition's routes as its build lists them (`<edition>/routes.json`): path to page id. */
export type RoutePages = Readonly<Record<string, string>>;

/** The rule: each page of `other` that has a twin, by page id, to its path there. */
export function twinPaths(other: RoutePages): Partial<Record<PageId, string>> {
  const twins: Partial<Record<PageId, string>> = {};
  for (const [path, page] of Object.entries(other)) {
    if (!(page in pagesWithoutTwin)) twins[page as PageId] = path;
  }
  return twins;
}

/** One edition's address for absolute URLs: its public origin and its routes. */
export interface EditionPlace {
  lang: Lang;
  /** The public origin it is served from (`SITE_PUBLIC_URL`), never a request's `Host`. */
  origin: string;
  routes: RoutePages;
}

export interface LanguageAlternate {
  hreflang: string;
  href: string;
}

/**
 * The alternates of `page` (itself included, as search engines ask): one per edition that has
 * the page and `x-default` to the Chinese one; none when the page has no twin in `other`.
 */
export function languageAlternates(
  page: PageId,
  own: EditionPlace,
  other: EditionPlace | null,
): LanguageAlternate[] {
  if (!other) return [];
  const ownPath = Object.entries(own.routes).find(([, id]) => id === page)?.[0];
  const otherPath = twinPaths(other.routes)[page];
  if (ownPath === undefined || otherPath === undefined || page in pagesWithoutTwin) return [];
  const places = [
    { lang: own.lang, href: new URL(ownPath, own.origin).href },
    { lang: other.lang, href: new URL(otherPath, other.origin).href },
  ];
  const alternates = places.map(({ lang, href }) => ({ hreflang: hreflangOf[lang], href }));
  const fallback = places.find(({ lang }) => lang === DEFAULT_EDITION);
  if (fallback) alternates.push({ hreflang: "x-default", href: fallback.href });
  return alternates;
}

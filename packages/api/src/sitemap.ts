// The sitemaps.org 0.9 protocol (https://www.sitemaps.org/protocol.html) with Google's
// xhtml:link alternates for localized versions. Plain strings only: this runs on the server.

import { API_PREFIX } from "./endpoints";
import { languageAlternates, type EditionPlace } from "./language-pairs";
import { canonicalHref, type PageId } from "./page-catalog";

export interface SitemapAlternate {
  hreflang: string;
  href: string;
}

export interface SitemapEntry {
  /** An absolute http(s) URL. */
  loc: string;
  /** A W3C date: `YYYY-MM-DD`, or a full ISO datetime with seconds and a time zone. */
  lastmod?: string;
  alternates?: readonly SitemapAlternate[];
}

// sitemaps.org: at most 50,000 URLs per file; a loc of at most 2,048 characters (the schema's
// maxLength; the protocol's prose says "less than 2,048").
const MAX_ENTRIES = 50_000;
const MAX_LOC_LENGTH = 2048;

/** A lower-case http or https scheme followed by a non-empty host. */
const ABSOLUTE_HTTP_URL = /^https?:\/\/[^/?#]/;
/** Characters that cannot stand unescaped in a URL (and some not at all in XML). */
const NOT_IN_URL = /[\s\p{Cc}]/u;

/**
 * The two forms the sitemap schema takes (xsd:date and xsd:dateTime) that are also W3C
 * datetimes: a date alone, or a time with seconds and a zone.
 */
const W3C_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:0\d|1[0-3]):[0-5]\d|[+-]14:00))?$/;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function isAbsoluteHttpUrl(value: string): boolean {
  if (!ABSOLUTE_HTTP_URL.test(value) || NOT_IN_URL.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function isW3cDate(value: string): boolean {
  const match = W3C_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return daysInMonth !== undefined && day >= 1 && day <= daysInMonth;
}

function urlElement(entry: SitemapEntry, index: number): string {
  const where = `sitemap entries[${index}]`;
  if (!isAbsoluteHttpUrl(entry.loc)) {
    throw new Error(`${where}: loc ${JSON.stringify(entry.loc)} is not an absolute http(s) URL`);
  }
  if (entry.loc.length > MAX_LOC_LENGTH) {
    throw new Error(
      `${where}: loc is ${entry.loc.length} characters long; the limit is ${MAX_LOC_LENGTH}`,
    );
  }
  const lines = ["  <url>", `    <loc>${escapeXml(entry.loc)}</loc>`];
  if (entry.lastmod !== undefined) {
    if (!isW3cDate(entry.lastmod)) {
      throw new Error(
        `${where}: lastmod ${JSON.stringify(entry.lastmod)} is not a W3C date ` +
          "(YYYY-MM-DD or YYYY-MM-DDThh:mm:ss with a time zone)",
      );
    }
    lines.push(`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
  }
  for (const alternate of entry.alternates ?? []) {
    if (!isAbsoluteHttpUrl(alternate.href)) {
      throw new Error(
        `${where}: alternate href ${JSON.stringify(alternate.href)} is not an absolute http(s) URL`,
      );
    }
    lines.push(
      `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" ` +
        `href="${escapeXml(alternate.href)}"/>`,
    );
  }
  lines.push("  </url>");
  return lines.join("\n");
}

/** The sitemaps.org 0.9 XML of these entries, with xhtml:link alternates (Google's hreflang form). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  if (entries.length > MAX_ENTRIES) {
    throw new Error(
      `a sitemap holds at most ${MAX_ENTRIES} URLs; got ${entries.length} (split it and list the parts in a sitemap index)`,
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(urlElement),
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * An edition's routes as sitemap entries, twins with their language alternates; the detail
 * page is listed once per article instead (`articleEntry`).
 */
export function routeEntries(
  own: EditionPlace,
  other: EditionPlace | null,
  lastmod?: string,
): SitemapEntry[] {
  return Object.entries(own.routes).flatMap(([path, page]): SitemapEntry[] => {
    if (page === "content") return [];
    const alternates = languageAlternates(page as PageId, own, other);
    return [
      {
        loc: new URL(path, own.origin).href,
        ...(lastmod ? { lastmod } : {}),
        ...(alternates.length > 0 ? { alternates } : {}),
      },
    ];
  });
}

/** An article's entry, at the detail page's canonical URL; null when the edition has no detail page. */
export function articleEntry(own: EditionPlace, id: number, lastmod?: string): SitemapEntry | null {
  const detailPath = Object.entries(own.routes).find(([, page]) => page === "content")?.[0];
  if (detailPath === undefined) return null;
  const search = new URLSearchParams({ id: String(id) });
  return {
    loc: new URL(canonicalHref(detailPath, "content", search), own.origin).href,
    ...(lastmod ? { lastmod } : {}),
  };
}

/**
 * robots.txt: everything may be crawled but the API's calls; its media (`/api/profile/`) may,
 * so pictures and social cards can be fetched. Allow comes first for crawlers that take the
 * first match; the others take the longest.
 */
export function robotsTxt(sitemapUrls: readonly string[]): string {
  return [
    "User-agent: *",
    "Allow: /",
    `Allow: ${API_PREFIX}/profile/`,
    `Disallow: ${API_PREFIX}/`,
    "",
    ...[...new Set(sitemapUrls)].map((url) => `Sitemap: ${url}`),
    "",
  ].join("\n");
}

// Issue 13, item 4: /sitemap.xml of both editions, built from their route tables (the
// routes.json their builds wrote) and the current articles, kept until content is loaded again.
import { languageCode } from "@site/api/language";
import type { EditionPlace } from "@site/api/language-pairs";
import { articleEntry, routeEntries, sitemapXml, type SitemapEntry } from "@site/api/sitemap";
import { articleNewsTypes } from "@site/api/type-codes";
import type { Lang } from "@site/forms/lang";
import type { FastifyInstance } from "fastify";
import type { SiteDb } from "../db/database";
import { readEditionPages, type EditionDist } from "../editions";
import { readArticleDates, readLastChange } from "../stores/content-reads";

export interface SitemapOptions {
  db: SiteDb;
  /** The content version now: the sitemap is built again when it changes. */
  contentVersion: () => Promise<number>;
  editions: readonly EditionDist[];
  publicUrls: Readonly<Record<Lang, string>>;
}

async function editionPlaces(
  editions: readonly EditionDist[],
  publicUrls: Readonly<Record<Lang, string>>,
): Promise<EditionPlace[]> {
  const places: EditionPlace[] = [];
  for (const dist of editions) {
    const pages = await readEditionPages(dist);
    if (pages) {
      places.push({
        lang: dist.edition,
        origin: publicUrls[dist.edition],
        routes: Object.fromEntries(pages.pages),
      });
    }
  }
  return places;
}

/** An article's own date until it is edited after it was first loaded; then that change's time. */
function articleLastmod(article: {
  dynamicDate: string;
  createdAt: string;
  updatedAt: string;
}): string | undefined {
  if (article.updatedAt !== article.createdAt) return article.updatedAt;
  return /^\d{4}-\d{2}-\d{2}$/.test(article.dynamicDate) ? article.dynamicDate : article.updatedAt;
}

/** Every route of each built edition (the detail page's per article), twins paired. */
export async function sitemapEntries({
  db,
  editions,
  publicUrls,
}: SitemapOptions): Promise<SitemapEntry[]> {
  const places = await editionPlaces(editions, publicUrls);
  const entries: SitemapEntry[] = [];
  for (const place of places) {
    const other = places.find((candidate) => candidate !== place) ?? null;
    const language = languageCode(place.lang);
    // The latest change to an edition's content: every page of it shows some of that content.
    entries.push(...routeEntries(place, other, await readLastChange(db, language)));
    const articles = await readArticleDates(db, language, articleNewsTypes);
    for (const article of articles) {
      const entry = articleEntry(place, article.dynamicId, articleLastmod(article));
      if (entry) entries.push(entry);
    }
  }
  return entries;
}

export function registerSitemap(app: FastifyInstance, options: SitemapOptions): void {
  let kept: { version: number; xml: Promise<string> } | null = null;
  app.get("/sitemap.xml", async (_request, reply) => {
    const version = await options.contentVersion();
    if (kept?.version !== version) {
      const xml = sitemapEntries(options).then(sitemapXml);
      kept = { version, xml };
      // A failed build is not kept: the next request tries again.
      xml.catch(() => {
        if (kept?.xml === xml) kept = null;
      });
    }
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(await kept.xml);
  });
}

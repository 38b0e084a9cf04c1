// What each edition's build left for the server: its route list and shell page, its server
// entry, and (with the public origins, issue 13) its place for absolute URLs. Each is read once,
// when first needed.
import type { EditionPlace } from "@site/api/language-pairs";
import type { Lang } from "@site/forms/lang";
import { readEditionPages, type EditionDist, type EditionPages } from "../editions";
import { loadServerEntry, type EditionServerEntry, type PublicSite } from "./page-renderer";

export interface EditionBuilds {
  /** The edition's routes and shell; null when it has not been built. */
  pagesOf(edition: Lang): Promise<EditionPages | null>;
  /** Its built server entry; null when there is none (the shell is sent instead). */
  serverEntryOf(edition: Lang): Promise<EditionServerEntry | null>;
  /** Where both editions are served, for a page's head; null without public origins. */
  publicSiteOf(edition: Lang): Promise<PublicSite | null>;
}

export function editionBuilds(
  editions: readonly EditionDist[],
  publicUrls?: Readonly<Record<Lang, string>>,
): EditionBuilds {
  const distOf = (edition: Lang) => editions.find((candidate) => candidate.edition === edition);

  const pages = new Map<Lang, Promise<EditionPages | null>>();
  function pagesOf(edition: Lang): Promise<EditionPages | null> {
    let read = pages.get(edition);
    if (!read) {
      const dist = distOf(edition);
      read = dist ? readEditionPages(dist) : Promise.resolve(null);
      pages.set(edition, read);
    }
    return read;
  }

  const entries = new Map<Lang, Promise<EditionServerEntry | null>>();
  function serverEntryOf(edition: Lang): Promise<EditionServerEntry | null> {
    let entry = entries.get(edition);
    if (!entry) {
      const path = distOf(edition)?.serverEntry;
      entry = path ? loadServerEntry(path) : Promise.resolve(null);
      entries.set(edition, entry);
    }
    return entry;
  }

  /** An edition's public origin and the routes its build declared. */
  async function placeOf(edition: Lang): Promise<EditionPlace | null> {
    const built = await pagesOf(edition);
    if (!built || !publicUrls) return null;
    return { lang: edition, origin: publicUrls[edition], routes: Object.fromEntries(built.pages) };
  }

  async function publicSiteOf(edition: Lang): Promise<PublicSite | null> {
    const own = await placeOf(edition);
    return own ? { own, other: await placeOf(edition === "zh" ? "en" : "zh") } : null;
  }

  return { pagesOf, serverEntryOf, publicSiteOf };
}

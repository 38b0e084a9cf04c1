import {
  pageCatalog,
  type PageId,
  type PageRead,
  type PageReads,
  type PageStateOf,
} from "@site/api/page-catalog";
import type { SiteQueries } from "@site/api/queries";

/** The reads of a page for a location and a state, by name (`@site/api/page-catalog`). */
export function pageReads<Id extends PageId>(
  page: Id,
  queries: SiteQueries,
  search: URLSearchParams,
  state: PageStateOf<Id>,
): PageReads {
  // The catalog's entries differ in state type; each is called with its own page's state.
  const read = pageCatalog[page].reads as (
    queries: SiteQueries,
    context: { search: URLSearchParams; state: PageStateOf<Id> },
  ) => PageReads;
  return read(queries, { search, state });
}

/** Every read of a page as one flat list, in the order of its names. */
export function flattenReads(reads: PageReads): PageRead[] {
  return Object.values(reads).flatMap((read) => (read === null ? [] : read));
}

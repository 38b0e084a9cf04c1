import { pageCatalog, type PageId, type PageRead } from "@site/api/page-catalog";
import type { SiteQueries } from "@site/api/queries";
import type { QueryClient } from "@tanstack/react-query";
import { flattenReads, pageReads } from "./page-reads";

/** What the site shell (menu, footer) renders on every page, the not-found view included. */
export function shellReads(queries: SiteQueries): PageRead[] {
  return [queries.menu(), queries.siteConfig()];
}

async function prime(queryClient: QueryClient, reads: PageRead[]): Promise<null> {
  await Promise.all(
    reads.map((read) =>
      // The client never throws; the cast only bridges the union of query result types.
      queryClient.ensureQueryData(read as Parameters<QueryClient["ensureQueryData"]>[0]),
    ),
  );
  return null;
}

export function createShellLoader(queryClient: QueryClient, queries: SiteQueries) {
  return (): Promise<null> => prime(queryClient, shellReads(queries));
}

/**
 * A react-router loader that primes the QueryClient with exactly the reads of the page's
 * definition, in its initial state, so that the page's hook finds every one in the cache.
 */
export function createPageLoader(queryClient: QueryClient, queries: SiteQueries, page: PageId) {
  return ({ request }: { request: Request }): Promise<null> => {
    const search = new URL(request.url).searchParams;
    const reads = pageReads(page, queries, search, pageCatalog[page].initialState);
    return prime(queryClient, flattenReads(reads));
  };
}

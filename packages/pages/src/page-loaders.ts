import { pageCatalog, type PageId, type PageRead } from "@site/api/page-catalog";
import type { SiteQueries } from "@site/api/queries";
import type { QueryClient } from "@tanstack/react-query";
import { flattenReads, pageReads } from "./page-reads";
import type { RouteDescriptions } from "./routes";

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

/** What a page's loader returns: its meta description, carried in the page's data. */
export interface PageLoaderData {
  description: string;
}

/**
 * A react-router loader that primes the QueryClient with exactly the reads of the page's
 * definition, in its initial state, so that the page's hook finds every one in the cache. Its
 * data is the page's meta description: a hydrating page finds it in its data, so the
 * descriptions load only with the first page the browser renders itself.
 */
export function createPageLoader(
  queryClient: QueryClient,
  queries: SiteQueries,
  page: PageId,
  descriptions: RouteDescriptions,
) {
  return async ({ request }: { request: Request }): Promise<PageLoaderData> => {
    const search = new URL(request.url).searchParams;
    const reads = pageReads(page, queries, search, pageCatalog[page].initialState);
    const [, described] = await Promise.all([
      prime(queryClient, flattenReads(reads)),
      descriptions(),
    ]);
    return { description: described[page] ?? "" };
  };
}

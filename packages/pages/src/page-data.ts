import { useNotFoundStatus } from "./render-status";
import type { NewsDetail } from "@site/api/client";
import { isArticleId, pageCatalog, type PageId, type PageReadsOf } from "@site/api/page-catalog";
import { useQueries, useQuery, type SkipToken } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { useActiveSection } from "./current-route";
import { formActions } from "./form-actions";
import { flattenReads, pageReads } from "./page-reads";
import { useApi, useSiteQueries } from "./site-context";

type QueryDataOf<Read> = Read extends { queryFn?: infer Fn }
  ? Exclude<Fn, SkipToken | undefined> extends (...args: never[]) => infer Result
    ? Awaited<Result>
    : never
  : never;

type ReadData<Read> = Read extends null
  ? null
  : Read extends readonly (infer One)[]
    ? (QueryDataOf<One> | null)[]
    : QueryDataOf<Read> | null;

/** A page's data by the names of its reads; null until loaded (or when the read failed, D3). */
export type PageData<Id extends PageId> = {
  [Name in keyof PageReadsOf<Id>]: ReadData<PageReadsOf<Id>[Name]>;
};

/**
 * What a page renders: the reads of its definition for the current location, the same reads
 * its loader primed, so the first render finds all of them in the cache. (What a page reads
 * later, a page of experts or a list expanded, its islands read: `./islands`.)
 */
export function usePageData<Id extends PageId>(page: Id): { data: PageData<Id> } {
  const queries = useSiteQueries();
  const [search] = useSearchParams();
  const reads = pageReads(page, queries, search, pageCatalog[page].initialState);
  const results = useQueries({ queries: flattenReads(reads) });
  const data: Record<string, unknown> = {};
  let next = 0;
  for (const [name, read] of Object.entries(reads)) {
    const count = read === null ? 0 : Array.isArray(read) ? read.length : 1;
    const slots = results.slice(next, next + count).map((result) => result.data ?? null);
    next += count;
    data[name] = read === null ? null : Array.isArray(read) ? slots : (slots[0] ?? null);
  }
  return { data: data as PageData<Id> };
}

/** The shell of every page: menu, footer config and the highlighted section (D7). */
export function useShellData() {
  const queries = useSiteQueries();
  return {
    menu: useQuery(queries.menu()).data ?? null,
    config: useQuery(queries.siteConfig()).data ?? null,
    activeSection: useActiveSection(),
  };
}

/** The writes behind the consult and complaint dialogs (D4), for the app's client. */
export function useFormActions() {
  const api = useApi();
  return useMemo(() => formActions(api), [api]);
}

/** The detail page's article; a missing or malformed id is "not found" without a request (D3). */
export function useNewsDetail(): NewsDetail | null {
  const [search] = useSearchParams();
  const { detail } = usePageData("content").data;
  const shown = isArticleId(search.get("id")) ? detail : ({ status: "not-found" } as const);
  useNotFoundStatus(shown?.status === "not-found");
  return shown;
}

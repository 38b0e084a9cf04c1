import { useNotFoundStatus } from "./render-status";
import type { NewsDetail } from "@site/api/client";
import {
  isArticleId,
  pageCatalog,
  type PageId,
  type PageReadsOf,
  type PageStateOf,
} from "@site/api/page-catalog";
import { useQueries, useQuery, type SkipToken } from "@tanstack/react-query";
import { useMemo, useState } from "react";
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

/** Per read: true while a changed read (next page, expanded list) loads behind the previous data. */
export type PagePending<Id extends PageId> = { [Name in keyof PageReadsOf<Id>]: boolean };

/**
 * Each read's data, or while a changed read (the next page, the expanded list) loads, what it
 * showed before. `keepPreviousData` cannot do this in `useQueries`: a changed key gets a new
 * observer there, with no previous data.
 */
function useKeptData(current: readonly unknown[]): readonly unknown[] {
  const [kept, setKept] = useState<readonly unknown[]>(current);
  const shown = current.map((value, slot) => (value === undefined ? kept[slot] : value));
  if (shown.some((value, slot) => value !== kept[slot])) setKept(shown);
  return shown;
}

/**
 * What a page renders: the reads of its definition for the current location and `state`,
 * the same reads its loader primed, so the first render finds all of them in the cache.
 */
export function usePageData<Id extends PageId>(
  page: Id,
  state: PageStateOf<Id> = pageCatalog[page].initialState,
): { data: PageData<Id>; pending: PagePending<Id> } {
  const queries = useSiteQueries();
  const [search] = useSearchParams();
  const reads = pageReads(page, queries, search, state);
  const results = useQueries({ queries: flattenReads(reads) });
  const shown = useKeptData(results.map((result) => result.data));
  const data: Record<string, unknown> = {};
  const pending: Record<string, boolean> = {};
  let next = 0;
  for (const [name, read] of Object.entries(reads)) {
    const count = read === null ? 0 : Array.isArray(read) ? read.length : 1;
    const slots = Array.from({ length: count }, (_, i) => next + i);
    next += count;
    data[name] =
      read === null
        ? null
        : Array.isArray(read)
          ? slots.map((slot) => shown[slot] ?? null)
          : (shown[slots[0]!] ?? null);
    pending[name] = slots.some(
      (slot) => results[slot]?.data === undefined && shown[slot] !== undefined,
    );
  }
  return { data: data as PageData<Id>, pending: pending as PagePending<Id> };
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

import { QueryClient, queryOptions } from "@tanstack/react-query";
import type { Api } from "./client";

export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
}

export interface TypedPageQuery extends PageQuery {
  type: number;
}

/** Drops undefined members so that `{type: 1}` and `{type: 1, pageNum: undefined}` share a key. */
function keyPart<T extends object>(query: T): T {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as T;
}

/**
 * Query options for every read of spec 7.1. Keys start with the edition's language, so the
 * two editions never share cache entries even inside one test process.
 */
export function createQueries(api: Api) {
  const root = ["site", api.lang] as const;
  return {
    ipFlag: () =>
      queryOptions({
        queryKey: [...root, "ip-flag"],
        queryFn: () => api.getIpFlag(),
        staleTime: Infinity,
      }),
    // Menu and config are the same on every page: cached for the whole session.
    menu: () =>
      queryOptions({
        queryKey: [...root, "menu"],
        queryFn: () => api.getMenu(),
        staleTime: Infinity,
        gcTime: Infinity,
      }),
    siteConfig: () =>
      queryOptions({
        queryKey: [...root, "config"],
        queryFn: () => api.getSiteConfig(),
        staleTime: Infinity,
        gcTime: Infinity,
      }),
    news: (query: TypedPageQuery) =>
      queryOptions({
        queryKey: [...root, "news", keyPart(query)],
        queryFn: () => api.listNews(query),
      }),
    newsItem: (id: string) =>
      queryOptions({
        queryKey: [...root, "news-item", id],
        queryFn: () => api.getNewsItem(id),
      }),
    experts: (query: TypedPageQuery) =>
      queryOptions({
        queryKey: [...root, "experts", keyPart(query)],
        queryFn: () => api.listExperts(query),
      }),
    cases: (query: TypedPageQuery) =>
      queryOptions({
        queryKey: [...root, "cases", keyPart(query)],
        queryFn: () => api.listCases(query),
      }),
    clients: () =>
      queryOptions({
        queryKey: [...root, "clients"],
        queryFn: () => api.listClients(),
      }),
    contacts: () =>
      queryOptions({
        queryKey: [...root, "contacts"],
        queryFn: () => api.listContacts(),
      }),
    profile: () =>
      queryOptions({
        queryKey: [...root, "profile"],
        queryFn: () => api.getProfile(),
      }),
    chairman: () =>
      queryOptions({
        queryKey: [...root, "chairman"],
        queryFn: () => api.getChairman(),
      }),
    milestones: () =>
      queryOptions({
        queryKey: [...root, "milestones"],
        queryFn: () => api.listMilestones(),
      }),
    offices: () =>
      queryOptions({
        queryKey: [...root, "offices"],
        queryFn: () => api.listOffices(),
      }),
    staff: () =>
      queryOptions({
        queryKey: [...root, "staff"],
        queryFn: () => api.listStaff(),
      }),
    cooperation: (query: PageQuery = {}) =>
      queryOptions({
        queryKey: [...root, "cooperation", keyPart(query)],
        queryFn: () => api.listCooperation(query),
      }),
  };
}

export type SiteQueries = ReturnType<typeof createQueries>;

/**
 * Reads never throw (the client turns every failure into "no data"), so retries would only
 * repeat a definite answer; a positive staleTime keeps loader-primed data from refetching on mount.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

import type { QueryClient } from "@tanstack/react-query";
import type { PageId } from "./page-catalog";
import type { SiteQueries, TypedPageQuery } from "./queries";
import {
  HOME_EXPERT_TYPE,
  NewsType,
  serviceGroupType,
  type ServiceGroupPageId,
} from "./type-codes";

export { DETAIL_SECTION, pageSection, type MenuSection, type PageId } from "./page-catalog";
export {
  HOME_EXPERT_TYPE,
  NewsType,
  serviceGroupType,
  type ServiceGroupPageId,
} from "./type-codes";

// Spec 9 business constants.
export const EXPERT_PAGE_SIZE = 8;
export const HOME_NEWS_SIZE = 2;
export const COOPERATION_PAGE_SIZE = 9;
export const ASSOCIATION_NEWS_SIZE = 3;
export const FEATURED_NEWS_SIZE = 3;
export const COMPANY_NEWS_SIZE = 2;
export const GLOBAL_HOT_NEWS_SIZE = 5;
export const SINGLE_CASE_LIST_SIZE = 3;
export const DOUBLE_CASE_LIST_SIZE = 2;

/** Spec 7.1: types 1 and 3 show two case lists (page 1 and page 2 of size 2); others one list of 3. */
export function caseListQueries(type: number): TypedPageQuery[] {
  if (type === 1 || type === 3) {
    return [
      { type, pageNum: 1, pageSize: DOUBLE_CASE_LIST_SIZE },
      { type, pageNum: 2, pageSize: DOUBLE_CASE_LIST_SIZE },
    ];
  }
  return [{ type, pageNum: 1, pageSize: SINGLE_CASE_LIST_SIZE }];
}

export function expertPageQuery(type: number, pageNum = 1): TypedPageQuery {
  return { type, pageNum, pageSize: EXPERT_PAGE_SIZE };
}

type AnyQuery = ReturnType<SiteQueries[keyof SiteQueries]>;

/** The reads a page renders, besides the shell's menu and config. */
export interface PageDefinition {
  queries: (queries: SiteQueries, search: URLSearchParams) => AnyQuery[];
}

function serviceGroup(page: ServiceGroupPageId): PageDefinition {
  const type = serviceGroupType[page];
  return {
    queries: (q) => [q.experts(expertPageQuery(type)), ...caseListQueries(type).map(q.cases)],
  };
}

const staticPage: PageDefinition = { queries: () => [] };

export const pageDefinitions: Record<PageId, PageDefinition> = {
  home: {
    queries: (q) => [
      q.experts(expertPageQuery(HOME_EXPERT_TYPE)),
      q.news({ type: NewsType.home, pageNum: 1, pageSize: HOME_NEWS_SIZE }),
      q.clients(),
    ],
  },
  kuaiji: serviceGroup("kuaiji"),
  zizhi: serviceGroup("zizhi"),
  qidai: serviceGroup("qidai"),
  zonghe: serviceGroup("zonghe"),
  zhichan: serviceGroup("zhichan"),
  haiwai: serviceGroup("haiwai"),
  shangye: { queries: (q) => [q.contacts()] },
  zixun: {
    queries: (q) => [
      q.news({ type: NewsType.featured, pageNum: 1, pageSize: FEATURED_NEWS_SIZE }),
      q.news({ type: NewsType.company, pageNum: 1, pageSize: COMPANY_NEWS_SIZE }),
      q.news({ type: NewsType.globalHot, pageNum: 1, pageSize: GLOBAL_HOT_NEWS_SIZE }),
    ],
  },
  content: {
    queries: (q, search) => {
      const id = search.get("id");
      return id && /^\d+$/.test(id) ? [q.newsItem(id)] : [];
    },
  },
  aboutus: { queries: (q) => [q.profile()] },
  dongshizhang: { queries: (q) => [q.chairman()] },
  qiyewenhua: staticPage,
  jituangoucheng: {
    queries: (q) => [q.news({ type: NewsType.composition })],
  },
  fazhanlicheng: { queries: (q) => [q.milestones()] },
  quanqiubujv: {
    queries: (q) => [q.offices(), q.staff()],
  },
  xiaoqi: staticPage,
  shangxiehui: {
    queries: (q) => [
      q.cooperation({ pageNum: 1, pageSize: COOPERATION_PAGE_SIZE }),
      q.news({ type: NewsType.association, pageNum: 1, pageSize: ASSOCIATION_NEWS_SIZE }),
    ],
  },
  gongyi: {
    queries: (q) => [q.news({ type: NewsType.charity })],
  },
  beijing: { queries: (q) => [q.offices(), q.staff()] },
  yinsi: staticPage,
};

/** What the site shell (menu, footer) renders on every page, the not-found view included. */
export function shellQueries(queries: SiteQueries): AnyQuery[] {
  return [queries.menu(), queries.siteConfig()];
}

/** The reads of one page, besides the shell's. */
export function pageQueries(
  page: PageId,
  queries: SiteQueries,
  search: URLSearchParams,
): AnyQuery[] {
  return pageDefinitions[page].queries(queries, search);
}

async function prime(queryClient: QueryClient, options: AnyQuery[]): Promise<null> {
  await Promise.all(
    options.map((option) =>
      // The client never throws; the cast only bridges the union of query result types.
      queryClient.ensureQueryData(option as Parameters<QueryClient["ensureQueryData"]>[0]),
    ),
  );
  return null;
}

export function createShellLoader(queryClient: QueryClient, queries: SiteQueries) {
  return (): Promise<null> => prime(queryClient, shellQueries(queries));
}

/**
 * A react-router loader that primes the QueryClient with everything the page renders, so that
 * components read it synchronously with TanStack Query (and a server render can do the same).
 */
export function createPageLoader(queryClient: QueryClient, queries: SiteQueries, page: PageId) {
  return ({ request }: { request: Request }): Promise<null> =>
    prime(queryClient, pageQueries(page, queries, new URL(request.url).searchParams));
}

import type { QueryClient } from "@tanstack/react-query";
import type { SiteQueries, TypedPageQuery } from "./queries";

/** Top-level menu keys (D7): 1 home, 2 service groups, 3 overseas, 4 partnership, 5 news, 6 about, 7 social responsibility. */
export type MenuSection = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type PageId =
  | "home"
  | "kuaiji"
  | "zizhi"
  | "qidai"
  | "zonghe"
  | "zhichan"
  | "haiwai"
  | "shangye"
  | "zixun"
  | "content"
  | "aboutus"
  | "dongshizhang"
  | "qiyewenhua"
  | "jituangoucheng"
  | "fazhanlicheng"
  | "quanqiubujv"
  | "xiaoqi"
  | "shangxiehui"
  | "gongyi"
  | "beijing"
  | "yinsi";

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

/** dynamicType values (spec 3). */
export const NewsType = {
  home: 1,
  company: 2,
  globalHot: 3,
  featured: 4,
  association: 5,
  charity: 6,
  composition: 7,
} as const;

/** personnelType and caseType of each service group page (spec 3); 0 is the home experts. */
export const serviceGroupType = {
  zizhi: 1,
  qidai: 2,
  zonghe: 3,
  haiwai: 4,
  kuaiji: 5,
  zhichan: 6,
} as const;
export type ServiceGroupPageId = keyof typeof serviceGroupType;
export const HOME_EXPERT_TYPE = 0;

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

/** D7: on the detail page the `type` query picks the highlighted section. */
export function detailSection(search: URLSearchParams): MenuSection | null {
  switch (search.get("type")) {
    case "1":
      return 1;
    case "2":
      return 5;
    case "3":
      return 7;
    default:
      return null;
  }
}

type AnyQuery = ReturnType<SiteQueries[keyof SiteQueries]>;

export interface PageDefinition {
  /** D6: posted as `userType` on every visit; English routes post their Chinese twin's label. */
  visitLabel: string;
  section: MenuSection | null | ((search: URLSearchParams) => MenuSection | null);
  /** The reads the page renders, besides the shell's menu and config. */
  queries: (queries: SiteQueries, search: URLSearchParams) => AnyQuery[];
}

function serviceGroup(page: ServiceGroupPageId, visitLabel: string): PageDefinition {
  const type = serviceGroupType[page];
  return {
    visitLabel,
    section: page === "haiwai" ? 3 : 2,
    queries: (q) => [q.experts(expertPageQuery(type)), ...caseListQueries(type).map(q.cases)],
  };
}

function staticPage(visitLabel: string, section: MenuSection | null): PageDefinition {
  return { visitLabel, section, queries: () => [] };
}

export const pageDefinitions: Record<PageId, PageDefinition> = {
  home: {
    visitLabel: "首页",
    section: 1,
    queries: (q) => [
      q.experts(expertPageQuery(HOME_EXPERT_TYPE)),
      q.news({ type: NewsType.home, pageNum: 1, pageSize: HOME_NEWS_SIZE }),
      q.clients(),
    ],
  },
  kuaiji: serviceGroup("kuaiji", "会计事业群"),
  zizhi: serviceGroup("zizhi", "资质事业群"),
  qidai: serviceGroup("qidai", "企贷事业群"),
  zonghe: serviceGroup("zonghe", "综合事业群"),
  zhichan: serviceGroup("zhichan", "知识产权事业群"),
  haiwai: serviceGroup("haiwai", "海外"),
  shangye: { visitLabel: "商业合作", section: 4, queries: (q) => [q.contacts()] },
  zixun: {
    visitLabel: "集团资讯",
    section: 5,
    queries: (q) => [
      q.news({ type: NewsType.featured, pageNum: 1, pageSize: FEATURED_NEWS_SIZE }),
      q.news({ type: NewsType.company, pageNum: 1, pageSize: COMPANY_NEWS_SIZE }),
      q.news({ type: NewsType.globalHot, pageNum: 1, pageSize: GLOBAL_HOT_NEWS_SIZE }),
    ],
  },
  content: {
    visitLabel: "详情",
    section: detailSection,
    queries: (q, search) => {
      const id = search.get("id");
      return id && /^\d+$/.test(id) ? [q.newsItem(id)] : [];
    },
  },
  aboutus: { visitLabel: "集团简介", section: 6, queries: (q) => [q.profile()] },
  dongshizhang: { visitLabel: "董事长致辞", section: 6, queries: (q) => [q.chairman()] },
  qiyewenhua: staticPage("企业文化", 6),
  jituangoucheng: {
    visitLabel: "集团构成",
    section: 6,
    queries: (q) => [q.news({ type: NewsType.composition })],
  },
  fazhanlicheng: { visitLabel: "发展历程", section: 6, queries: (q) => [q.milestones()] },
  quanqiubujv: {
    visitLabel: "全球布局",
    section: 6,
    queries: (q) => [q.offices(), q.staff()],
  },
  xiaoqi: staticPage("校企合作", 7),
  shangxiehui: {
    visitLabel: "商协会",
    section: 7,
    queries: (q) => [
      q.cooperation({ pageNum: 1, pageSize: COOPERATION_PAGE_SIZE }),
      q.news({ type: NewsType.association, pageNum: 1, pageSize: ASSOCIATION_NEWS_SIZE }),
    ],
  },
  gongyi: {
    visitLabel: "公益慈善",
    section: 7,
    queries: (q) => [q.news({ type: NewsType.charity })],
  },
  beijing: { visitLabel: "北京分公司", section: 6, queries: (q) => [q.offices(), q.staff()] },
  yinsi: staticPage("隐私政策", null),
};

export function pageSection(page: PageId, search: URLSearchParams): MenuSection | null {
  const { section } = pageDefinitions[page];
  return typeof section === "function" ? section(search) : section;
}

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

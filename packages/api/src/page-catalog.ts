// Every page of the site, React-free, stated once: its visit label (D6), its menu section (D7)
// and the reads it renders. The page layer's loader primes exactly these reads and the page's
// hook reads the same ones; the server checks visit labels against this table.
import type { SiteQueries } from "./queries";
import {
  HOME_EXPERT_TYPE,
  NewsType,
  serviceGroupType,
  type ServiceGroupPageId,
} from "./type-codes";
import {
  ASSOCIATION_NEWS_SIZE,
  caseListQueries,
  COMPANY_NEWS_SIZE,
  COOPERATION_PAGE_SIZE,
  expertPageQuery,
  FEATURED_NEWS_SIZE,
  GLOBAL_HOT_NEWS_SIZE,
  HOME_NEWS_SIZE,
} from "./list-queries";

/** Top-level menu keys (D7): 1 home, 2 service groups, 3 overseas, 4 partnership, 5 news, 6 about, 7 social responsibility. */
export type MenuSection = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** D7: the detail page takes its section from the `type` of its link (1 home, 2 news, 3 social). */
export const DETAIL_SECTION = "by-detail-type";

/** D7: the detail link's `type`: 1 home, 2 news, 3 social responsibility. */
export type DetailLinkType = 1 | 2 | 3;

export {
  ASSOCIATION_NEWS_SIZE,
  caseListQueries,
  COMPANY_NEWS_SIZE,
  COOPERATION_PAGE_SIZE,
  DOUBLE_CASE_LIST_SIZE,
  EXPERT_PAGE_SIZE,
  expertPageQuery,
  FEATURED_NEWS_SIZE,
  GLOBAL_HOT_NEWS_SIZE,
  HOME_NEWS_SIZE,
  SINGLE_CASE_LIST_SIZE,
} from "./list-queries";

/** D3: a detail id is digits; anything else is "not found" without a request. */
export function isArticleId(id: string | null): id is string {
  return id !== null && /^\d+$/.test(id);
}

/** One read of a page: the query options of `@site/api/queries`. */
export type PageRead = ReturnType<SiteQueries[keyof SiteQueries]>;

/** A page's reads by name: one read, a list of reads (the case lists), or none (null). */
export type PageReads = Record<string, PageRead | readonly PageRead[] | null>;

export interface PageReadContext<State> {
  search: URLSearchParams;
  state: State;
}

export interface PageDefinition<State, Reads extends PageReads> {
  /** D6: posted as `userType` on every visit; English routes post their Chinese twin's label. */
  visitLabel: string;
  section: MenuSection | null | typeof DETAIL_SECTION;
  /** What the visitor can change that changes the reads (a pager's page, an expanded list); the loader reads with this. */
  initialState: State;
  reads: (queries: SiteQueries, context: PageReadContext<State>) => Reads;
  /**
   * The query parameters the page renders from (its reads, its highlighted section); any
   * other parameter leaves the page as it is, so a server keys its cached pages by these alone.
   */
  query?: readonly string[];
  /**
   * Of those, the ones that make a page a document of its own, kept in its canonical URL
   * (issue 13); the rest only change how it shows (the detail page's `type` picks the
   * highlighted menu, D7). None by default: the canonical URL is the bare path.
   */
  canonicalQuery?: readonly string[];
}

function definePage<State, Reads extends PageReads>(
  definition: PageDefinition<State, Reads>,
): PageDefinition<State, Reads> {
  return definition;
}

function staticPage(visitLabel: string, section: MenuSection | null) {
  return definePage({ visitLabel, section, initialState: null, reads: () => ({}) });
}

/** Spec 2.5: experts page 1 of 8 (expanding reads every expert of the group) and the case lists. */
function serviceGroupPage(page: ServiceGroupPageId, visitLabel: string) {
  const type = serviceGroupType[page];
  return definePage({
    visitLabel,
    section: page === "haiwai" ? 3 : 2,
    initialState: { allExperts: false },
    reads: (q, { state }) => ({
      experts: q.experts(state.allExperts ? { type } : expertPageQuery(type)),
      cases: caseListQueries(type).map(q.cases),
    }),
  });
}

export const pageCatalog = {
  /** Spec 2.4: the expert pager starts at page 1 and reads page by page. */
  home: definePage({
    visitLabel: "首页",
    section: 1,
    initialState: { expertPage: 1 },
    reads: (q, { state }) => ({
      experts: q.experts(expertPageQuery(HOME_EXPERT_TYPE, state.expertPage)),
      news: q.news({ type: NewsType.home, pageNum: 1, pageSize: HOME_NEWS_SIZE }),
      clients: q.clients(),
    }),
  }),
  kuaiji: serviceGroupPage("kuaiji", "会计事业群"),
  zizhi: serviceGroupPage("zizhi", "资质事业群"),
  qidai: serviceGroupPage("qidai", "企贷事业群"),
  zonghe: serviceGroupPage("zonghe", "综合事业群"),
  zhichan: serviceGroupPage("zhichan", "知识产权事业群"),
  haiwai: serviceGroupPage("haiwai", "海外"),
  shangye: definePage({
    visitLabel: "商业合作",
    section: 4,
    initialState: null,
    reads: (q) => ({ contacts: q.contacts() }),
  }),
  /** Spec 2.6: 3 featured, 2 company, 5 global hot items. */
  zixun: definePage({
    visitLabel: "集团资讯",
    section: 5,
    initialState: null,
    reads: (q) => ({
      featured: q.news({ type: NewsType.featured, pageNum: 1, pageSize: FEATURED_NEWS_SIZE }),
      company: q.news({ type: NewsType.company, pageNum: 1, pageSize: COMPANY_NEWS_SIZE }),
      globalHot: q.news({ type: NewsType.globalHot, pageNum: 1, pageSize: GLOBAL_HOT_NEWS_SIZE }),
    }),
  }),
  content: definePage({
    visitLabel: "详情",
    section: DETAIL_SECTION,
    // The article's id, and its `type`, which picks the highlighted section (D7).
    query: ["id", "type"],
    canonicalQuery: ["id"],
    initialState: null,
    reads: (q, { search }) => {
      const id = search.get("id");
      return { detail: isArticleId(id) ? q.newsItem(id) : null };
    },
  }),
  aboutus: definePage({
    visitLabel: "集团简介",
    section: 6,
    initialState: null,
    reads: (q) => ({ profile: q.profile() }),
  }),
  dongshizhang: definePage({
    visitLabel: "董事长致辞",
    section: 6,
    initialState: null,
    reads: (q) => ({ chairman: q.chairman() }),
  }),
  qiyewenhua: staticPage("企业文化", 6),
  jituangoucheng: definePage({
    visitLabel: "集团构成",
    section: 6,
    initialState: null,
    reads: (q) => ({ items: q.news({ type: NewsType.composition }) }),
  }),
  fazhanlicheng: definePage({
    visitLabel: "发展历程",
    section: 6,
    initialState: null,
    reads: (q) => ({ milestones: q.milestones() }),
  }),
  quanqiubujv: definePage({
    visitLabel: "全球布局",
    section: 6,
    initialState: null,
    reads: (q) => ({ offices: q.offices(), staff: q.staff() }),
  }),
  xiaoqi: staticPage("校企合作", 7),
  /** Spec 2.9: cooperation collapsed to the first 9 (expanding reads all), 3 association news. */
  shangxiehui: definePage({
    visitLabel: "商协会",
    section: 7,
    initialState: { allCooperation: false },
    reads: (q, { state }) => ({
      cooperation: q.cooperation(
        state.allCooperation ? {} : { pageNum: 1, pageSize: COOPERATION_PAGE_SIZE },
      ),
      news: q.news({ type: NewsType.association, pageNum: 1, pageSize: ASSOCIATION_NEWS_SIZE }),
    }),
  }),
  gongyi: definePage({
    visitLabel: "公益慈善",
    section: 7,
    initialState: null,
    reads: (q) => ({ news: q.news({ type: NewsType.charity }) }),
  }),
  /** The Beijing branch reads the offices and staff, as the global layout page does. */
  beijing: definePage({
    visitLabel: "北京分公司",
    section: 6,
    initialState: null,
    reads: (q) => ({ offices: q.offices(), staff: q.staff() }),
  }),
  yinsi: staticPage("隐私政策", null),
};

export type PageId = keyof typeof pageCatalog;
export type PageStateOf<Id extends PageId> = (typeof pageCatalog)[Id]["initialState"];
export type PageReadsOf<Id extends PageId> = ReturnType<(typeof pageCatalog)[Id]["reads"]>;

export const pageIds = Object.keys(pageCatalog) as PageId[];

/** The query parameters a page renders from, in a fixed order; none for most pages. */
export function pageQuery(page: PageId): readonly string[] {
  const definition: { query?: readonly string[] } = pageCatalog[page];
  return definition.query ?? [];
}

/**
 * The path and query a page is known by to search engines (issue 13): `path` with the page's
 * canonical parameters from `search`, and without the menu `key` of D7 or any other parameter.
 */
export function canonicalHref(path: string, page: PageId, search: URLSearchParams): string {
  const definition: { canonicalQuery?: readonly string[] } = pageCatalog[page];
  const kept = new URLSearchParams();
  for (const name of definition.canonicalQuery ?? []) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** D6: the labels a visit record may carry. */
export const visitLabels: ReadonlySet<string> = new Set(
  pageIds.map((id) => pageCatalog[id].visitLabel),
);

const detailSections: Readonly<Record<string, MenuSection>> = { "1": 1, "2": 5, "3": 7 };

/** D7: the highlighted section of a page; the detail page's comes from its `type` query. */
export function pageSection(page: PageId, search: URLSearchParams): MenuSection | null {
  const { section } = pageCatalog[page];
  if (section !== DETAIL_SECTION) return section;
  return detailSections[search.get("type") ?? ""] ?? null;
}

/** D7: a link to a page of a section carries the section's top-level key; the detail page's links carry their `type` instead. */
export function pageLinkKey(page: PageId): MenuSection | null {
  const { section } = pageCatalog[page];
  return section === DETAIL_SECTION ? null : section;
}

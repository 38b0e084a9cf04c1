// Every page of the site, React-free: its id, its visit label (D6) and its menu section (D7).
// The page layer adds each page's queries; the server checks visit labels against this table.

/** Top-level menu keys (D7): 1 home, 2 service groups, 3 overseas, 4 partnership, 5 news, 6 about, 7 social responsibility. */
export type MenuSection = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** D7: the detail page takes its section from the `type` of its link (1 home, 2 news, 3 social). */
export const DETAIL_SECTION = "by-detail-type";

interface PageEntry {
  /** D6: posted as `userType` on every visit; English routes post their Chinese twin's label. */
  visitLabel: string;
  section: MenuSection | null | typeof DETAIL_SECTION;
}

export const pageCatalog = {
  home: { visitLabel: "首页", section: 1 },
  kuaiji: { visitLabel: "会计事业群", section: 2 },
  zizhi: { visitLabel: "资质事业群", section: 2 },
  qidai: { visitLabel: "企贷事业群", section: 2 },
  zonghe: { visitLabel: "综合事业群", section: 2 },
  zhichan: { visitLabel: "知识产权事业群", section: 2 },
  haiwai: { visitLabel: "海外", section: 3 },
  shangye: { visitLabel: "商业合作", section: 4 },
  zixun: { visitLabel: "集团资讯", section: 5 },
  content: { visitLabel: "详情", section: DETAIL_SECTION },
  aboutus: { visitLabel: "集团简介", section: 6 },
  dongshizhang: { visitLabel: "董事长致辞", section: 6 },
  qiyewenhua: { visitLabel: "企业文化", section: 6 },
  jituangoucheng: { visitLabel: "集团构成", section: 6 },
  fazhanlicheng: { visitLabel: "发展历程", section: 6 },
  quanqiubujv: { visitLabel: "全球布局", section: 6 },
  xiaoqi: { visitLabel: "校企合作", section: 7 },
  shangxiehui: { visitLabel: "商协会", section: 7 },
  gongyi: { visitLabel: "公益慈善", section: 7 },
  beijing: { visitLabel: "北京分公司", section: 6 },
  yinsi: { visitLabel: "隐私政策", section: null },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof pageCatalog;

export const pageIds = Object.keys(pageCatalog) as PageId[];

/** D6: the labels a visit record may carry. */
export const visitLabels: ReadonlySet<string> = new Set(
  pageIds.map((id) => pageCatalog[id].visitLabel),
);

/** D7: the detail link's `type`: 1 home, 2 news, 3 social responsibility. */
export type DetailLinkType = 1 | 2 | 3;

const detailSections: Readonly<Record<string, MenuSection>> = { "1": 1, "2": 5, "3": 7 };

/** D7: the highlighted section of a page; the detail page's comes from its `type` query. */
export function pageSection(page: PageId, search: URLSearchParams): MenuSection | null {
  const { section } = pageCatalog[page] as PageEntry;
  if (section !== DETAIL_SECTION) return section;
  return detailSections[search.get("type") ?? ""] ?? null;
}

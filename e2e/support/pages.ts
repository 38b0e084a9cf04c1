import { escapeRegExp, type Edition, type Language } from "./editions";

// Spec 7.1, D2, D6 and D7: every page of both editions but the home page, by its Chinese route:
// the data calls it makes, the visit label it posts and the menu section it highlights.

export type DataCall = [path: string, params: Record<string, string>];

/** Spec 7.1: caseType (and personnelType) of each service group. */
export const serviceGroupType = {
  kuaiji: "5",
  zizhi: "1",
  qidai: "2",
  zonghe: "3",
  zhichan: "6",
  haiwai: "4",
} as const;

export type ServiceGroupName = keyof typeof serviceGroupType;

/** Spec 7.1: types 1 and 3 show two case lists of 2, the others one list of 3. */
export function twoCaseLists(type: string): boolean {
  return type === "1" || type === "3";
}

function serviceCalls(name: ServiceGroupName) {
  const type = serviceGroupType[name];
  return (language: Language): DataCall[] => [
    [
      "/api/pcsystem/TckgPersonnel/list",
      { personnelType: type, pageNum: "1", pageSize: "8", language },
    ],
    ...(twoCaseLists(type)
      ? ([
          [
            "/api/pcsystem/TckgCase/list",
            { caseType: type, pageNum: "1", pageSize: "2", language },
          ],
          [
            "/api/pcsystem/TckgCase/list",
            { caseType: type, pageNum: "2", pageSize: "2", language },
          ],
        ] as DataCall[])
      : ([
          [
            "/api/pcsystem/TckgCase/list",
            { caseType: type, pageNum: "1", pageSize: "3", language },
          ],
        ] as DataCall[])),
  ];
}

const officeCalls = (language: Language): DataCall[] => [
  ["/api/pcsystem/TckgAddress/list", { language }],
  ["/api/pcsystem/TckgStaff/list", { language }],
];

const none = (): DataCall[] => [];

interface PageRow {
  /** D6: posted by both editions. */
  label: string;
  /** D7: the Chinese route and key of the highlighted top-level section, or null for none. */
  section: readonly [route: string, key: number] | null;
  calls: (language: Language) => DataCall[];
}

const SERVICES = ["/kuaiji", 2] as const;
const ABOUT = ["/aboutus", 6] as const;
const SOCIAL = ["/shangxiehui", 7] as const;

export const pageTable = {
  kuaiji: { label: "会计事业群", section: SERVICES, calls: serviceCalls("kuaiji") },
  zizhi: { label: "资质事业群", section: SERVICES, calls: serviceCalls("zizhi") },
  qidai: { label: "企贷事业群", section: SERVICES, calls: serviceCalls("qidai") },
  zonghe: { label: "综合事业群", section: SERVICES, calls: serviceCalls("zonghe") },
  zhichan: { label: "知识产权事业群", section: SERVICES, calls: serviceCalls("zhichan") },
  haiwai: { label: "海外", section: ["/haiwai", 3], calls: serviceCalls("haiwai") },
  shangye: {
    label: "商业合作",
    section: ["/shangye", 4],
    calls: (language) => [["/api/pcsystem/TckgContact/list", { language }]],
  },
  zixun: {
    label: "集团资讯",
    section: ["/zixun", 5],
    calls: (language) => [
      [
        "/api/pcsystem/TckgDynamic/list",
        { dynamicType: "4", pageNum: "1", pageSize: "3", language },
      ],
      [
        "/api/pcsystem/TckgDynamic/list",
        { dynamicType: "2", pageNum: "1", pageSize: "2", language },
      ],
      [
        "/api/pcsystem/TckgDynamic/list",
        { dynamicType: "3", pageNum: "1", pageSize: "5", language },
      ],
    ],
  },
  aboutus: {
    label: "集团简介",
    section: ABOUT,
    calls: (language) => [["/api/pcsystem/TckgBrief/list", { language }]],
  },
  dongshizhang: {
    label: "董事长致辞",
    section: ABOUT,
    calls: (language) => [["/api/pcsystem/TckgChairman/getInfo", { language }]],
  },
  qiyewenhua: { label: "企业文化", section: ABOUT, calls: none },
  jituangoucheng: {
    label: "集团构成",
    section: ABOUT,
    calls: (language) => [["/api/pcsystem/TckgDynamic/list", { dynamicType: "7", language }]],
  },
  fazhanlicheng: {
    label: "发展历程",
    section: ABOUT,
    calls: (language) => [["/api/pcsystem/TckgMileage/list", { language }]],
  },
  quanqiubujv: { label: "全球布局", section: ABOUT, calls: officeCalls },
  BeiJing: { label: "北京分公司", section: ABOUT, calls: officeCalls },
  xiaoqi: { label: "校企合作", section: SOCIAL, calls: none },
  shangxiehui: {
    label: "商协会",
    section: SOCIAL,
    calls: (language) => [
      ["/api/pcsystem/TckgCooperation/list", { pageNum: "1", pageSize: "9", language }],
      [
        "/api/pcsystem/TckgDynamic/list",
        { dynamicType: "5", pageNum: "1", pageSize: "3", language },
      ],
    ],
  },
  gongyi: {
    label: "公益慈善",
    section: SOCIAL,
    calls: (language) => [["/api/pcsystem/TckgDynamic/list", { dynamicType: "6", language }]],
  },
  yinsi: { label: "隐私政策", section: null, calls: none },
} satisfies Record<string, PageRow>;

export type PageName = keyof typeof pageTable;

/** One page of one edition, as the page-load test checks it. */
export interface PageCase {
  /** The route with its query. */
  path: string;
  /** The h1. */
  heading: string;
  /** The page's part of the document title. */
  title: string;
  label: string;
  calls: DataCall[];
  /** D7: the href of the highlighted main-menu entry (with or without its key), or null. */
  section: RegExp | null;
}

function sectionHref(edition: Edition, section: PageRow["section"]): RegExp | null {
  if (!section) return null;
  const [route, key] = section;
  return new RegExp(`^${escapeRegExp(edition.route(route))}(\\?key=${key})?$`);
}

export function pageCase(edition: Edition, name: PageName, heading: string): PageCase {
  const row: PageRow = pageTable[name];
  return {
    path: edition.route(`/${name}`),
    heading,
    title: heading,
    label: row.label,
    calls: row.calls(edition.language),
    section: sectionHref(edition, row.section),
  };
}

/** The news detail of `item` opened from the news page (type 2 keeps News highlighted, D7). */
/** An article's page: its document title is its headline (issue 13). */
export function detailCase(
  edition: Edition,
  item: { dynamicId: number; dynamicTitle: string },
): PageCase {
  return {
    path: edition.route(`/content?id=${item.dynamicId}&type=2`),
    heading: item.dynamicTitle,
    title: `${item.dynamicTitle.split("|")[0]} | `,
    label: "详情",
    calls: [[`/api/pcsystem/TckgDynamic/${item.dynamicId}`, {}]],
    section: sectionHref(edition, ["/zixun", 5]),
  };
}

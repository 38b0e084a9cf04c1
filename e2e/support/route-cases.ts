// Every route of both editions (spec 2.1, 2.2, D5), with what its first load shows.

export interface RouteCase {
  path: string;
  title: string;
  visitLabel: string;
  /** The h1 when it is not the route title: the detail page's h1 is the article's title. */
  heading?: string;
  /**
   * The document title when it is not "route title | site name" (issue 13): the home page's
   * leads with the group's name, an article's is its headline.
   */
  documentTitle?: string;
}

/** The document title a route's page has. */
export function documentTitleOf(route: RouteCase, siteName: string): string {
  return route.documentTitle ?? `${route.title} | ${siteName}`;
}

// Spec 2.1 and 2.2 with /yinsi(E) (D5); labels from D6; English routes post the Chinese twin's label.
export const zhRoutes: RouteCase[] = [
  {
    path: "/",
    title: "首页",
    visitLabel: "首页",
    heading: "天诚控股集团：一站式企业服务",
    documentTitle: "天诚控股集团 | 一站式企业服务：财税、资质、企贷、知识产权与出海",
  },
  { path: "/kuaiji", title: "会计事业群", visitLabel: "会计事业群" },
  { path: "/zizhi", title: "资质事业群", visitLabel: "资质事业群" },
  { path: "/qidai", title: "企贷事业群", visitLabel: "企贷事业群" },
  { path: "/zonghe", title: "综合事业群", visitLabel: "综合事业群" },
  { path: "/zhichan", title: "知识产权事业群", visitLabel: "知识产权事业群" },
  { path: "/haiwai", title: "海外事业群", visitLabel: "海外" },
  { path: "/shangye", title: "商业合作", visitLabel: "商业合作" },
  { path: "/zixun", title: "集团资讯", visitLabel: "集团资讯" },
  {
    path: "/content?id=4&type=2",
    title: "资讯详情",
    visitLabel: "详情",
    heading: "集团荣获“2025年度优秀企业服务机构”称号",
    documentTitle: "集团荣获“2025年度优秀企业服务机构”称号 | 天诚控股集团",
  },
  { path: "/aboutus", title: "集团简介", visitLabel: "集团简介" },
  { path: "/dongshizhang", title: "董事长致辞", visitLabel: "董事长致辞" },
  { path: "/qiyewenhua", title: "企业文化", visitLabel: "企业文化" },
  { path: "/jituangoucheng", title: "集团构成", visitLabel: "集团构成" },
  { path: "/fazhanlicheng", title: "发展历程", visitLabel: "发展历程" },
  { path: "/quanqiubujv", title: "全球布局", visitLabel: "全球布局" },
  { path: "/xiaoqi", title: "校企合作", visitLabel: "校企合作" },
  { path: "/shangxiehui", title: "商协会", visitLabel: "商协会" },
  { path: "/gongyi", title: "公益慈善", visitLabel: "公益慈善" },
  { path: "/BeiJing", title: "北京分公司", visitLabel: "北京分公司" },
  { path: "/yinsi", title: "隐私政策", visitLabel: "隐私政策" },
];

export const enRoutes: RouteCase[] = [
  {
    path: "/indexE",
    title: "Home",
    visitLabel: "首页",
    heading: "Tiancheng Holdings Group: One-Stop Business Services",
    documentTitle: "Tiancheng Holdings Group | One-Stop Business Services in China and Abroad",
  },
  { path: "/kuaijiE", title: "Accounting & Registration", visitLabel: "会计事业群" },
  { path: "/zizhiE", title: "Construction Qualifications", visitLabel: "资质事业群" },
  { path: "/qidaiE", title: "Enterprise Loans", visitLabel: "企贷事业群" },
  { path: "/zongheE", title: "Integrated Services", visitLabel: "综合事业群" },
  { path: "/zhichanE", title: "Intellectual Property", visitLabel: "知识产权事业群" },
  { path: "/haiwaiE", title: "Overseas Services", visitLabel: "海外" },
  { path: "/shangyeE", title: "Business Partnership", visitLabel: "商业合作" },
  { path: "/zixunE", title: "Group News", visitLabel: "集团资讯" },
  {
    path: "/contentE?id=101&type=2",
    title: "News Article",
    visitLabel: "详情",
    heading: "Tiancheng Group Holds 2026 Partner Conference in Beijing",
    documentTitle:
      "Tiancheng Group Holds 2026 Partner Conference in Beijing | Tiancheng Holdings Group",
  },
  { path: "/aboutusE", title: "Group Profile", visitLabel: "集团简介" },
  { path: "/dongshizhangE", title: "Chairman's Message", visitLabel: "董事长致辞" },
  { path: "/qiyewenhuaE", title: "Corporate Culture", visitLabel: "企业文化" },
  { path: "/jituangouchengE", title: "Group Structure", visitLabel: "集团构成" },
  { path: "/fazhanlichengE", title: "Our History", visitLabel: "发展历程" },
  { path: "/quanqiubujvE", title: "Global Presence", visitLabel: "全球布局" },
  { path: "/xiaoqiE", title: "University Partnerships", visitLabel: "校企合作" },
  { path: "/shangxiehuiE", title: "Business Associations", visitLabel: "商协会" },
  { path: "/gongyiE", title: "Charity", visitLabel: "公益慈善" },
  { path: "/yinsiE", title: "Privacy Policy", visitLabel: "隐私政策" },
];

export const routeEditions = [
  { name: "Chinese", lang: "zh-CN", siteName: "天诚控股集团", routes: zhRoutes },
  { name: "English", lang: "en", siteName: "Tiancheng Holdings Group", routes: enRoutes },
];

import type { EditionRoute } from "@site/pages/routes";

// Spec 2.1 plus /yinsi (D5). Visit labels and menu sections come from the page id (D6, D7).
export const routeTable = [
  { path: "/", page: "home", title: "首页" },
  { path: "/kuaiji", page: "kuaiji", title: "会计事业群" },
  { path: "/zizhi", page: "zizhi", title: "资质事业群" },
  { path: "/qidai", page: "qidai", title: "企贷事业群" },
  { path: "/zonghe", page: "zonghe", title: "综合事业群" },
  { path: "/zhichan", page: "zhichan", title: "知识产权事业群" },
  { path: "/haiwai", page: "haiwai", title: "海外事业群" },
  { path: "/shangye", page: "shangye", title: "商业合作" },
  { path: "/zixun", page: "zixun", title: "集团资讯" },
  { path: "/content", page: "content", title: "资讯详情" },
  { path: "/aboutus", page: "aboutus", title: "集团简介" },
  { path: "/dongshizhang", page: "dongshizhang", title: "董事长致辞" },
  { path: "/qiyewenhua", page: "qiyewenhua", title: "企业文化" },
  { path: "/jituangoucheng", page: "jituangoucheng", title: "集团构成" },
  { path: "/fazhanlicheng", page: "fazhanlicheng", title: "发展历程" },
  { path: "/quanqiubujv", page: "quanqiubujv", title: "全球布局" },
  { path: "/xiaoqi", page: "xiaoqi", title: "校企合作" },
  { path: "/shangxiehui", page: "shangxiehui", title: "商协会" },
  { path: "/gongyi", page: "gongyi", title: "公益慈善" },
  { path: "/BeiJing", page: "beijing", title: "北京分公司" },
  { path: "/yinsi", page: "yinsi", title: "隐私政策" },
] as const satisfies readonly EditionRoute[];

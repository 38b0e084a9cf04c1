import type { EditionRoute } from "@site/pages/routes";

// Spec 2.2 plus /yinsiE (D5). Visit labels (the Chinese twin's, D6) and menu sections come from the page id.
export const routeTable = [
  { path: "/indexE", page: "home", title: "Home" },
  { path: "/kuaijiE", page: "kuaiji", title: "Accounting & Registration" },
  { path: "/zizhiE", page: "zizhi", title: "Construction Qualifications" },
  { path: "/qidaiE", page: "qidai", title: "Enterprise Loans" },
  { path: "/zongheE", page: "zonghe", title: "Integrated Services" },
  { path: "/zhichanE", page: "zhichan", title: "Intellectual Property" },
  { path: "/haiwaiE", page: "haiwai", title: "Overseas Services" },
  { path: "/shangyeE", page: "shangye", title: "Business Partnership" },
  { path: "/zixunE", page: "zixun", title: "Group News" },
  { path: "/contentE", page: "content", title: "News Article" },
  { path: "/aboutusE", page: "aboutus", title: "Group Profile" },
  { path: "/dongshizhangE", page: "dongshizhang", title: "Chairman's Message" },
  { path: "/qiyewenhuaE", page: "qiyewenhua", title: "Corporate Culture" },
  { path: "/jituangouchengE", page: "jituangoucheng", title: "Group Structure" },
  { path: "/fazhanlichengE", page: "fazhanlicheng", title: "Our History" },
  { path: "/quanqiubujvE", page: "quanqiubujv", title: "Global Presence" },
  { path: "/xiaoqiE", page: "xiaoqi", title: "University Partnerships" },
  { path: "/shangxiehuiE", page: "shangxiehui", title: "Business Associations" },
  { path: "/gongyiE", page: "gongyi", title: "Charity" },
  { path: "/yinsiE", page: "yinsi", title: "Privacy Policy" },
] as const satisfies readonly EditionRoute[];

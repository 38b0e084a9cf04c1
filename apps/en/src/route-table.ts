import type { EditionRoute } from "@site/pages/routes";

// Spec 2.2 plus /yinsiE (D5). Visit labels (the Chinese twin's, D6) and menu sections come from the page id.
export const routeTable = [
  {
    path: "/indexE",
    page: "home",
    title: "Home",
    description:
      "Tiancheng Holdings Group: accounting and company registration, construction qualifications, enterprise loans, permits and subsidies, intellectual property and overseas services in one place.",
  },
  {
    path: "/kuaijiE",
    page: "kuaiji",
    title: "Accounting & Registration",
    description: "Bookkeeping, company registration, tax planning and compliance.",
  },
  {
    path: "/zizhiE",
    page: "zizhi",
    title: "Construction Qualifications",
    description:
      "New applications, additions, upgrades and renewals of construction enterprise qualifications.",
  },
  {
    path: "/qidaiE",
    page: "qidai",
    title: "Enterprise Loans",
    description: "Operating loans, tax-record loans and supply-chain financing for businesses.",
  },
  {
    path: "/zongheE",
    page: "zonghe",
    title: "Integrated Services",
    description:
      "Vehicle plate quotas, permits, industrial parks, rent subsidies and specialised-and-innovative certification.",
  },
  {
    path: "/zhichanE",
    page: "zhichan",
    title: "Intellectual Property",
    description:
      "Trademarks, patents, copyright registration and high-tech enterprise certification.",
  },
  {
    path: "/haiwaiE",
    page: "haiwai",
    title: "Overseas Services",
    description:
      "Overseas bank accounts, VIE structures, VAT/EPR, export tax refunds and outbound investment filing.",
  },
  {
    path: "/shangyeE",
    page: "shangye",
    title: "Business Partnership",
    description:
      "Partner with Tiancheng and draw on more than 1,500 advisers, operations and delivery staff.",
  },
  {
    path: "/zixunE",
    page: "zixun",
    title: "Group News",
    description:
      "Featured stories, company news, global hot topics and brochures from Tiancheng Holdings Group.",
  },
  {
    path: "/contentE",
    page: "content",
    title: "News Detail",
    description: "A news article from Tiancheng Holdings Group.",
  },
  {
    path: "/aboutusE",
    page: "aboutus",
    title: "Group Profile",
    description:
      "Tiancheng Holdings Group in figures, its professional team and service strengths.",
  },
  {
    path: "/dongshizhangE",
    page: "dongshizhang",
    title: "Chairman's Message",
    description: "A message from the chairman of Tiancheng Holdings Group.",
  },
  {
    path: "/qiyewenhuaE",
    page: "qiyewenhua",
    title: "Corporate Culture",
    description: "The vision, mission and values of Tiancheng Holdings Group.",
  },
  {
    path: "/jituangouchengE",
    page: "jituangoucheng",
    title: "Group Composition",
    description: "The business groups and subsidiaries of Tiancheng Holdings Group.",
  },
  {
    path: "/fazhanlichengE",
    page: "fazhanlicheng",
    title: "Development History",
    description: "Milestones of Tiancheng Holdings Group year by year.",
  },
  {
    path: "/quanqiubujvE",
    page: "quanqiubujv",
    title: "Global Presence",
    description: "Offices of Tiancheng Holdings Group in China and abroad, with contacts.",
  },
  {
    path: "/xiaoqiE",
    page: "xiaoqi",
    title: "School-Enterprise Cooperation",
    description: "Graduate employment and support for small enterprises.",
  },
  {
    path: "/shangxiehuiE",
    page: "shangxiehui",
    title: "Business Associations",
    description: "Cooperation with chambers of commerce and business associations.",
  },
  {
    path: "/gongyiE",
    page: "gongyi",
    title: "Public Welfare",
    description: "Charity and public welfare work of Tiancheng Holdings Group.",
  },
  {
    path: "/yinsiE",
    page: "yinsi",
    title: "Privacy Policy",
    description: "How this website collects, uses and keeps the information you submit.",
  },
] as const satisfies readonly EditionRoute[];

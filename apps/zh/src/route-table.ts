import type { EditionRoute } from "@site/pages/routes";

// Spec 2.1 plus /yinsi (D5). Visit labels and menu sections come from the page id (D6, D7).
export const routeTable = [
  {
    path: "/",
    page: "home",
    title: "首页",
    description:
      "天诚控股集团：会计与工商注册、建筑资质、企业贷款、综合政务、知识产权与海外服务的一站式企业服务集团。",
  },
  {
    path: "/kuaiji",
    page: "kuaiji",
    title: "会计事业群",
    description: "代理记账、工商注册、税务筹划与财税合规服务。",
  },
  {
    path: "/zizhi",
    page: "zizhi",
    title: "资质事业群",
    description: "建筑业企业资质新办、增项、升级与延续服务。",
  },
  {
    path: "/qidai",
    page: "qidai",
    title: "企贷事业群",
    description: "企业经营贷款、税票贷与供应链融资方案。",
  },
  {
    path: "/zonghe",
    page: "zonghe",
    title: "综合事业群",
    description: "小客车指标、许可证办理、园区入驻、房租补贴与专精特新认定。",
  },
  {
    path: "/zhichan",
    page: "zhichan",
    title: "知识产权事业群",
    description: "商标注册、专利申请、版权登记与高新技术企业认定。",
  },
  {
    path: "/haiwai",
    page: "haiwai",
    title: "海外事业群",
    description: "境外银行开户、VIE 架构搭建、VAT/EPR、出口退税与境外投资备案。",
  },
  {
    path: "/shangye",
    page: "shangye",
    title: "商业合作",
    description: "与天诚控股集团携手，共享千余人的顾问、运营与交付团队。",
  },
  {
    path: "/zixun",
    page: "zixun",
    title: "集团资讯",
    description: "天诚控股集团的精选资讯、公司动态、全球热点与品牌手册。",
  },
  { path: "/content", page: "content", title: "资讯详情", description: "天诚控股集团资讯详情。" },
  {
    path: "/aboutus",
    page: "aboutus",
    title: "集团简介",
    description: "天诚控股集团的规模、专业团队与服务优势。",
  },
  {
    path: "/dongshizhang",
    page: "dongshizhang",
    title: "董事长致辞",
    description: "天诚控股集团董事长致辞。",
  },
  {
    path: "/qiyewenhua",
    page: "qiyewenhua",
    title: "企业文化",
    description: "天诚控股集团的愿景、使命与价值观。",
  },
  {
    path: "/jituangoucheng",
    page: "jituangoucheng",
    title: "集团构成",
    description: "天诚控股集团旗下各事业群与子公司。",
  },
  {
    path: "/fazhanlicheng",
    page: "fazhanlicheng",
    title: "发展历程",
    description: "天诚控股集团历年发展大事记。",
  },
  {
    path: "/quanqiubujv",
    page: "quanqiubujv",
    title: "全球布局",
    description: "天诚控股集团国内外分支机构与联系人。",
  },
  {
    path: "/xiaoqi",
    page: "xiaoqi",
    title: "校企合作",
    description: "毕业生就业与小微企业扶持计划。",
  },
  {
    path: "/shangxiehui",
    page: "shangxiehui",
    title: "商协会",
    description: "天诚控股集团与各地商协会的合作与动态。",
  },
  { path: "/gongyi", page: "gongyi", title: "公益慈善", description: "天诚控股集团公益慈善活动。" },
  {
    path: "/BeiJing",
    page: "beijing",
    title: "北京分公司",
    description: "天诚控股集团北京分公司地址与联系人。",
  },
  {
    path: "/yinsi",
    page: "yinsi",
    title: "隐私政策",
    description: "天诚控股集团网站如何收集、使用与保存您提交的信息。",
  },
] as const satisfies readonly EditionRoute[];

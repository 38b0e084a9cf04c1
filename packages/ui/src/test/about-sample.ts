// Sample data and copy of about-templates.test.tsx, shared with the server-rendering test
// (templates.server.test.tsx); the editions' copy and @site/api fixtures are out of reach of
// packages/ui (site/layers).
import type {
  ChairmanLike,
  CompositionItemLike,
  MilestoneLike,
  OfficeLike,
  StaffLike,
} from "../sections";
import type {
  BranchTemplateCopy,
  ChairmanTemplateProps,
  CompositionTemplateProps,
  CultureTemplateProps,
  GlobalLayoutTemplateCopy,
  HistoryTemplateProps,
  ProfileLike,
  ProfileTemplateCopy,
} from "../templates";

export const templateCopy: {
  en: {
    branch: BranchTemplateCopy;
    chairman: ChairmanTemplateProps["copy"];
    composition: CompositionTemplateProps["copy"];
    culture: CultureTemplateProps["copy"];
    globalLayout: GlobalLayoutTemplateCopy;
    history: HistoryTemplateProps["copy"];
    profile: ProfileTemplateCopy;
  };
  zh: {
    branch: BranchTemplateCopy;
    chairman: ChairmanTemplateProps["copy"];
    composition: CompositionTemplateProps["copy"];
    globalLayout: GlobalLayoutTemplateCopy;
    history: HistoryTemplateProps["copy"];
    profile: ProfileTemplateCopy;
  };
} = {
  en: {
    branch: {
      hero: { title: "Beijing branch", subtitle: "The group's headquarters", eyebrow: "Beijing" },
      officeName: "北京",
      intro: {
        title: "About the branch",
        paragraphs: [
          "The Beijing branch on Jianguo Road, Chaoyang District, is the group's headquarters and coordinates all five business groups in the city.",
        ],
        image: { src: "/api/profile/upload/picture-1.svg", alt: "The Beijing headquarters office" },
      },
      staffHeading: { title: "Contact" },
      staff: { phone: "Phone", address: "Address" },
    },
    chairman: { hero: { title: "Chairman's message", eyebrow: "Chairman" } },
    composition: {
      hero: {
        title: "Group structure",
        subtitle: "Five business groups and an overseas division",
        eyebrow: "Structure",
      },
    },
    culture: {
      hero: {
        title: "Corporate culture",
        subtitle: "Expertise, integrity, teamwork, innovation",
        eyebrow: "Culture",
      },
      blocks: {
        items: [
          {
            eyebrow: "Vision",
            title: "Our vision",
            text: "To be the growth partner small businesses trust most.",
            icon: "eye",
          },
          {
            eyebrow: "Mission",
            title: "Our mission",
            text: "To lower the cost of doing business through professional service, and make starting a business simple.",
            icon: "compass",
          },
          {
            eyebrow: "Values",
            title: "Our values",
            text: ["Clients first", "Integrity and expertise", "Teamwork", "Continuous innovation"],
            icon: "heart",
          },
        ],
      },
    },
    globalLayout: {
      hero: {
        title: "Global presence",
        subtitle: "14 companies in China, 9 abroad",
        eyebrow: "Global",
      },
      directory: { title: "Our offices", subtitle: "Point to or focus a city to see its contact" },
      staff: { phone: "Phone", address: "Address" },
      primaryName: "englishName",
    },
    history: {
      hero: {
        title: "Our history",
        subtitle: "From a bookkeeping office to a business services group",
        eyebrow: "History",
      },
    },
    profile: {
      hero: {
        title: "Group profile",
        subtitle: "Serving small businesses through their whole life",
        eyebrow: "About us",
      },
      figures: {
        title: "The group today",
        employees: { label: "Employees" },
        talents: { label: "Professionals" },
        branches: { label: "Branch offices" },
        thousandsSeparator: ",",
      },
      about: { title: "About Tiancheng", imageAlts: ["Reception", "Service hall", "The team"] },
      advantages: {
        title: "Service advantages",
        items: [
          {
            title: "Professionalism",
            text: "Certified experts and rigorous standards.",
            icon: "award",
          },
          {
            title: "Speed",
            text: "Standard processes with industry-leading turnaround.",
            icon: "rocket",
          },
          { title: "Depth", text: "Specialist solutions in every field we serve.", icon: "layers" },
          { title: "Width", text: "Services across the whole life of a business.", icon: "expand" },
        ],
      },
    },
  },
  zh: {
    branch: {
      hero: { title: "北京分公司", subtitle: "集团总部所在地", eyebrow: "BEIJING" },
      officeName: "北京",
      intro: {
        title: "分公司简介",
        paragraphs: [
          "北京分公司位于朝阳区建国路，是集团总部所在地，统筹会计、资质、企贷、综合与知识产权五大事业群在京业务。",
        ],
        image: { src: "/api/profile/upload/picture-1.svg", alt: "北京总部办公区" },
      },
      staffHeading: { title: "负责人" },
      staff: { phone: "电话", address: "地址" },
    },
    chairman: { hero: { title: "董事长致辞", eyebrow: "CHAIRMAN" } },
    composition: {
      hero: { title: "集团构成", subtitle: "五大事业群与海外事业部", eyebrow: "STRUCTURE" },
    },
    globalLayout: {
      hero: { title: "全球布局", subtitle: "国内14家公司，境外9家公司", eyebrow: "GLOBAL" },
      directory: { title: "分支机构", subtitle: "每个城市都有专属负责人，就近为您服务" },
      staff: { phone: "电话", address: "地址" },
      primaryName: "name",
      officeLinks: { 北京: "/BeiJing" },
    },
    history: {
      hero: { title: "发展历程", subtitle: "从一间记账办公室到企业服务集团", eyebrow: "HISTORY" },
    },
    profile: {
      hero: { title: "集团简介", subtitle: "为中小微企业提供全生命周期服务", eyebrow: "ABOUT US" },
      figures: {
        title: "集团规模",
        employees: { label: "员工", unit: "人" },
        talents: { label: "专业人才", unit: "人" },
        branches: { label: "分公司", unit: "家" },
      },
      about: { title: "关于天诚", imageAlts: ["集团前台", "服务大厅", "团队合影"] },
      advantages: {
        title: "服务优势",
        items: [
          { title: "专业", text: "持证专家团队，业务规范严谨。", icon: "award" },
          { title: "速度", text: "标准化流程，办理时效行业领先。", icon: "rocket" },
          { title: "深度", text: "深耕细分领域，提供纵深解决方案。", icon: "layers" },
          { title: "广度", text: "覆盖企业全生命周期的服务矩阵。", icon: "expand" },
        ],
      },
    },
  },
};

export const sampleData = {
  en: {
    offices: [
      { id: 101, name: "北京", englishName: "Beijing", code: "BJ" },
      { id: 102, name: "上海", englishName: "Shanghai", code: "SH" },
      { id: 109, name: "香港", englishName: "Hong Kong", code: "HK" },
    ],
    staff: [
      {
        id: 101,
        code: "BJ",
        name: "Li Mingyuan",
        company: "Tiancheng Business Services Group (Beijing HQ)",
        phone: "010-8577 6600",
        address: "18/F, Tower A, SOHO New Town, 88 Jianguo Road, Chaoyang District, Beijing",
        postHtml: "<p>Chairman</p><p>Head of Beijing headquarters</p>",
        imageUrl: "/api/profile/upload/picture-1.svg",
        color: "#b81c22",
      },
      {
        id: 102,
        code: "SH",
        name: "Chen Xiaodong",
        company: "Tiancheng Tax Consulting (Shanghai) Co., Ltd.",
        phone: "021-6288 3300",
        address: "22/F, Plaza 66 Tower 2, 1266 West Nanjing Road, Jing'an District, Shanghai",
        postHtml: "<p>General Manager, Shanghai</p>",
        imageUrl: "/api/profile/upload/picture-2.svg",
        color: "#1f4e9c",
      },
      {
        id: 109,
        code: "HK",
        name: "Sun Huimin",
        company: "Tiancheng International (Hong Kong) Limited",
        phone: "+852 3188 6620",
        address: "35/F, Central Plaza, 18 Harbour Road, Wan Chai, Hong Kong",
        postHtml: "<p>General Manager, Overseas Division</p>",
        imageUrl: "/api/profile/upload/picture-9.svg",
        color: "#0f7b6c",
      },
    ],
  },
  zh: {
    chairman: {
      title: "董事长致辞",
      subtitle: "以专业守护每一家企业的成长",
      imageUrl: "/api/profile/upload/picture-9.svg",
      contentHtml:
        "<p>各位朋友：</p><p>十余年前，我们从一间小小的记账办公室起步。那时我们就相信，每一家小微企业都值得被认真对待。</p><p>今天，天诚已成长为拥有1521名员工、服务6万余家客户的企业服务集团。无论是一张营业执照、一份纳税申报，还是一次出海布局，我们都将以专业、透明、保密的服务，陪伴企业走好每一步。</p><p>感谢每一位客户与合作伙伴的信任。</p>",
      briefLead: "天诚企业服务集团董事长",
      briefTail: "李明远",
    },
    milestones: [
      {
        id: 1,
        year: "2012",
        title: "在北京创立",
        imageUrl: "/api/profile/upload/picture-11.svg",
        months: [
          { month: "3月", content: "天诚财税咨询有限公司在北京朝阳区成立" },
          { month: "10月", content: "服务企业突破500家" },
        ],
      },
      {
        id: 2,
        year: "2015",
        title: "业务多元化",
        imageUrl: "/api/profile/upload/picture-12.svg",
        months: [
          { month: "4月", content: "成立资质事业群" },
          { month: "11月", content: "成立企贷事业群，与首批10家银行建立合作" },
        ],
      },
      {
        id: 3,
        year: "2018",
        title: "走向全国",
        imageUrl: "/api/profile/upload/picture-13.svg",
        months: [],
      },
      {
        id: 4,
        year: "2020",
        title: "布局海外",
        imageUrl: "/api/profile/upload/picture-14.svg",
        months: [
          { month: "1月", content: "天诚国际（香港）有限公司成立" },
          { month: "8月", content: "成立知识产权事业群" },
        ],
      },
      {
        id: 5,
        year: "2023",
        title: "服务升级",
        imageUrl: "/api/profile/upload/picture-15.svg",
        months: [
          { month: "5月", content: "综合事业群成立" },
          { month: "9月", content: "启动小微企业免费记账帮扶计划" },
        ],
      },
      {
        id: 6,
        year: "2026",
        title: "数字化转型",
        imageUrl: "/api/profile/upload/picture-16.svg",
        months: [
          { month: "1月", content: "智能记账平台上线，服务企业突破6万家" },
          { month: "3月", content: "召开2026年度合作伙伴大会" },
        ],
      },
    ],
    offices: [
      { id: 1, name: "北京", englishName: "Beijing", code: "BJ" },
      { id: 2, name: "上海", englishName: "Shanghai", code: "SH" },
      { id: 9, name: "香港", englishName: "Hong Kong", code: "HK" },
    ],
    profile: {
      aboutHtml:
        "<p>天诚企业服务集团成立于2012年，总部位于北京，是一家为中小微企业提供全生命周期服务的综合性企业服务集团。</p><p>集团旗下设有会计、资质、企贷、综合、知识产权五大事业群及海外事业部，在国内拥有14家公司、境外拥有9家公司，累计服务客户6万余家。</p>",
      images: [
        "/api/profile/upload/picture-17.svg",
        "/api/profile/upload/picture-18.svg",
        "/api/profile/upload/picture-19.svg",
      ],
      employees: 1521,
      talents: 197,
      branches: 23,
    },
    staff: [
      {
        id: 1,
        code: "BJ",
        name: "李明远",
        company: "天诚企业服务集团（北京总部）",
        phone: "010-8577 6600",
        address: "北京市朝阳区建国路88号SOHO现代城A座18层",
        postHtml: "<p>集团董事长</p><p>北京总部负责人</p>",
        imageUrl: "/api/profile/upload/picture-20.svg",
        color: "#b81c22",
      },
      {
        id: 2,
        code: "SH",
        name: "陈晓东",
        company: "天诚财税咨询（上海）有限公司",
        phone: "021-6288 3300",
        address: "上海市静安区南京西路1266号恒隆广场二期22层",
        postHtml: "<p>上海分公司总经理</p>",
        imageUrl: "/api/profile/upload/picture-21.svg",
        color: "#1f4e9c",
      },
      {
        id: 9,
        code: "HK",
        name: "孙慧敏",
        company: "天诚国际（香港）有限公司",
        phone: "+852 3188 6620",
        address: "香港湾仔港湾道18号中环广场35楼",
        postHtml: "<p>海外事业部总经理</p>",
        imageUrl: "/api/profile/upload/picture-4.svg",
        color: "#0f7b6c",
      },
    ],
  },
} satisfies {
  en: { offices: OfficeLike[]; staff: StaffLike[] };
  zh: {
    chairman: ChairmanLike;
    milestones: MilestoneLike[];
    offices: OfficeLike[];
    profile: ProfileLike;
    staff: StaffLike[];
  };
};

export const newsZh7 = [
  {
    id: 21,
    title: "天诚财税咨询有限公司",
    contentHtml:
      "<p>提供公司注册、代理记账、税务筹划、审计验资等服务，拥有注册会计师39名、税务师15名。</p>",
    imageUrl: "/api/profile/upload/picture-1.svg",
  },
  {
    id: 22,
    title: "天诚建设工程咨询有限公司",
    contentHtml: "<p>专注建筑业企业资质新办、增项、升级与延续，以及安全生产许可证办理。</p>",
    imageUrl: "/api/profile/upload/picture-2.svg",
  },
  {
    id: 23,
    title: "天诚国际（香港）有限公司",
    contentHtml:
      "<p>负责境外公司注册、银行开户、VIE架构搭建、VAT与EPR合规及境外投资备案等服务。</p>",
    imageUrl: "/api/profile/upload/picture-3.svg",
  },
] satisfies CompositionItemLike[];

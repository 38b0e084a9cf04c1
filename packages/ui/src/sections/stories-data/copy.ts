// Sample copy of both editions for stories and tests. The editions keep their own copy files;
// this mirrors what they pass (spec 9 figures, D8 names).
import type {
  ContactCardsCopy,
  ExpandToggleCopy,
  ExpertPagerCopy,
  FeatureBlocksCopy,
  OtherServiceLink,
  OtherServicesLinksCopy,
  ProfileFiguresCopy,
  PublicationLink,
  PublicationLinksCopy,
  SectionCopy,
  ServiceFlowCopy,
  ServiceScopeItem,
  StaffCardsCopy,
  StatisticFigure,
  SupportCardsCopy,
  TextSectionCopy,
} from "..";
import type { SampleLang } from "./models";

export interface SampleCopy {
  statistics: SectionCopy & { figures: StatisticFigure[] };
  services: SectionCopy & { items: ServiceScopeItem[] };
  promises: FeatureBlocksCopy | undefined;
  serviceContents: FeatureBlocksCopy;
  advantages: FeatureBlocksCopy;
  flow: ServiceFlowCopy;
  intro: TextSectionCopy;
  otherServices: OtherServicesLinksCopy & { items: OtherServiceLink[] };
  experts: SectionCopy;
  pager: ExpertPagerCopy;
  toggle: ExpandToggleCopy;
  cases: SectionCopy & { duration: string };
  news: SectionCopy;
  clients: SectionCopy;
  support: SupportCardsCopy;
  contacts: ContactCardsCopy;
  staff: StaffCardsCopy;
  objectives: FeatureBlocksCopy;
  why: FeatureBlocksCopy;
  process: ServiceFlowCopy;
  publications: PublicationLinksCopy & { items: PublicationLink[] };
  culture: FeatureBlocksCopy;
  profileFigures: ProfileFiguresCopy;
  profileAdvantages: FeatureBlocksCopy;
  schoolFigures: SectionCopy & { items: StatisticFigure[] };
}

export const sampleCopy: Record<SampleLang, SampleCopy> = {
  zh: {
    statistics: {
      eyebrow: "GROUP STRENGTH",
      title: "集团实力",
      figures: [
        { value: 14, unit: "家", label: "国内公司" },
        { value: 9, unit: "家", label: "海外公司" },
        { value: 1521, unit: "人", label: "员工" },
        { value: 2000, unit: "项", label: "服务项目" },
        { value: "60,000", unit: "+", label: "服务客户" },
        { value: 197, unit: "人", label: "专业人才" },
        { value: 23, unit: "个", label: "覆盖地区" },
        { value: 178, unit: "位", label: "行业专家" },
        { value: 50, unit: "+", label: "合作金融机构" },
      ],
    },
    services: {
      eyebrow: "OUR SERVICES",
      title: "服务范围",
      subtitle: "五大事业群与海外事业部，覆盖企业从注册到出海的全生命周期",
      items: [
        {
          title: "会计事业群",
          description: "代理记账、工商注册、税务筹划与财税合规，一站办结。",
          href: "/kuaiji?key=2",
          icon: "calculator",
        },
        {
          title: "资质事业群",
          description: "建筑业企业资质新办、增项、升级与延续。",
          href: "/zizhi?key=2",
          icon: "building",
        },
        {
          title: "企贷事业群",
          description: "经营贷、税票贷与供应链融资，匹配50余家金融机构。",
          href: "/qidai?key=2",
          icon: "coins",
        },
        {
          title: "综合事业群",
          description: "小客车指标、许可证、园区入驻、房租补贴与专精特新认定。",
          href: "/zonghe?key=2",
          icon: "grid",
        },
        {
          title: "知识产权事业群",
          description: "商标注册、专利申请、版权登记与高新技术企业认定。",
          href: "/zhichan?key=2",
          icon: "lightbulb",
        },
      ],
    },
    promises: {
      title: "我们的承诺",
      items: [
        { title: "专业团队", text: "持证顾问一对一服务，专家团队全程把关。", icon: "users" },
        { title: "价格透明", text: "服务内容与费用事先写明，绝无隐形收费。", icon: "tag" },
        { title: "严格保密", text: "签署保密协议，客户资料专人专管。", icon: "shield" },
        { title: "售后无忧", text: "办结后持续跟进，问题24小时内响应。", icon: "headset" },
      ],
    },
    serviceContents: {
      eyebrow: "SERVICES",
      title: "服务内容",
      items: [
        {
          title: "代理记账",
          text: "票据整理、账簿登记、纳税申报，月度报表按时送达。",
          icon: "calculator",
        },
        { title: "工商注册", text: "公司设立、变更、注销，最快3个工作日办结。", icon: "building" },
        { title: "税务筹划", text: "依法合规降低税负，量身定制筹划方案。", icon: "chart" },
        { title: "财税合规", text: "账务健康检查与风险排查，防患于未然。", icon: "shield" },
      ],
    },
    advantages: {
      eyebrow: "WHY US",
      title: "我们的优势",
      items: [
        { title: "十余年经验", text: "服务6万余家企业，熟悉各行业财税实务。", icon: "award" },
        { title: "响应迅速", text: "专属顾问30分钟内响应，紧急事项当日处理。", icon: "rocket" },
        { title: "服务全面", text: "从注册到上市前规范，一家机构全部覆盖。", icon: "layers" },
        { title: "全国网络", text: "23个地区设有服务网点，异地业务就近办理。", icon: "globe" },
      ],
    },
    flow: {
      eyebrow: "PROCESS",
      title: "服务流程",
      steps: [
        { title: "需求咨询", text: "顾问了解企业现状与需求" },
        { title: "方案定制", text: "出具服务方案与报价" },
        { title: "签约付款", text: "签订服务合同，明确交付标准" },
        { title: "专人办理", text: "专人跟进，进度实时同步" },
        { title: "交付回访", text: "交付成果并定期回访" },
      ],
    },
    intro: {
      eyebrow: "WHAT WE DO",
      title: "我们能为您做什么",
      paragraphs: [
        "会计事业群为中小微企业提供代理记账、工商注册、税务筹划与财税合规服务。我们以专业的团队、透明的价格和严格的保密制度，帮助企业把精力集中在经营上。",
      ],
      points: ["新公司注册与变更", "月度记账与纳税申报", "年度汇算清缴", "财税健康检查"],
    },
    otherServices: {
      title: "其他服务",
      newTabHint: "（在新标签页打开）",
      items: [
        { title: "资质事业群", href: "/zizhi?key=2", icon: "building" },
        { title: "企贷事业群", href: "/qidai?key=2", icon: "coins" },
        { title: "综合事业群", href: "/zonghe?key=2", icon: "grid" },
        { title: "知识产权事业群", href: "/zhichan?key=2", icon: "lightbulb" },
        { title: "海外事业群", href: "/haiwai?key=3", icon: "globe" },
      ],
    },
    experts: {
      eyebrow: "OUR EXPERTS",
      title: "资深专家",
      subtitle: "行业资深专家团队，为您的企业保驾护航",
    },
    pager: { previous: "上一页", next: "下一页", label: "专家翻页" },
    toggle: { expand: "展开全部", collapse: "收起" },
    cases: { eyebrow: "CASES", title: "成功案例", duration: "办理周期" },
    news: { eyebrow: "NEWS", title: "集团动态" },
    clients: { eyebrow: "CLIENTS", title: "合作客户" },
    support: {
      eyebrow: "SUPPORT TEAM",
      title: "强大的支撑团队",
      subtitle: "千余人的专业团队，为合作伙伴提供全流程支持",
      cards: [
        { value: 1078, unit: "人", label: "顾问团队", text: "覆盖全国的咨询顾问", icon: "users" },
        { value: 132, unit: "人", label: "运营团队", text: "市场、品牌与客户运营", icon: "chart" },
        { value: 311, unit: "人", label: "交付团队", text: "专业办理，按时交付", icon: "check" },
      ],
    },
    contacts: {
      eyebrow: "CONTACT",
      title: "合作联系",
      person: "联系人",
      phone: "电话",
      address: "地址",
    },
    staff: { phone: "电话", address: "地址" },
    objectives: {
      title: "合作目标",
      numbered: true,
      items: [
        { title: "共享客户资源", text: "6万余家企业客户，与合作伙伴互通有无。" },
        { title: "共建服务网络", text: "在23个地区共同建设企业服务网点。" },
        { title: "共赢长期发展", text: "透明分成，长期稳定的合作关系。" },
      ],
    },
    why: {
      title: "为什么选择我们",
      items: [
        { title: "品牌背书", text: "十余年深耕企业服务，口碑良好。", icon: "award" },
        { title: "产品齐全", text: "五大事业群产品线，满足客户多元需求。", icon: "layers" },
        { title: "系统支持", text: "智能记账与客户管理系统免费开放。", icon: "grid" },
        { title: "培训赋能", text: "定期业务培训，合作伙伴快速上手。", icon: "graduation" },
      ],
    },
    process: {
      title: "合作流程",
      steps: [
        { title: "提交意向", text: "填写合作意向与基本信息" },
        { title: "洽谈评估", text: "商务经理沟通合作方式" },
        { title: "签署协议", text: "明确权责与分成方式" },
        { title: "开展合作", text: "培训上岗，共同服务客户" },
      ],
    },
    publications: {
      eyebrow: "DOWNLOADS",
      title: "品牌手册",
      newTabHint: "（PDF，在新标签页打开）",
      badge: "PDF",
      items: [
        { title: "集团介绍", href: "/PDF/group-introduction.pdf", description: "天诚企业服务集团" },
        {
          title: "建筑资质品牌手册",
          href: "/PDF/qualification-brochure.pdf",
          description: "资质事业群",
        },
        {
          title: "国际业务手册",
          href: "/PDF/international-brochure.pdf",
          description: "海外事业群",
        },
      ],
    },
    culture: {
      items: [
        {
          eyebrow: "VISION",
          title: "愿景",
          text: "成为中小微企业最信赖的成长伙伴。",
          icon: "eye",
        },
        {
          eyebrow: "MISSION",
          title: "使命",
          text: "以专业服务降低企业经营成本，让创业更简单。",
          icon: "compass",
        },
        {
          eyebrow: "VALUES",
          title: "价值观",
          text: ["客户第一", "专业诚信", "团队协作", "持续创新"],
          icon: "heart",
        },
      ],
    },
    profileFigures: {
      title: "集团规模",
      employees: { label: "员工", unit: "人" },
      talents: { label: "专业人才", unit: "人" },
      branches: { label: "分公司", unit: "家" },
    },
    profileAdvantages: {
      title: "服务优势",
      items: [
        { title: "专业", text: "持证专家团队，业务规范严谨。", icon: "award" },
        { title: "速度", text: "标准化流程，办理时效行业领先。", icon: "rocket" },
        { title: "深度", text: "深耕细分领域，提供纵深解决方案。", icon: "layers" },
        { title: "广度", text: "覆盖企业全生命周期的服务矩阵。", icon: "expand" },
      ],
    },
    schoolFigures: {
      title: "校企合作成果",
      items: [
        { value: 200, unit: "个", label: "毕业生就业岗位" },
        { value: "1000", unit: "+", label: "小微企业获3-12个月免费记账" },
        { value: "12000", unit: "+", label: "次免费异地业务办理" },
      ],
    },
  },
  en: {
    statistics: {
      eyebrow: "Group strength",
      title: "The group in figures",
      figures: [
        { value: 14, label: "Companies in China" },
        { value: 9, label: "Companies abroad" },
        { value: "1,521", label: "Employees" },
        { value: "2,000", label: "Services" },
        { value: "60,000", unit: "+", label: "Clients" },
        { value: 197, label: "Professionals" },
        { value: 23, label: "Regions" },
        { value: 178, label: "Experts" },
        { value: 50, unit: "+", label: "Partner financial institutions" },
      ],
    },
    services: {
      eyebrow: "Our services",
      title: "What we do",
      subtitle: "Five business groups and an overseas division, from registration to going global",
      items: [
        {
          title: "Accounting",
          description: "Bookkeeping, company registration, tax planning and compliance.",
          href: "/kuaijiE?key=2",
          icon: "calculator",
        },
        {
          title: "Qualifications",
          description: "New, added, upgraded and renewed construction qualifications.",
          href: "/zizhiE?key=2",
          icon: "building",
        },
        {
          title: "Enterprise loans",
          description: "Operating, tax-based and supply-chain loans from 50+ lenders.",
          href: "/qidaiE?key=2",
          icon: "coins",
        },
        {
          title: "Integrated services",
          description: "Vehicle quotas, permits, business parks, rent subsidies.",
          href: "/zongheE?key=2",
          icon: "grid",
        },
        {
          title: "Intellectual property",
          description: "Trademarks, patents, copyrights and high-tech certification.",
          href: "/zhichanE?key=2",
          icon: "lightbulb",
        },
      ],
    },
    promises: undefined,
    serviceContents: {
      eyebrow: "Services",
      title: "Service contents",
      items: [
        {
          title: "Bookkeeping",
          text: "Receipts, ledgers and tax filings, with monthly reports on time.",
          icon: "calculator",
        },
        {
          title: "Registration",
          text: "Set up, change or close a company in as little as 3 working days.",
          icon: "building",
        },
        {
          title: "Tax planning",
          text: "Lawful, tailored plans that lower your tax burden.",
          icon: "chart",
        },
        {
          title: "Compliance",
          text: "Health checks of your books before problems arise.",
          icon: "shield",
        },
      ],
    },
    advantages: {
      eyebrow: "Why us",
      title: "Our advantages",
      items: [
        {
          title: "Experience",
          text: "More than 60,000 businesses served across industries.",
          icon: "award",
        },
        { title: "Fast response", text: "Your adviser answers within 30 minutes.", icon: "rocket" },
        {
          title: "Full range",
          text: "From registration to pre-IPO compliance under one roof.",
          icon: "layers",
        },
        {
          title: "Nationwide",
          text: "Service points in 23 regions handle local matters.",
          icon: "globe",
        },
      ],
    },
    flow: {
      eyebrow: "Process",
      title: "How we work",
      steps: [
        { title: "Consultation", text: "We learn about your business" },
        { title: "Proposal", text: "A tailored plan and quote" },
        { title: "Agreement", text: "A contract with clear deliverables" },
        { title: "Delivery", text: "A dedicated adviser keeps you posted" },
        { title: "Follow-up", text: "We check in after delivery" },
      ],
    },
    intro: {
      eyebrow: "What we do",
      title: "How we can help",
      paragraphs: [
        "The Accounting Group provides bookkeeping, company registration, tax planning and compliance for small and micro businesses. A professional team, transparent prices and strict confidentiality let you focus on running your business.",
      ],
      points: [
        "Company registration and changes",
        "Monthly bookkeeping and tax filing",
        "Annual tax reconciliation",
        "Finance and tax health checks",
      ],
    },
    otherServices: {
      title: "Other services",
      newTabHint: "(opens in a new tab)",
      items: [
        { title: "Qualifications", href: "/zizhiE?key=2", icon: "building" },
        { title: "Enterprise loans", href: "/qidaiE?key=2", icon: "coins" },
        { title: "Integrated services", href: "/zongheE?key=2", icon: "grid" },
        { title: "Intellectual property", href: "/zhichanE?key=2", icon: "lightbulb" },
        {
          title: "Overseas subsidiary",
          href: "https://overseas.example.com/",
          icon: "globe",
          newTab: true,
        },
      ],
    },
    experts: {
      eyebrow: "Our experts",
      title: "Senior experts",
      subtitle: "Seasoned specialists behind every engagement",
    },
    pager: { previous: "Previous page", next: "Next page", label: "Expert pages" },
    toggle: { expand: "Show all", collapse: "Show less" },
    cases: { eyebrow: "Cases", title: "Success stories", duration: "Duration" },
    news: { eyebrow: "News", title: "Enterprise news" },
    clients: { eyebrow: "Clients", title: "Our clients" },
    support: {
      eyebrow: "Support team",
      title: "A team behind every partner",
      subtitle: "More than 1,500 professionals support our partners at every step",
      cards: [
        {
          value: "1,078",
          label: "Advisers",
          text: "Consultants across the country",
          icon: "users",
        },
        {
          value: 132,
          label: "Operations",
          text: "Marketing, brand and client care",
          icon: "chart",
        },
        { value: 311, label: "Delivery", text: "Professional handling, on time", icon: "check" },
      ],
    },
    contacts: {
      eyebrow: "Contact",
      title: "Partnership contacts",
      person: "Contact",
      phone: "Phone",
      address: "Address",
    },
    staff: { phone: "Phone", address: "Address" },
    objectives: {
      title: "Cooperation objectives",
      numbered: true,
      items: [
        { title: "Shared clients", text: "Reach more than 60,000 business clients together." },
        { title: "Shared network", text: "Build service points in 23 regions together." },
        { title: "Shared growth", text: "Transparent revenue sharing for the long term." },
      ],
    },
    why: {
      title: "Why work with us",
      items: [
        {
          title: "Trusted brand",
          text: "More than ten years in business services.",
          icon: "award",
        },
        {
          title: "Full product range",
          text: "Five business groups for every client need.",
          icon: "layers",
        },
        { title: "Systems", text: "Free access to our bookkeeping and CRM systems.", icon: "grid" },
        {
          title: "Training",
          text: "Regular training gets partners up to speed.",
          icon: "graduation",
        },
      ],
    },
    process: {
      title: "Cooperation process",
      steps: [
        { title: "Express interest", text: "Tell us about your business" },
        { title: "Discuss", text: "Agree how we work together" },
        { title: "Sign", text: "Roles and revenue sharing in writing" },
        { title: "Start", text: "Training, then serving clients together" },
      ],
    },
    publications: {
      eyebrow: "Downloads",
      title: "Brochures",
      newTabHint: "(PDF, opens in a new tab)",
      badge: "PDF",
      items: [
        {
          title: "Group introduction",
          href: "/PDF/group-introduction-en.pdf",
          description: "Tiancheng Business Services Group",
        },
        {
          title: "Business services brochure",
          href: "/PDF/business-services-en.pdf",
          description: "All business groups",
        },
        {
          title: "International brochure",
          href: "/PDF/international-en.pdf",
          description: "Overseas services",
        },
      ],
    },
    culture: {
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
    profileFigures: {
      title: "The group today",
      employees: { label: "Employees" },
      talents: { label: "Professionals" },
      branches: { label: "Branch offices" },
      thousandsSeparator: ",",
    },
    profileAdvantages: {
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
    schoolFigures: {
      title: "School-enterprise results",
      items: [
        { value: 200, label: "Jobs for graduates" },
        { value: "1,000", unit: "+", label: "Small firms with 3–12 months of free bookkeeping" },
        { value: "12,000", unit: "+", label: "Free cross-region business handlings" },
      ],
    },
  },
};

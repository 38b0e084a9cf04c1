// Sample data and copy of service-group-template.test.tsx, shared with the server-rendering test
// (templates.server.test.tsx); the editions' copy and @site/api fixtures are out of reach of
// packages/ui (site/layers).
import type { CaseStudyLike, ExpertLike } from "../sections";
import type { ServiceGroupTemplateCopy } from "../templates";

export const templateCopy: {
  en: { serviceGroup: ServiceGroupTemplateCopy };
  zh: { overseas: ServiceGroupTemplateCopy; serviceGroup: ServiceGroupTemplateCopy };
} = {
  en: {
    serviceGroup: {
      hero: {
        title: "Accounting Group",
        subtitle: "Bookkeeping, registration and tax compliance in one place",
        eyebrow: "Accounting",
        imageUrl: "/api/profile/upload/picture-1.svg",
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
      services: {
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
      experts: {
        title: "Our staff",
        eyebrow: "Team",
        toggle: { expand: "Show all", collapse: "Show less" },
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
      advantages: {
        eyebrow: "Why us",
        title: "Our advantages",
        items: [
          {
            title: "Experience",
            text: "More than 60,000 businesses served across industries.",
            icon: "award",
          },
          {
            title: "Fast response",
            text: "Your adviser answers within 30 minutes.",
            icon: "rocket",
          },
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
      cases: { eyebrow: "Cases", title: "Success stories", duration: "Duration" },
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
      consult: {
        title: "Questions? Talk to an adviser",
        subtitle: "We will contact you within 30 minutes",
      },
    },
  },
  zh: {
    // Spec 2.5: the overseas page is a service group whose other services end with the
    // subsidiary's own site.
    overseas: {
      hero: { title: "海外事业群", subtitle: "境外银行开户、VIE架构、VAT/EPR与出口退税" },
      experts: { title: "资深专家", toggle: { expand: "展开全部", collapse: "收起" } },
      cases: { title: "成功案例", duration: "办理周期" },
      otherServices: {
        title: "其他服务",
        newTabHint: "（在新标签页打开）",
        items: [
          { title: "资质事业群", href: "/zizhi?key=2", icon: "building" },
          {
            title: "天诚国际官网",
            href: "https://overseas.example.com/",
            icon: "globe",
            newTab: true,
          },
        ],
      },
    },
    serviceGroup: {
      hero: {
        title: "会计事业群",
        subtitle: "代理记账、工商注册与财税合规，一站办结",
        eyebrow: "ACCOUNTING",
        imageUrl: "/api/profile/upload/picture-1.svg",
      },
      intro: {
        eyebrow: "WHAT WE DO",
        title: "我们能为您做什么",
        paragraphs: [
          "会计事业群为中小微企业提供代理记账、工商注册、税务筹划与财税合规服务。我们以专业的团队、透明的价格和严格的保密制度，帮助企业把精力集中在经营上。",
        ],
        points: ["新公司注册与变更", "月度记账与纳税申报", "年度汇算清缴", "财税健康检查"],
      },
      services: {
        eyebrow: "SERVICES",
        title: "服务内容",
        items: [
          {
            title: "代理记账",
            text: "票据整理、账簿登记、纳税申报，月度报表按时送达。",
            icon: "calculator",
          },
          {
            title: "工商注册",
            text: "公司设立、变更、注销，最快3个工作日办结。",
            icon: "building",
          },
          { title: "税务筹划", text: "依法合规降低税负，量身定制筹划方案。", icon: "chart" },
          { title: "财税合规", text: "账务健康检查与风险排查，防患于未然。", icon: "shield" },
        ],
      },
      experts: {
        eyebrow: "OUR EXPERTS",
        title: "资深专家",
        subtitle: "行业资深专家团队，为您的企业保驾护航",
        toggle: { expand: "展开全部", collapse: "收起" },
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
      cases: { eyebrow: "CASES", title: "成功案例", duration: "办理周期" },
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
      consult: { title: "还有疑问？与顾问聊聊", subtitle: "我们将在30分钟内与您联系" },
    },
  },
};

export const casesEn5 = [
  {
    id: 115,
    title: "Registration and Bookkeeping for a Start-up",
    summaryHtml: "<p>A Beijing AI start-up</p><p>Business licence in three days</p>",
    content:
      "The founders wanted to start trading quickly. We handled name approval, registration and tax registration, obtained the licence in three days, and now keep the books and file taxes monthly.",
    duration: "3 working days",
    imageUrl: "/api/profile/upload/picture-1.svg",
  },
  {
    id: 116,
    title: "Tax Irregularity Cleared for an Online Retailer",
    summaryHtml: "<p>A Guangzhou e-commerce company</p><p>Back to normal invoicing</p>",
    content:
      "Years of nil returns had put the company on the tax irregularity list. We rebuilt two years of accounts, filed the corrections and had the status lifted, so invoicing resumed.",
    duration: "30 working days",
    imageUrl: "/api/profile/upload/picture-2.svg",
  },
  {
    id: 117,
    title: "Export Tax Refund for a Trading Company",
    summaryHtml: "<p>A Yiwu export company</p><p>Refund received on time</p>",
    content:
      "It was the company's first refund claim. We handled the registration, documents and filing, and the first refund arrived on time.",
    duration: "20 working days",
    imageUrl: "/api/profile/upload/picture-3.svg",
  },
] satisfies CaseStudyLike[];

export const casesZh1 = [
  {
    id: 1,
    title: "建筑工程施工总承包资质升级至一级",
    summaryHtml: "<p>北京某建筑工程有限公司</p><p>人员与业绩一次梳理到位</p>",
    content:
      "企业原持有二级资质，承接项目规模受限。顾问团队协助企业补充注册建造师与中级职称人员，整理近五年工程业绩，资质申请一次通过。",
    duration: "90个工作日",
    imageUrl: "/api/profile/upload/picture-1.svg",
  },
  {
    id: 2,
    title: "市政公用工程施工总承包资质新办",
    summaryHtml: "<p>河北某市政工程公司</p><p>新设企业三个月取得资质</p>",
    content:
      "企业新设立，缺少资质申报经验。顾问制定人员招聘与社保缴纳计划，同步准备技术负责人业绩材料，三个月内取得资质证书。",
    duration: "60个工作日",
    imageUrl: "/api/profile/upload/picture-2.svg",
  },
  {
    id: 3,
    title: "安全生产许可证到期延续",
    summaryHtml: "<p>天津某建设集团</p><p>避免停工风险</p>",
    content:
      "企业安全生产许可证即将到期，且部分安全管理人员证书失效。顾问协助完成人员换证与安全制度更新，许可证按期延续。",
    duration: "30个工作日",
    imageUrl: "/api/profile/upload/picture-3.svg",
  },
  {
    id: 4,
    title: "建筑装修装饰工程专业承包资质增项",
    summaryHtml: "<p>北京某装饰公司</p><p>拓展公装业务范围</p>",
    content:
      "企业希望承接公共建筑装修项目。顾问评估现有人员配置后制定增项方案，企业顺利取得装修装饰工程专业承包二级资质。",
    duration: "45个工作日",
    imageUrl: "/api/profile/upload/picture-4.svg",
  },
] satisfies CaseStudyLike[];

export const casesZh5 = [
  {
    id: 15,
    title: "初创科技公司注册与代理记账",
    summaryHtml: "<p>北京某人工智能初创公司</p><p>三天领取营业执照</p>",
    content:
      "创始团队希望尽快开展业务。顾问协助完成核名、注册与税务登记，三天取得营业执照，此后按月提供记账报税服务。",
    duration: "3个工作日",
    imageUrl: "/api/profile/upload/picture-1.svg",
  },
  {
    id: 16,
    title: "电商企业税务异常处理与账务整理",
    summaryHtml: "<p>广州某电商公司</p><p>解除税务异常状态</p>",
    content:
      "企业因长期零申报被列为税务异常。顾问整理两年账务并补充申报，协助企业解除异常状态，恢复正常开票。",
    duration: "30个工作日",
    imageUrl: "/api/profile/upload/picture-2.svg",
  },
  {
    id: 17,
    title: "外贸企业出口退税申报",
    summaryHtml: "<p>义乌某外贸公司</p><p>退税款按时到账</p>",
    content: "企业首次办理出口退税。顾问完成退税备案、单证整理与申报，首笔退税款按时到账。",
    duration: "20个工作日",
    imageUrl: "/api/profile/upload/picture-3.svg",
  },
] satisfies CaseStudyLike[];

export const expertsEn5 = [
  {
    id: 111,
    name: "Zhang Lihua",
    position: "General Manager, Accounting Group",
    imageUrl: "/api/profile/upload/picture-1.svg",
    highlights: [
      "Certified Public Accountant",
      "18 years in practice",
      "Has served more than 5,000 SMEs",
    ],
  },
  {
    id: 112,
    name: "Li Ming",
    position: "Senior Accountant",
    imageUrl: "/api/profile/upload/picture-2.svg",
    highlights: [
      "Accountant (PRC intermediate title)",
      "Specialises in trading and e-commerce bookkeeping",
      "Experienced in export tax refund claims",
    ],
  },
  {
    id: 113,
    name: "Wang Fang",
    position: "Tax Manager",
    imageUrl: "/api/profile/upload/picture-3.svg",
    highlights: [
      "Certified Tax Agent",
      "Expert in VAT and annual corporate income tax reconciliation",
      "Helps clients avoid tax risks",
    ],
  },
  {
    id: 114,
    name: "Liu Yang",
    position: "Company Registration Supervisor",
    imageUrl: "/api/profile/upload/picture-4.svg",
    highlights: [
      "8 years in company registration",
      "Handles set-up and changes for domestic and foreign-invested companies",
    ],
  },
  {
    id: 115,
    name: "Yang Min",
    position: "Senior Accountant",
    imageUrl: "/api/profile/upload/picture-5.svg",
    highlights: [
      "Junior Accountant",
      "Focuses on R&D cost accounting for technology firms",
      "Helps clients claim super deductions",
    ],
  },
  {
    id: 116,
    name: "Xu Chao",
    position: "Audit Manager",
    imageUrl: "/api/profile/upload/picture-6.svg",
    highlights: [
      "Certified Public Accountant",
      "Responsible for high-tech enterprise audits and capital verification reports",
    ],
  },
  {
    id: 117,
    name: "Ma Li",
    position: "Payroll and Social Insurance Supervisor",
    imageUrl: "/api/profile/upload/picture-7.svg",
    highlights: [
      "Sets up and files social insurance and housing fund accounts",
      "Has handled more than 2,000 individual income tax reconciliations",
    ],
  },
  {
    id: 118,
    name: "Zhu Wei",
    position: "Tax Planning Adviser",
    imageUrl: "/api/profile/upload/picture-8.svg",
    highlights: [
      "Certified Tax Agent and lawyer",
      "Specialises in tax planning for share transfers and restructurings",
    ],
  },
  {
    id: 119,
    name: "Hu Xiaoyan",
    position: "Accountant, Foreign-Invested Enterprises",
    imageUrl: "/api/profile/upload/picture-9.svg",
    highlights: [
      "Experienced in the accounts and foreign exchange of foreign-invested companies",
      "Works in English",
    ],
  },
  {
    id: 120,
    name: "Guo Tao",
    position: "Finance Outsourcing Manager",
    imageUrl: "/api/profile/upload/picture-10.svg",
    highlights: [
      "10 years leading outsourced finance teams",
      "Runs the full finance function of more than 200 companies",
    ],
  },
] satisfies ExpertLike[];

export const expertsZh5 = [
  {
    id: 11,
    name: "张丽华",
    position: "会计事业群总经理",
    imageUrl: "/api/profile/upload/picture-1.svg",
    highlights: ["中国注册会计师", "从业18年", "服务中小企业逾5000家"],
  },
  {
    id: 12,
    name: "李明",
    position: "主办会计",
    imageUrl: "/api/profile/upload/picture-2.svg",
    highlights: ["中级会计师", "擅长商贸、电商企业账务处理", "熟悉出口退税申报"],
  },
  {
    id: 13,
    name: "王芳",
    position: "税务经理",
    imageUrl: "/api/profile/upload/picture-3.svg",
    highlights: ["注册税务师", "精通增值税、企业所得税汇算清缴", "帮助企业规避涉税风险"],
  },
  {
    id: 14,
    name: "刘洋",
    position: "工商注册主管",
    imageUrl: "/api/profile/upload/picture-4.svg",
    highlights: ["8年公司注册经验", "熟悉内资、外资企业设立与变更流程"],
  },
  {
    id: 15,
    name: "杨敏",
    position: "主办会计",
    imageUrl: "/api/profile/upload/picture-5.svg",
    highlights: ["初级会计师", "专注科技型企业研发费用归集", "协助企业享受加计扣除优惠"],
  },
  {
    id: 16,
    name: "徐超",
    position: "审计经理",
    imageUrl: "/api/profile/upload/picture-6.svg",
    highlights: ["中国注册会计师", "负责高新技术企业专项审计与验资报告"],
  },
  {
    id: 17,
    name: "马丽",
    position: "薪酬社保主管",
    imageUrl: "/api/profile/upload/picture-7.svg",
    highlights: ["熟悉社保公积金开户与申报", "处理个税汇算逾2000人次"],
  },
  {
    id: 18,
    name: "朱伟",
    position: "税务筹划顾问",
    imageUrl: "/api/profile/upload/picture-8.svg",
    highlights: ["注册税务师、律师", "擅长股权转让与重组税务筹划"],
  },
  {
    id: 19,
    name: "胡晓燕",
    position: "外资企业会计",
    imageUrl: "/api/profile/upload/picture-9.svg",
    highlights: ["熟悉外商投资企业账务与外汇业务", "英语可作为工作语言"],
  },
  {
    id: 20,
    name: "郭涛",
    position: "财务外包经理",
    imageUrl: "/api/profile/upload/picture-10.svg",
    highlights: ["10年财务外包团队管理经验", "为200余家企业提供全盘财务管理"],
  },
] satisfies ExpertLike[];

// Sample data and copy of home-template.test.tsx, shared with the server-rendering test
// (templates.server.test.tsx); the editions' copy and @site/api fixtures are out of reach of
// packages/ui (site/layers).
import type { ClientLike, ExpertLike } from "../sections";
import type { HomeTemplateCopy } from "../templates";

export const templateCopy: { en: { home: HomeTemplateCopy }; zh: { home: HomeTemplateCopy } } = {
  en: {
    home: {
      title: "Tiancheng Business Services Group",
      statistics: {
        eyebrow: "Group strength",
        title: "The group in figures",
        figures: [
          { value: 14, label: "Companies in China" },
          { value: 9, label: "Companies abroad" },
          { value: "1,521", label: "Employees" },
        ],
      },
      services: {
        eyebrow: "Our services",
        title: "What we do",
        subtitle:
          "Five business groups and an overseas division, from registration to going global",
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
        ],
      },
      video: {
        eyebrow: "About us",
        title: "Inside Tiancheng",
        subtitle: "More than ten years serving small businesses",
      },
      experts: {
        eyebrow: "Our experts",
        title: "Senior experts",
        subtitle: "Seasoned specialists behind every engagement",
        pager: { previous: "Previous page", next: "Next page", label: "Expert pages" },
      },
      news: {
        eyebrow: "News",
        title: "Enterprise news",
        more: { label: "More news", href: "/zixunE?key=5" },
      },
      clients: { eyebrow: "Clients", title: "Our clients" },
    },
  },
  zh: {
    home: {
      title: "天诚企业服务集团",
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
      video: { eyebrow: "ABOUT US", title: "走进天诚", subtitle: "十余年专注中小微企业服务" },
      experts: {
        eyebrow: "OUR EXPERTS",
        title: "资深专家",
        subtitle: "行业资深专家团队，为您的企业保驾护航",
        pager: { previous: "上一页", next: "下一页", label: "专家翻页" },
      },
      news: {
        eyebrow: "NEWS",
        title: "集团动态",
        more: { label: "查看更多资讯", href: "/zixun?key=5" },
      },
      clients: { eyebrow: "CLIENTS", title: "合作客户" },
      promises: {
        title: "我们的承诺",
        items: [
          { title: "专业团队", text: "持证顾问一对一服务，专家团队全程把关。", icon: "users" },
          { title: "价格透明", text: "服务内容与费用事先写明，绝无隐形收费。", icon: "tag" },
          { title: "严格保密", text: "签署保密协议，客户资料专人专管。", icon: "shield" },
          { title: "售后无忧", text: "办结后持续跟进，问题24小时内响应。", icon: "headset" },
        ],
      },
    },
  },
};

export const sampleData = {
  zh: {
    clients: [
      { id: 1, logoUrl: "/api/profile/upload/picture-1.svg" },
      { id: 2, logoUrl: "/api/profile/upload/picture-2.svg" },
      { id: 3, logoUrl: "/api/profile/upload/picture-3.svg" },
    ],
  },
} satisfies { zh: { clients: ClientLike[] } };

export const expertsZh0 = [
  {
    id: 1,
    name: "王立群",
    position: "集团首席财税专家",
    imageUrl: "/api/profile/upload/picture-1.svg",
    highlights: [
      "中国注册会计师、注册税务师",
      "从业22年，主持大型企业集团税务筹划项目60余个",
      "曾任大型会计师事务所合伙人",
    ],
  },
  {
    id: 2,
    name: "陈思远",
    position: "资质事业群首席顾问",
    imageUrl: "/api/profile/upload/picture-2.svg",
    highlights: ["一级建造师", "深耕建筑资质领域15年", "累计协助1200余家企业取得或升级资质"],
  },
  {
    id: 3,
    name: "刘佳",
    position: "企贷事业群总经理",
    imageUrl: "/api/profile/upload/picture-3.svg",
    highlights: [
      "曾任股份制银行支行行长",
      "熟悉50余家金融机构信贷产品",
      "累计帮助企业获得融资逾30亿元",
    ],
  },
  {
    id: 4,
    name: "赵文博",
    position: "知识产权事业群总监",
    imageUrl: "/api/profile/upload/picture-4.svg",
    highlights: ["专利代理师、律师", "从事知识产权代理与诉讼12年", "代理商标及专利申请逾8000件"],
  },
  {
    id: 5,
    name: "孙慧敏",
    position: "海外事业部总经理",
    imageUrl: "/api/profile/upload/picture-5.svg",
    highlights: [
      "英国特许公认会计师（ACCA）",
      "熟悉香港、新加坡及欧美公司架构",
      "主导VIE架构搭建项目40余个",
    ],
  },
  {
    id: 6,
    name: "周建华",
    position: "综合事业群总经理",
    imageUrl: "/api/profile/upload/picture-6.svg",
    highlights: ["熟悉北京市各区产业园区政策", "累计办理小客车指标、各类许可证3000余件"],
  },
  {
    id: 7,
    name: "吴静",
    position: "集团法务总监",
    imageUrl: "/api/profile/upload/picture-7.svg",
    highlights: ["执业律师", "专注公司法与合同纠纷领域14年", "为集团客户提供股权设计与合规审查"],
  },
  {
    id: 8,
    name: "郑凯",
    position: "审计部总监",
    imageUrl: "/api/profile/upload/picture-8.svg",
    highlights: ["中国注册会计师", "主持企业年报审计、专项审计项目500余个"],
  },
  {
    id: 9,
    name: "黄雅琴",
    position: "客户服务中心总监",
    imageUrl: "/api/profile/upload/picture-9.svg",
    highlights: [
      "10年企业服务管理经验",
      "建立集团三级回访与投诉处理机制",
      "客户满意度连续三年超过98%",
    ],
  },
  {
    id: 10,
    name: "林志强",
    position: "集团技术总监",
    imageUrl: "/api/profile/upload/picture-10.svg",
    highlights: ["负责智能记账平台架构设计", "拥有软件著作权11项"],
  },
] satisfies ExpertLike[];

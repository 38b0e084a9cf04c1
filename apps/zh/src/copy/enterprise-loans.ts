import type { ServiceGroupPageCopy } from "@site/pages/edition";
import { media } from "../urls";

export const enterpriseLoansCopy: ServiceGroupPageCopy = {
  hero: {
    eyebrow: "ENTERPRISE LOANS",
    title: "企贷事业群",
    subtitle: "对接50余家合作金融机构，为中小微企业匹配合适的融资方案",
    imageUrl: media("/profile/case/case-07.webp"),
  },
  intro: {
    eyebrow: "WHAT WE CAN DO",
    title: "我们能为您做什么",
    paragraphs: [
      "资金是企业发展的血液。天诚企贷事业群与50余家银行及持牌金融机构建立合作，熟悉各类信贷产品的准入条件、额度与利率，根据企业的纳税、开票、资产与经营流水，为您筛选最合适的融资方案。",
      "从融资诊断、征信与财务规范，到材料准备、面签陪同与放款跟进，顾问全程一对一服务，帮助企业以更低成本、更短周期获得资金支持。",
    ],
    points: [
      "企业融资能力免费诊断",
      "多家机构产品比选，利率透明",
      "财务与征信规范化辅导",
      "贷后续贷与额度提升规划",
    ],
  },
  services: {
    eyebrow: "SERVICE CONTENTS",
    title: "服务内容",
    items: [
      {
        title: "经营贷",
        text: "以企业经营流水与实际控制人资质为依据，满足日常周转与扩大经营需求。",
        icon: "coins",
      },
      {
        title: "税票贷",
        text: "依据企业纳税与开票数据授信，纯信用、线上申请、审批快。",
        icon: "document",
      },
      {
        title: "抵押贷",
        text: "以房产等资产抵押获取较高额度与较长期限，综合成本更低。",
        icon: "building",
      },
      {
        title: "供应链融资",
        text: "基于核心企业应收账款、订单与存货的融资，盘活上下游资金。",
        icon: "layers",
      },
      {
        title: "政策性贷款",
        text: "科技型企业贷款、创业担保贷款及贴息政策申报对接。",
        icon: "award",
      },
      {
        title: "融资规划",
        text: "梳理负债结构与授信额度，制定中长期融资与续贷方案。",
        icon: "chart",
      },
    ],
  },
  flow: {
    eyebrow: "SERVICE FLOW",
    title: "服务流程",
    steps: [
      { title: "融资诊断", text: "了解资金需求与企业经营情况" },
      { title: "方案匹配", text: "比选机构产品，推荐最优方案" },
      { title: "材料准备", text: "指导整理财务、纳税与流水资料" },
      { title: "申请审批", text: "递交申请，陪同面签与尽调" },
      { title: "放款跟进", text: "跟进放款，贷后续贷提前规划" },
    ],
  },
  advantages: {
    eyebrow: "OUR ADVANTAGES",
    title: "我们的优势",
    items: [
      {
        title: "机构资源",
        text: "与50余家合作金融机构长期合作，产品覆盖全面。",
        icon: "handshake",
      },
      {
        title: "银行背景",
        text: "核心顾问来自银行信贷一线，熟悉审批要点。",
        icon: "award",
      },
      {
        title: "高效放款",
        text: "材料一次备齐，审批与放款进度全程同步。",
        icon: "rocket",
      },
      {
        title: "费用透明",
        text: "服务内容与费用事先书面约定，绝无隐形收费。",
        icon: "tag",
      },
    ],
  },
};

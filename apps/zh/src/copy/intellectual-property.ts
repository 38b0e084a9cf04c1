import type { ServiceGroupPageCopy } from "@site/pages/edition";
import { media } from "../urls";

export const intellectualPropertyCopy: ServiceGroupPageCopy = {
  hero: {
    eyebrow: "INTELLECTUAL PROPERTY",
    title: "知识产权事业群",
    subtitle: "商标、专利、版权与高新技术企业认定，守护企业的每一项创新成果",
    imageUrl: media("/profile/case/case-32.webp"),
  },
  intro: {
    eyebrow: "WHAT WE CAN DO",
    title: "我们能为您做什么",
    paragraphs: [
      "知识产权是企业最有价值的无形资产。天诚知识产权事业群由专利代理师、商标代理人与律师组成，为企业提供从商标注册、专利申请、版权登记到维权保护的全链条服务。",
      "我们还将知识产权布局与企业资质认定相结合，协助科技型企业申报高新技术企业认定，享受企业所得税优惠与各级奖励政策。",
    ],
    points: [
      "商标查询、注册与国际注册",
      "发明、实用新型与外观设计专利",
      "软件著作权与作品登记",
      "高新技术企业认定与知识产权贯标",
    ],
  },
  services: {
    eyebrow: "SERVICE CONTENTS",
    title: "服务内容",
    items: [
      {
        title: "商标注册",
        text: "商标近似查询、类别规划、注册申请、续展、转让及马德里国际注册。",
        icon: "tag",
      },
      {
        title: "专利申请",
        text: "发明、实用新型与外观设计专利的挖掘、撰写、申请与审查意见答复。",
        icon: "lightbulb",
      },
      {
        title: "版权登记",
        text: "计算机软件著作权、美术及文字作品登记，快速取得权属证明。",
        icon: "document",
      },
      {
        title: "高新技术企业认定",
        text: "知识产权、研发费用与科技成果转化全面梳理，申报一次到位。",
        icon: "award",
      },
      {
        title: "知识产权贯标",
        text: "协助企业建立知识产权管理体系，通过贯标认证。",
        icon: "check",
      },
      {
        title: "维权与异议",
        text: "商标异议、无效宣告、侵权监测与维权，律师团队全程支持。",
        icon: "shield",
      },
    ],
  },
  flow: {
    eyebrow: "SERVICE FLOW",
    title: "服务流程",
    steps: [
      { title: "需求沟通", text: "了解产品、技术与品牌布局" },
      { title: "检索评估", text: "商标近似检索与专利查新" },
      { title: "方案撰写", text: "确定申请策略，撰写申请文件" },
      { title: "提交申请", text: "递交官方并跟进审查进度" },
      { title: "授权维护", text: "取得证书，续展与年费提醒" },
    ],
  },
  advantages: {
    eyebrow: "OUR ADVANTAGES",
    title: "我们的优势",
    items: [
      {
        title: "专业资质",
        text: "专利代理师、商标代理人与律师协同服务。",
        icon: "award",
      },
      {
        title: "经验丰富",
        text: "专家团队代理商标及专利申请逾8000件。",
        icon: "layers",
      },
      {
        title: "严格保密",
        text: "技术资料签署保密协议，专人专管。",
        icon: "shield",
      },
      {
        title: "全程跟踪",
        text: "审查节点实时提醒，续展年费不错过。",
        icon: "clock",
      },
    ],
  },
};

import type { ServiceGroupPageCopy } from "@site/pages/edition";
import { media } from "../urls";

export const overseasCopy: ServiceGroupPageCopy = {
  hero: {
    eyebrow: "OVERSEAS SERVICES",
    title: "海外事业群",
    subtitle: "境外银行开户、VIE架构、VAT/EPR、出口退税与ODI备案，助力企业稳健出海",
    imageUrl: media("/profile/case/case-19.webp"),
  },
  intro: {
    eyebrow: "WHAT WE CAN DO",
    title: "我们能为您做什么",
    paragraphs: [
      "天诚在境外设有9家公司，依托海外子公司天诚国际的本地团队，为出海企业提供境外公司设立、银行开户、架构搭建、税务合规与境外投资备案等一站式服务，打通境内审批与境外落地的每一个环节。",
      "无论您是跨境电商卖家、外贸出口企业，还是计划境外融资上市的科技公司，我们都能根据目标市场的法规与税制，为您设计合规、高效的出海方案。",
    ],
    points: [
      "境外公司注册与银行开户",
      "VIE与红筹架构搭建",
      "欧洲VAT注册申报与EPR合规",
      "出口退税与ODI境外投资备案",
    ],
  },
  services: {
    eyebrow: "SERVICE CONTENTS",
    title: "服务内容",
    items: [
      {
        title: "境外银行开户",
        text: "香港、新加坡、美国等地公司银行账户开立，协助准备尽调材料与面签。",
        icon: "coins",
      },
      {
        title: "VIE架构",
        text: "境外上市主体、WFOE与协议控制设计，配套外汇登记与法律文件。",
        icon: "layers",
      },
      {
        title: "VAT/EPR",
        text: "英国及欧盟各国VAT注册与申报，德国、法国等地EPR生产者责任注册。",
        icon: "document",
      },
      {
        title: "出口退税",
        text: "出口退（免）税备案、单证备案与退税申报，加快资金回笼。",
        icon: "chart",
      },
      {
        title: "ODI境外投资备案",
        text: "发改委、商务部门境外投资备案及银行外汇登记，资金合规出境。",
        icon: "globe",
      },
      {
        title: "境外公司注册",
        text: "香港、新加坡、美国、英国等地公司设立、年审与秘书服务。",
        icon: "building",
      },
    ],
  },
  flow: {
    eyebrow: "SERVICE FLOW",
    title: "服务流程",
    steps: [
      { title: "出海咨询", text: "了解目标市场与业务模式" },
      { title: "方案设计", text: "设计主体架构与合规路径" },
      { title: "境内审批", text: "办理ODI备案与外汇登记" },
      { title: "境外落地", text: "公司注册、开户与税号申请" },
      { title: "持续合规", text: "年审、税务申报与退税跟进" },
    ],
  },
  advantages: {
    eyebrow: "OUR ADVANTAGES",
    title: "我们的优势",
    items: [
      {
        title: "全球网络",
        text: "境外9家公司，本地团队直接对接当地机构。",
        icon: "globe",
      },
      {
        title: "境内外联动",
        text: "境内审批与境外落地由同一团队统筹推进。",
        icon: "handshake",
      },
      {
        title: "专业合规",
        text: "熟悉各地公司法、税制与外汇监管要求。",
        icon: "shield",
      },
      {
        title: "一站服务",
        text: "从架构设计到持续合规，全流程一个顾问对接。",
        icon: "layers",
      },
    ],
  },
};

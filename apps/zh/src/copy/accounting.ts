import type { ServiceGroupPageCopy } from "@site/pages/edition";
import { media } from "../urls";

export const accountingCopy: ServiceGroupPageCopy = {
  hero: {
    eyebrow: "ACCOUNTING & REGISTRATION",
    title: "会计事业群",
    subtitle: "从公司注册到账务、税务、审计，专业会计团队为企业财税全程护航",
    imageUrl: media("/profile/case/case-25.webp"),
  },
  intro: {
    eyebrow: "WHAT WE CAN DO",
    title: "我们能为您做什么",
    paragraphs: [
      "天诚会计事业群由39位注册会计师、15位税务师领衔，为初创企业、中小微企业与集团公司提供工商、财务、税务一体化服务。我们熟悉各行业账务实务与地方税收政策，让企业少走弯路、合规经营。",
      "无论您是准备注册第一家公司，还是需要梳理多年的历史账务，专属会计顾问都会为您量身制定方案，按月交付账簿报表，重要节点提前提醒，让您把精力集中在经营上。",
    ],
    points: [
      "新公司注册、变更与注销一站办理",
      "每月记账报税，报表按时送达",
      "年度汇算清缴与工商年报",
      "财税健康检查与风险排查",
    ],
  },
  services: {
    eyebrow: "SERVICE CONTENTS",
    title: "服务内容",
    items: [
      {
        title: "代理记账",
        text: "票据整理、凭证录入、账簿登记与财务报表编制，小规模与一般纳税人全覆盖。",
        icon: "calculator",
      },
      {
        title: "工商注册与变更",
        text: "公司设立、名称与地址变更、股权转让、增资减资及注销，材料一次备齐。",
        icon: "building",
      },
      {
        title: "税务申报与筹划",
        text: "增值税、企业所得税、个税按期申报，依法运用优惠政策合理降低税负。",
        icon: "chart",
      },
      {
        title: "审计与验资",
        text: "年度财务审计、专项审计、验资及高新、融资等用途审计报告。",
        icon: "document",
      },
      {
        title: "社保公积金",
        text: "单位社保与公积金开户、增减员、基数申报与年度调整，按月代缴。",
        icon: "users",
      },
      {
        title: "财税合规",
        text: "历史账务梳理、税务稽查应对与内控制度建设，防患于未然。",
        icon: "shield",
      },
    ],
  },
  flow: {
    eyebrow: "SERVICE FLOW",
    title: "服务流程",
    steps: [
      { title: "需求沟通", text: "了解企业规模、行业与财税现状" },
      { title: "方案报价", text: "出具服务方案，费用明码标价" },
      { title: "签订合同", text: "约定服务内容、交付周期与保密条款" },
      { title: "专人办理", text: "专属会计对接，进度实时同步" },
      { title: "交付回访", text: "按月交付报表，定期回访答疑" },
    ],
  },
  advantages: {
    eyebrow: "OUR ADVANTAGES",
    title: "我们的优势",
    items: [
      {
        title: "持证团队",
        text: "39位注册会计师、15位税务师、10位律师组成的专业团队。",
        icon: "award",
      },
      {
        title: "服务规模",
        text: "累计服务6万余家企业客户，熟悉各行业财税实务。",
        icon: "users",
      },
      {
        title: "快速响应",
        text: "专属顾问30分钟内响应，紧急事项当日处理。",
        icon: "rocket",
      },
      {
        title: "资料保密",
        text: "签署保密协议，账务资料专人专管、全程留痕。",
        icon: "shield",
      },
    ],
  },
};

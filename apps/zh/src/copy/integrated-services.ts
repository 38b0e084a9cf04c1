import type { ServiceGroupPageCopy } from "@site/pages/edition";
import { media } from "../urls";

export const integratedServicesCopy: ServiceGroupPageCopy = {
  hero: {
    eyebrow: "INTEGRATED SERVICES",
    title: "综合事业群",
    subtitle: "小客车指标、各类许可证、园区入驻与政策补贴，企业政务事项一站代办",
    imageUrl: media("/profile/case/case-13.webp"),
  },
  intro: {
    eyebrow: "WHAT WE CAN DO",
    title: "我们能为您做什么",
    paragraphs: [
      "企业经营中总有许多政务事项：车辆指标、行业许可、园区入驻、补贴申报……天诚综合事业群汇集熟悉各级政策与审批流程的专业顾问，为企业提供一站式代办服务，省去反复跑窗口、补材料的时间。",
      "我们持续跟踪各地产业扶持政策，主动为符合条件的企业匹配房租补贴、专精特新认定等政策红利，让企业应享尽享。",
    ],
    points: [
      "企业名下小客车指标申请",
      "各类行业经营许可证办理",
      "产业园区入驻与注册地址",
      "政策补贴匹配与申报",
    ],
  },
  services: {
    eyebrow: "SERVICE CONTENTS",
    title: "服务内容",
    items: [
      {
        title: "小客车指标",
        text: "企业名下小客车指标申请与更新，资格核验与材料准备全程代办。",
        icon: "target",
      },
      {
        title: "各类许可证",
        text: "食品经营、人力资源、道路运输、医疗器械、ICP等行业许可证办理。",
        icon: "document",
      },
      {
        title: "园区入驻",
        text: "对接各地产业园区，协助企业入驻、迁址与享受园区配套政策。",
        icon: "building",
      },
      {
        title: "房租补贴",
        text: "梳理园区与区级房租补贴政策，准备申报材料并跟进兑付。",
        icon: "coins",
      },
      {
        title: "专精特新认定",
        text: "创新型中小企业、专精特新中小企业及“小巨人”认定申报辅导。",
        icon: "award",
      },
      {
        title: "政策申报",
        text: "各级财政补贴、奖励资金与扶持项目的匹配、申报与验收。",
        icon: "compass",
      },
    ],
  },
  flow: {
    eyebrow: "SERVICE FLOW",
    title: "服务流程",
    steps: [
      { title: "需求确认", text: "明确办理事项与企业条件" },
      { title: "资格评估", text: "对照政策逐项核验申请资格" },
      { title: "材料准备", text: "编制申请材料并预审把关" },
      { title: "递交办理", text: "专人递交并跟进审批进度" },
      { title: "结果交付", text: "领取证照或补贴，后续持续提醒" },
    ],
  },
  advantages: {
    eyebrow: "OUR ADVANTAGES",
    title: "我们的优势",
    items: [
      {
        title: "政策精通",
        text: "专人跟踪各级政策变化，第一时间匹配可申报项目。",
        icon: "compass",
      },
      {
        title: "一站代办",
        text: "多项事项统一对接一个顾问，省时省心。",
        icon: "layers",
      },
      {
        title: "全国网络",
        text: "23个地区设有服务网点，异地事项就近办理。",
        icon: "globe",
      },
      {
        title: "进度透明",
        text: "每个节点实时同步，办理结果可追溯。",
        icon: "eye",
      },
    ],
  },
};

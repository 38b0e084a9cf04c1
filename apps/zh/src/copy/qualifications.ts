import type { ServiceGroupPageCopy } from "@site/pages/edition";
import { media } from "../urls";

export const qualificationsCopy: ServiceGroupPageCopy = {
  hero: {
    eyebrow: "CONSTRUCTION QUALIFICATIONS",
    title: "资质事业群",
    subtitle: "建筑业企业资质新办、增项、升级与延续，人员、业绩、材料一次梳理到位",
    imageUrl: media("/profile/case/case-01.webp"),
  },
  intro: {
    eyebrow: "WHAT WE CAN DO",
    title: "我们能为您做什么",
    paragraphs: [
      "资质是建筑企业承接工程的通行证。天诚资质事业群深耕建筑资质领域十余年，熟悉住建部门最新资质标准与各地审批口径，为施工总承包、专业承包、设计、监理、劳务等各类企业提供资质规划与申报服务。",
      "从人员配置、社保缴纳、业绩整理到申报材料编制，顾问团队全程把关，一次申报、一次通过；资质取得后，我们持续提醒动态核查与延续时间，让资质始终有效。",
    ],
    points: [
      "资质标准解读与升级路径规划",
      "注册建造师、职称人员配置方案",
      "工程业绩梳理与材料编制",
      "资质动态核查与延续提醒",
    ],
  },
  services: {
    eyebrow: "SERVICE CONTENTS",
    title: "服务内容",
    items: [
      {
        title: "资质新办",
        text: "施工总承包、专业承包、劳务资质首次申请，新设企业最快60个工作日取证。",
        icon: "building",
      },
      {
        title: "资质增项",
        text: "在现有资质基础上增加专业类别，拓宽可承接工程范围。",
        icon: "layers",
      },
      {
        title: "资质升级",
        text: "二级升一级、三级升二级，人员与业绩提前规划，申报一次通过。",
        icon: "chart",
      },
      {
        title: "资质延续",
        text: "有效期届满前办理延续，人员与社保提前自查，避免资质失效。",
        icon: "clock",
      },
      {
        title: "安全生产许可证",
        text: "安全生产许可证新办、延期与变更，安管人员“三类人员”证书配套办理。",
        icon: "shield",
      },
      {
        title: "资质转让与重组",
        text: "企业合并、分立与资质平移，尽职调查与风险评估全程把关。",
        icon: "handshake",
      },
    ],
  },
  flow: {
    eyebrow: "SERVICE FLOW",
    title: "服务流程",
    steps: [
      { title: "资质评估", text: "核对企业现有人员、业绩与资产" },
      { title: "规划方案", text: "制定申报路径与人员配置计划" },
      { title: "材料编制", text: "整理业绩、人员证书与申报表格" },
      { title: "提交申报", text: "线上申报并跟进审批进度" },
      { title: "取证维护", text: "领取证书，动态核查与延续提醒" },
    ],
  },
  advantages: {
    eyebrow: "OUR ADVANTAGES",
    title: "我们的优势",
    items: [
      {
        title: "经验丰富",
        text: "专家团队累计协助1200余家企业取得或升级资质。",
        icon: "award",
      },
      {
        title: "通过率高",
        text: "申报前逐项预审，材料不合格不提交，一次通过率行业领先。",
        icon: "check",
      },
      {
        title: "政策熟悉",
        text: "跟踪住建部门最新标准，覆盖23个地区的审批口径。",
        icon: "compass",
      },
      {
        title: "全程透明",
        text: "节点进度实时同步，费用事先约定，绝无隐形收费。",
        icon: "eye",
      },
    ],
  },
};

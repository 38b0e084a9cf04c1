import type { PartnershipTemplateCopy } from "@site/ui/templates";
import { media } from "../urls";

export const partnershipCopy: PartnershipTemplateCopy = {
  hero: {
    eyebrow: "BUSINESS PARTNERSHIP",
    title: "商业合作",
    subtitle: "携手天诚控股集团，共享6万余家企业客户与一站式企业服务能力",
    imageUrl: media("/profile/news/news-48.webp"),
    action: { label: "联系合作部门", href: "#partnership-contacts" },
  },
  objectives: {
    eyebrow: "OBJECTIVES",
    title: "合作目标",
    numbered: true,
    items: [
      {
        title: "资源共享",
        text: "开放集团服务产品与客户资源，与合作伙伴互为补充、相互引流。",
      },
      {
        title: "优势互补",
        text: "发挥各自在行业、地域与专业上的优势，为客户提供更完整的解决方案。",
      },
      {
        title: "长期共赢",
        text: "分成规则公开透明，结算及时，建立长期稳定的合作关系。",
      },
    ],
  },
  why: {
    eyebrow: "WHY US",
    title: "为什么与我们合作",
    items: [
      {
        title: "品牌实力",
        text: "国内14家公司、境外9家公司，服务网络覆盖23个地区。",
        icon: "award",
      },
      {
        title: "产品齐全",
        text: "会计、资质、企贷、综合、知识产权与海外六大业务线，2000余项服务。",
        icon: "layers",
      },
      {
        title: "专业交付",
        text: "197位专业人才、178位行业专家把关，交付质量有保障。",
        icon: "check",
      },
      {
        title: "金融资源",
        text: "与50余家合作金融机构长期合作，为客户提供融资支持。",
        icon: "coins",
      },
    ],
  },
  process: {
    eyebrow: "PROCESS",
    title: "合作流程",
    steps: [
      { title: "提交意向", text: "联系合作部门，说明合作方向" },
      { title: "洽谈评估", text: "商务经理沟通合作模式与分成" },
      { title: "签署协议", text: "明确双方权责与结算方式" },
      { title: "开展合作", text: "业务培训上岗，共同服务客户" },
    ],
  },
  // Spec 2.7 / 9: the support team figures; hovering a side card moves it to the middle.
  support: {
    eyebrow: "SUPPORT TEAM",
    title: "强大的支撑团队",
    subtitle: "1500余人的专业团队，为合作伙伴提供从获客到交付的全流程支持",
    cards: [
      {
        value: 1078,
        unit: "人",
        label: "顾问咨询团队",
        text: "覆盖全国的业务顾问，为客户答疑并出具方案",
        icon: "users",
      },
      {
        value: 132,
        unit: "人",
        label: "运营团队",
        text: "市场推广、品牌宣传与客户运营支持",
        icon: "chart",
      },
      {
        value: 311,
        unit: "人",
        label: "交付团队",
        text: "专业办理各项业务，按时保质交付",
        icon: "check",
      },
    ],
  },
  contacts: {
    eyebrow: "CONTACT",
    title: "合作联系",
    subtitle: "欢迎与对应部门联系，我们将尽快与您沟通合作细节",
    person: "联系人",
    phone: "电话",
    address: "地址",
  },
  qrCode: {
    imageUrl: media("/profile/qr/partner-wechat.svg"),
    alt: "天诚控股集团商务合作微信二维码",
    caption: "微信扫码，洽谈合作",
  },
};

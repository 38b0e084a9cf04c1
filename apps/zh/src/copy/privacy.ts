import type { PrivacyTemplateCopy } from "@site/ui/templates";
import { hotline } from "./contacts";
import { links } from "../links";

// D5: what the consultation and complaint forms collect, why, for how long, who sees it and
// whom to ask. The retention periods are the group's policy; the server deletes uploads that
// no complaint names within 24 hours (D4).
export const privacyCopy: PrivacyTemplateCopy = {
  hero: {
    eyebrow: "PRIVACY POLICY",
    title: "隐私政策",
    subtitle: "我们只收集处理您的咨询和投诉所必需的信息",
    action: { label: "返回首页", href: links.href("home") },
  },
  updated: "更新日期：2026年11月1日",
  sections: [
    {
      title: "我们收集哪些信息",
      paragraphs: [
        "本网站只在您主动提交表单时收集个人信息。浏览网页时，我们仅记录您访问了哪个页面，不记录您的姓名或电话。",
        "在线咨询：您的姓名、联系电话和咨询内容。",
        "投诉建议：您的姓名、联系电话、公司名称、对接顾问姓名、问题类别及说明、问题描述、您期望的解决方式及说明，以及您上传的图片（最多5张）。",
      ],
    },
    {
      title: "我们为什么收集",
      paragraphs: [
        "在线咨询的信息只用于顾问就您咨询的业务与您联系，我们承诺在30分钟内与您联系。",
        "投诉建议的信息只用于核实和处理您反映的问题，并把处理结果告诉您。上传的图片是您提供的证明材料，只用于核实该投诉。",
        "我们不会把您的信息用于与上述目的无关的营销，也不会出售、出租给任何第三方。",
      ],
    },
    {
      title: "我们保存多久",
      paragraphs: [
        "咨询记录自提交之日起保存一年，投诉记录和图片自提交之日起保存三年，以便日后查询和复核；期满后由系统自动删除。",
        "上传后没有随投诉一起提交的图片，会在24小时内自动删除。",
      ],
    },
    {
      title: "谁能看到您的信息",
      paragraphs: [
        "您的信息保存在集团自有的服务器上，不会出现在网站的任何公开页面或公开接口中；投诉图片单独私密保存，没有公开的访问地址。",
        "只有负责回复咨询的顾问和负责处理投诉的客服、质量管理人员，才能在工作需要的范围内查看相关记录。",
      ],
    },
    {
      title: "您的权利与联系我们",
      paragraphs: [
        `您可以随时要求查阅、更正或删除您提交的信息，也可以就本政策提出疑问。请拨打${hotline.label} ${hotline.phone}（${hotline.note}），我们会在核实您的身份后尽快处理。`,
      ],
    },
  ],
};

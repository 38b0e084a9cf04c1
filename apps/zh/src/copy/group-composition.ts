import type { CompositionTemplateProps } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const groupCompositionCopy: CompositionTemplateProps["copy"] = {
  hero: {
    eyebrow: "GROUP STRUCTURE",
    title: "集团构成",
    subtitle: "五大事业群与海外事业部协同，为企业提供一站式服务",
    imageUrl: media("/profile/news/news-44.webp"),
    action: { label: "查看全球布局", href: links.href("quanqiubujv") },
  },
  list: {
    eyebrow: "OUR BUSINESS GROUPS",
    title: "事业群与子公司",
    subtitle: "会计、资质、企贷、综合、知识产权与海外，各有专长，协同交付",
  },
};

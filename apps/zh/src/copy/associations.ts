import type { AssociationTemplateProps } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const associationsCopy: AssociationTemplateProps["copy"] = {
  hero: {
    eyebrow: "BUSINESS ASSOCIATIONS",
    title: "商协会",
    subtitle: "与各地商会、行业协会携手，为会员企业开通专属服务通道",
    imageUrl: media("/profile/news/news-42.webp"),
    action: { label: "洽谈商业合作", href: links.href("shangye") },
  },
  // Spec 2.9: the first 9, and a toggle to all.
  cooperation: {
    eyebrow: "COOPERATION",
    title: "合作概览",
    subtitle: "与我们建立合作关系的商会与协会",
    toggle: { expand: "展开全部", collapse: "收起" },
  },
  news: {
    eyebrow: "NEWS",
    title: "商协会动态",
    subtitle: "政策宣讲、融资对接与合作签约的最新消息",
  },
};

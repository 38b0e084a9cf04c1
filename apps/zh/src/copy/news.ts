import type { NewsTemplateCopy } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const newsCopy: NewsTemplateCopy = {
  hero: {
    eyebrow: "GROUP NEWS",
    title: "集团资讯",
    subtitle: "政策解读、集团动态与全球热点，助您把握企业经营与出海的每一个机遇",
    imageUrl: media("/profile/news/news-47.webp"),
    action: { label: "了解集团简介", href: links.href("aboutus") },
  },
  featured: {
    eyebrow: "FEATURED",
    title: "精选资讯",
    subtitle: "财税、资质与产业政策的权威解读",
  },
  company: { title: "公司动态" },
  globalHot: { title: "全球热点" },
  // Spec 2.6: the three brochures served under /PDF.
  publications: {
    eyebrow: "BROCHURES",
    title: "品牌手册",
    subtitle: "下载集团介绍与业务手册，全面了解天诚的服务能力",
    newTabHint: "（PDF，在新标签页打开）",
    badge: "PDF",
    items: [
      {
        title: "集团介绍",
        description: "天诚控股集团规模、事业群与服务网络",
        href: "/PDF/group-introduction.pdf",
      },
      {
        title: "建筑资质品牌手册",
        description: "资质新办、增项、升级与延续服务详解",
        href: "/PDF/qualification-brochure.pdf",
      },
      {
        title: "国际业务手册",
        description: "境外开户、VIE架构、VAT/EPR与ODI备案",
        href: "/PDF/international-brochure.pdf",
      },
    ],
  },
};

import type { GlobalLayoutTemplateCopy } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const globalLayoutCopy: GlobalLayoutTemplateCopy = {
  hero: {
    eyebrow: "GLOBAL NETWORK",
    title: "全球布局",
    subtitle: "境内14家公司、境外9家公司，服务网络覆盖23个地区",
    imageUrl: media("/profile/news/news-43.webp"),
    action: { label: "洽谈商业合作", href: links.href("shangye") },
  },
  directory: {
    eyebrow: "OFFICES",
    title: "分支机构与负责人",
    subtitle: "每个城市都有专属负责人，就近为您服务",
  },
  staff: { phone: "电话", address: "地址" },
  primaryName: "name",
  // Spec 2.1: the office named 北京 opens the Beijing branch page (an about page, D7 key 6).
  officeLinks: { 北京: links.href("beijing") },
};

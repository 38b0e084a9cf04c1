import type { DetailTemplateCopy } from "@site/ui/templates";
import { links } from "../links";

export const newsDetailCopy: DetailTemplateCopy = {
  title: "资讯详情",
  dateLabel: "发布时间",
  sourceLabel: "来源",
  // D3: an unknown or withdrawn article.
  notFound: {
    title: "资讯不存在",
    message: "该资讯不存在或已下线",
    homeHref: links.href("zixun"),
    homeLabel: "返回集团资讯",
  },
  back: { label: "返回集团资讯", href: links.href("zixun") },
};

import type { DetailTemplateCopy } from "@site/ui/templates";

export const contentCopy: DetailTemplateCopy = {
  title: "资讯详情",
  dateLabel: "发布时间",
  sourceLabel: "来源",
  // D3: an unknown or withdrawn article.
  notFound: {
    title: "资讯不存在",
    message: "该资讯不存在或已下线",
    homeHref: "/zixun?key=5",
    homeLabel: "返回集团资讯",
  },
  back: { label: "返回集团资讯", href: "/zixun?key=5" },
};

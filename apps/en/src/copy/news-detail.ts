import type { DetailTemplateCopy } from "@site/ui/templates";
import { links } from "../links";

const backToNews = { label: "Back to Group News", href: links.href("zixun") };

export const newsDetailCopy: DetailTemplateCopy = {
  title: "News Article",
  dateLabel: "Published",
  sourceLabel: "Source",
  // D3: an unknown or withdrawn article.
  notFound: {
    title: "Article not found",
    message: "This article is no longer available",
    homeHref: backToNews.href,
    homeLabel: backToNews.label,
  },
  back: backToNews,
};

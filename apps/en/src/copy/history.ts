import type { HistoryTemplateProps } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const historyCopy: HistoryTemplateProps["copy"] = {
  hero: {
    eyebrow: "Since 2012",
    title: "Our History",
    subtitle:
      "From a 12-person bookkeeping office to a business services group of 23 companies in mainland China and abroad.",
    imageUrl: media("/profile/news/news-39.webp"),
    action: { label: "Meet the group's companies", href: links.href("jituangoucheng") },
  },
  timeline: {
    eyebrow: "Milestones",
    title: "Key milestones",
    subtitle: "How Tiancheng has grown since 2012.",
  },
};

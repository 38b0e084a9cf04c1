import type { HistoryTemplateProps } from "@site/ui/templates";
import { media } from "../urls";

export const fazhanlichengCopy: HistoryTemplateProps["copy"] = {
  hero: {
    eyebrow: "Since 2012",
    title: "Our History",
    subtitle:
      "From a 12-person bookkeeping office to a business services group of 23 companies in mainland China and abroad.",
    imageUrl: media("/profile/news/news-39.svg"),
  },
  timeline: {
    eyebrow: "Milestones",
    title: "Key milestones",
    subtitle: "How Tiancheng has grown since 2012.",
  },
};

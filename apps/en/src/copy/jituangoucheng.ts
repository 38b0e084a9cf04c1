import type { CompositionTemplateProps } from "@site/ui/templates";
import { media } from "../urls";

export const jituangouchengCopy: CompositionTemplateProps["copy"] = {
  hero: {
    eyebrow: "Group structure",
    title: "Group Composition",
    subtitle:
      "Five business groups and an Overseas Division work together to provide one-stop services for businesses.",
    imageUrl: media("/profile/news/news-44.svg"),
  },
  list: {
    eyebrow: "Our business groups",
    title: "Business Groups and Subsidiaries",
    subtitle:
      "Accounting, qualifications, enterprise loans, integrated services, intellectual property and overseas services: each with its own expertise, delivering together.",
  },
};

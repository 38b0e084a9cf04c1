import type { CompositionTemplateProps } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const groupCompositionCopy: CompositionTemplateProps["copy"] = {
  hero: {
    eyebrow: "Our companies",
    title: "Group Structure",
    subtitle:
      "Five business groups and the Overseas Division work together to give businesses one-stop service.",
    imageUrl: media("/profile/news/news-44.webp"),
    action: { label: "See our offices worldwide", href: links.href("quanqiubujv") },
  },
  list: {
    eyebrow: "Our business groups",
    title: "Business groups and subsidiaries",
    subtitle:
      "Accounting, qualifications, loans, integrated services and IP, plus the Overseas Division: each with its own expertise, all working as one team.",
  },
};

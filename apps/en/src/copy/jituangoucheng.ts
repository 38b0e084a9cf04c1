import type { CompositionTemplateProps } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const jituangouchengCopy: CompositionTemplateProps["copy"] = {
  hero: {
    eyebrow: "Our companies",
    title: "Group Structure",
    subtitle:
      "Five business groups and the Overseas Division work together to give businesses one-stop service.",
    imageUrl: media("/profile/news/news-44.svg"),
    action: { label: "See our offices worldwide", href: links.href("quanqiubujv") },
  },
  list: {
    eyebrow: "Our business groups",
    title: "Business Groups and Subsidiaries",
    subtitle:
      "Accounting, qualifications, enterprise loans, integrated services, intellectual property and overseas services: each with its own expertise, delivering together.",
  },
};

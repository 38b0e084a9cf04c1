import type { AssociationTemplateProps } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const associationsCopy: AssociationTemplateProps["copy"] = {
  hero: {
    eyebrow: "Chambers and associations",
    title: "Business Associations",
    subtitle:
      "We work with chambers of commerce and industry associations to give their members dedicated support.",
    imageUrl: media("/profile/news/news-42.webp"),
    action: { label: "Explore a partnership", href: links.href("shangye") },
  },
  // Spec 2.9: the first 9, and a toggle to all.
  cooperation: {
    eyebrow: "Partnerships",
    title: "Our partners",
    subtitle: "The chambers of commerce and associations we work with.",
    toggle: { expand: "Show all", collapse: "Show fewer" },
  },
  news: {
    eyebrow: "News",
    title: "Association news",
    subtitle: "The latest on policy briefings, financing events and partnership agreements.",
  },
};

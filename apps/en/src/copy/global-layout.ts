import type { GlobalLayoutTemplateCopy } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const globalLayoutCopy: GlobalLayoutTemplateCopy = {
  hero: {
    eyebrow: "Global network",
    title: "Global Presence",
    subtitle:
      "14 companies in mainland China and 9 abroad, with a service network covering 23 regions.",
    imageUrl: media("/profile/news/news-43.webp"),
    action: { label: "Explore a partnership", href: links.href("shangye") },
  },
  directory: {
    eyebrow: "Offices",
    title: "Offices and local contacts",
    subtitle: "A local representative in each of our cities, ready to help.",
  },
  staff: { phone: "Phone", address: "Address" },
  primaryName: "englishName",
  // No office links: the English edition has no Beijing branch page (spec 2.2).
};

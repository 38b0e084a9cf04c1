import type { NewsTemplateCopy } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const newsCopy: NewsTemplateCopy = {
  hero: {
    eyebrow: "News and insights",
    title: "Group News",
    subtitle:
      "Policy analysis, group updates and global trends, to help you spot opportunities in China and abroad",
    imageUrl: media("/profile/news/news-47.webp"),
    action: { label: "Read the group profile", href: links.href("aboutus") },
  },
  featured: {
    eyebrow: "Featured",
    title: "Featured stories",
    subtitle: "Expert analysis of tax, qualification and industrial policy",
  },
  company: { title: "Company news" },
  globalHot: { title: "Global hot topics" },
  // Spec 2.6: the three brochures served under /PDF.
  publications: {
    eyebrow: "Downloads",
    title: "Brochures",
    subtitle:
      "Download our group introduction and service brochures to see what Tiancheng can do for you",
    newTabHint: " (PDF, opens in a new tab)",
    badge: "PDF",
    items: [
      {
        title: "Group introduction",
        description: "Our scale, business groups and service network",
        href: "/PDF/group-introduction.pdf",
      },
      {
        title: "Construction qualification brochure",
        description: "New applications, additions, upgrades and renewals explained",
        href: "/PDF/qualification-brochure.pdf",
      },
      {
        title: "International business brochure",
        description: "Overseas bank accounts, VIE structures, VAT/EPR and ODI filing",
        href: "/PDF/international-brochure.pdf",
      },
    ],
  },
};

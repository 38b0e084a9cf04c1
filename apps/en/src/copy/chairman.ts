import type { ChairmanTemplateProps } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const chairmanCopy: ChairmanTemplateProps["copy"] = {
  hero: {
    eyebrow: "From the chairman",
    title: "Chairman's Message",
    subtitle:
      "Fourteen years on, our commitment is unchanged: to go further together with our clients, partners and colleagues.",
    imageUrl: media("/profile/news/news-45.webp"),
    action: { label: "Read the group profile", href: links.href("aboutus") },
  },
};

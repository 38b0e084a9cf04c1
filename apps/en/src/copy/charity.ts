import type { CharityTemplateProps } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const charityCopy: CharityTemplateProps["copy"] = {
  hero: {
    eyebrow: "Giving back",
    title: "Charity",
    subtitle:
      "Giving back through our expertise: student bursaries, free bookkeeping and services for rural revitalisation.",
    imageUrl: media("/profile/news/news-41.webp"),
    action: { label: "See our work with universities", href: links.href("xiaoqi") },
  },
  list: {
    eyebrow: "In the community",
    title: "Our charity work",
    subtitle: "Every charitable initiative our people have taken part in.",
  },
};

import type { ChairmanTemplateProps } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const chairmanCopy: ChairmanTemplateProps["copy"] = {
  hero: {
    eyebrow: "CHAIRMAN'S MESSAGE",
    title: "董事长致辞",
    subtitle: "十四年初心不改，与客户、伙伴和同仁一起走更长远的路",
    imageUrl: media("/profile/news/news-45.webp"),
    action: { label: "了解集团简介", href: links.href("aboutus") },
  },
};

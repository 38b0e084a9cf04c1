import type { HistoryTemplateProps } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const historyCopy: HistoryTemplateProps["copy"] = {
  hero: {
    eyebrow: "OUR HISTORY",
    title: "发展历程",
    subtitle: "从一间12人的记账办公室，到境内外23家公司的企业服务集团",
    imageUrl: media("/profile/news/news-39.webp"),
    action: { label: "了解集团构成", href: links.href("jituangoucheng") },
  },
  timeline: {
    eyebrow: "MILESTONES",
    title: "大事记",
    subtitle: "2012年至今，天诚走过的每一步",
  },
};

import type { CharityTemplateProps } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const charityCopy: CharityTemplateProps["copy"] = {
  hero: {
    eyebrow: "PUBLIC CHARITY",
    title: "公益慈善",
    subtitle: "以专业回馈社会：助学、免费代账与乡村振兴服务行动",
    imageUrl: media("/profile/news/news-41.webp"),
    action: { label: "了解校企合作", href: links.href("xiaoqi") },
  },
  list: {
    eyebrow: "OUR ACTIVITIES",
    title: "公益活动",
    subtitle: "天诚人参与的每一次公益行动",
  },
};

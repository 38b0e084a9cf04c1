import type { CultureTemplateProps } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

// Spec 2.8: the culture page is static copy on vision, mission and values.
export const cultureCopy: CultureTemplateProps["copy"] = {
  hero: {
    eyebrow: "CORPORATE CULTURE",
    title: "企业文化",
    subtitle: "诚信、专业、创新、共赢",
    imageUrl: media("/profile/culture/vision.webp"),
    action: { label: "查看发展历程", href: links.href("fazhanlicheng") },
  },
  intro: {
    eyebrow: "OUR BELIEF",
    title: "我们相信",
    paragraphs: [
      "中小微企业是经济中最有活力的部分，也最需要专业、可靠、价格透明的服务。天诚从一间代理记账办公室起步，十余年来始终把客户的事当成自己的事来办。",
      "我们的文化不是挂在墙上的口号，而是每一位顾问在报价前讲清楚费用、在交付后主动回访、把客户资料当作自己的秘密来保护的日常习惯。",
    ],
    image: { src: media("/profile/culture/mission.webp"), alt: "" },
  },
  blocks: {
    eyebrow: "VISION · MISSION · VALUES",
    title: "愿景、使命与价值观",
    items: [
      {
        eyebrow: "VISION",
        title: "愿景",
        text: "成为中小微企业最信赖的成长伙伴，让每一家企业都能获得一流的专业服务。",
        icon: "eye",
      },
      {
        eyebrow: "MISSION",
        title: "使命",
        text: "以专业守护每一家企业的成长：降低经营成本与合规风险，让创业更简单，让出海更稳健。",
        icon: "compass",
      },
      {
        eyebrow: "VALUES",
        title: "价值观",
        text: [
          "诚信：价格透明，承诺必达",
          "专业：持证上岗，精益求精",
          "创新：用数字化提升服务效率",
          "共赢：与客户、伙伴、员工共同成长",
        ],
        icon: "heart",
      },
    ],
  },
};

import type { CultureTemplateProps } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

// Spec 2.8: the culture page is static copy on vision, mission and values.
export const cultureCopy: CultureTemplateProps["copy"] = {
  hero: {
    eyebrow: "Our culture",
    title: "Corporate Culture",
    subtitle: "Integrity, professionalism, innovation and shared success",
    imageUrl: media("/profile/culture/vision.webp"),
    action: { label: "See our history", href: links.href("fazhanlicheng") },
  },
  intro: {
    eyebrow: "What we believe",
    title: "Our beliefs",
    paragraphs: [
      "Small and micro businesses are the most dynamic part of the economy, and they are also the ones that most need professional, reliable services at transparent prices. Tiancheng started out as a single bookkeeping office, and for more than ten years we have treated our clients' business as our own.",
      "Our culture is not a slogan on the wall. It is the everyday habit of every advisor: explaining every fee before we quote, following up after the work is delivered, and protecting client information as carefully as our own.",
    ],
    image: { src: media("/profile/culture/mission.webp"), alt: "" },
  },
  blocks: {
    eyebrow: "Vision, mission and values",
    title: "What guides us",
    items: [
      {
        title: "Vision",
        text: "To be the growth partner that small and micro businesses trust most, so that every business has access to first-class professional services.",
        icon: "eye",
      },
      {
        title: "Mission",
        text: "To help every business grow with professional service: lower operating costs, fewer compliance risks, an easier start and a safer path to going global.",
        icon: "compass",
      },
      {
        title: "Values",
        text: [
          "Integrity: transparent prices, promises kept",
          "Professionalism: qualified staff, high standards",
          "Innovation: digital tools for more efficient service",
          "Shared success: growing together with clients, partners and employees",
        ],
        icon: "heart",
      },
    ],
  },
};

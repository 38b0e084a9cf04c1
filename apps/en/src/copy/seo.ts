import { contactPointsOf, type SeoCopy } from "@site/pages/edition";
import { hotline, overseasEntities, overseasSiteUrl } from "./contacts";

/** What the English pages say to search engines and in shared links (issue 13). */
export const seoCopy: SeoCopy = {
  homeTitle: "Tiancheng Holdings Group | One-Stop Business Services in China and Abroad",
  ogLocale: "en_US",
  socialImage: {
    path: "/en/social-card.png",
    width: 1200,
    height: 630,
    alt: "Tiancheng Holdings Group: one-stop business services",
  },
  organization: {
    name: "Tiancheng Holdings Group",
    alternateName: "天诚控股集团",
    logoPath: "/en/logo.png",
    sameAs: [overseasSiteUrl],
    contactPoints: contactPointsOf(hotline, overseasEntities, {
      hotline: ["zh-CN", "en"],
      companies: ["en", "zh-CN"],
    }),
  },
};

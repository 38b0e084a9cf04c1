import { contactPointsOf, type SeoCopy } from "@site/pages/edition";
import { hotline, overseasEntities, overseasSiteUrl } from "./contacts";

/** What the Chinese pages say to search engines and in shared links (issue 13). */
export const seoCopy: SeoCopy = {
  homeTitle: "天诚控股集团 | 一站式企业服务：财税、资质、企贷、知识产权与出海",
  ogLocale: "zh_CN",
  socialImage: {
    path: "/zh/social-card.png",
    width: 1200,
    height: 630,
    alt: "天诚控股集团：一站式企业服务",
  },
  organization: {
    name: "天诚控股集团",
    alternateName: "Tiancheng Holdings Group",
    logoPath: "/zh/logo.png",
    sameAs: [overseasSiteUrl],
    contactPoints: contactPointsOf(hotline, overseasEntities, {
      hotline: ["zh-CN"],
      companies: ["zh-CN", "en"],
    }),
  },
};

import type { EditionCopy, RoutePageId } from "@site/pages/edition";
import { notFoundCopy, siteName } from "./copy";
import { complaintSetup } from "./copy/complaint";
import { consultSetup } from "./copy/consult";
import { seoCopy } from "./copy/seo";
import { shellCopy } from "./copy/shell";
import type { routeTable } from "./route-table";
import { serviceGroupsCopy } from "./copy/services";

/** The Chinese edition: the copy every page shares, and each page's copy, loaded with its page; `@site/pages` turns it into the site. */
export const zhEdition: EditionCopy<RoutePageId<typeof routeTable>> = {
  siteName,
  seo: seoCopy,
  shell: shellCopy,
  consult: consultSetup,
  complaint: complaintSetup,
  notFound: notFoundCopy,
  serviceGroups: serviceGroupsCopy,
  charityItemsOpenDetail: true,
  pages: {
    home: () => import("./copy/home").then((copy) => copy.homePage),
    kuaiji: () => import("./copy/accounting").then((copy) => copy.accountingCopy),
    zizhi: () => import("./copy/qualifications").then((copy) => copy.qualificationsCopy),
    qidai: () => import("./copy/enterprise-loans").then((copy) => copy.enterpriseLoansCopy),
    zonghe: () => import("./copy/integrated-services").then((copy) => copy.integratedServicesCopy),
    zhichan: () =>
      import("./copy/intellectual-property").then((copy) => copy.intellectualPropertyCopy),
    haiwai: () => import("./copy/overseas").then((copy) => copy.overseasCopy),
    shangye: () => import("./copy/partnership").then((copy) => copy.partnershipCopy),
    zixun: () => import("./copy/news").then((copy) => copy.newsCopy),
    content: () => import("./copy/news-detail").then((copy) => copy.newsDetailCopy),
    aboutus: () => import("./copy/profile").then((copy) => copy.profileCopy),
    dongshizhang: () => import("./copy/chairman").then((copy) => copy.chairmanCopy),
    qiyewenhua: () => import("./copy/culture").then((copy) => copy.cultureCopy),
    jituangoucheng: () =>
      import("./copy/group-composition").then((copy) => copy.groupCompositionCopy),
    fazhanlicheng: () => import("./copy/history").then((copy) => copy.historyCopy),
    quanqiubujv: () => import("./copy/global-layout").then((copy) => copy.globalLayoutCopy),
    xiaoqi: () => import("./copy/school-enterprise").then((copy) => copy.schoolEnterpriseCopy),
    shangxiehui: () => import("./copy/associations").then((copy) => copy.associationsCopy),
    gongyi: () => import("./copy/charity").then((copy) => copy.charityCopy),
    beijing: () => import("./copy/beijing-branch").then((copy) => copy.beijingBranchCopy),
    yinsi: () => import("./copy/privacy").then((copy) => copy.privacyCopy),
  },
};

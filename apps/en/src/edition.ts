import type { EditionCopy, RoutePageId } from "@site/pages/edition";
import { notFoundCopy, siteName } from "./copy";
import { complaintSetup } from "./copy/complaint";
import { consultSetup } from "./copy/consult";
import { serviceGroupsCopy } from "./copy/services";
import { seoCopy } from "./copy/seo";
import { shellCopy } from "./copy/shell";
import type { routeTable } from "./route-table";

/** The English edition: the copy every page shares, and each page's copy, loaded with its page; `@site/pages` turns it into the site. */
export const enEdition: EditionCopy<RoutePageId<typeof routeTable>> = {
  siteName,
  seo: seoCopy,
  shell: shellCopy,
  consult: consultSetup,
  complaint: complaintSetup,
  notFound: notFoundCopy,
  serviceGroups: serviceGroupsCopy,
  // Spec 2.2: the English charity items open nothing.
  charityItemsOpenDetail: false,
  pages: {
    home: () => import("./copy/home").then((copy) => copy.homePage),
    kuaiji: () => import("./copy/kuaiji").then((copy) => copy.kuaijiCopy),
    zizhi: () => import("./copy/zizhi").then((copy) => copy.zizhiCopy),
    qidai: () => import("./copy/qidai").then((copy) => copy.qidaiCopy),
    zonghe: () => import("./copy/zonghe").then((copy) => copy.zongheCopy),
    zhichan: () => import("./copy/zhichan").then((copy) => copy.zhichanCopy),
    haiwai: () => import("./copy/haiwai").then((copy) => copy.haiwaiCopy),
    shangye: () => import("./copy/shangye").then((copy) => copy.shangyeCopy),
    zixun: () => import("./copy/zixun").then((copy) => copy.zixunCopy),
    content: () => import("./copy/content").then((copy) => copy.contentCopy),
    aboutus: () => import("./copy/aboutus").then((copy) => copy.aboutusCopy),
    dongshizhang: () => import("./copy/dongshizhang").then((copy) => copy.dongshizhangCopy),
    qiyewenhua: () => import("./copy/qiyewenhua").then((copy) => copy.qiyewenhuaCopy),
    jituangoucheng: () => import("./copy/jituangoucheng").then((copy) => copy.jituangouchengCopy),
    fazhanlicheng: () => import("./copy/fazhanlicheng").then((copy) => copy.fazhanlichengCopy),
    quanqiubujv: () => import("./copy/quanqiubujv").then((copy) => copy.quanqiubujvCopy),
    xiaoqi: () => import("./copy/xiaoqi").then((copy) => copy.xiaoqiCopy),
    shangxiehui: () => import("./copy/shangxiehui").then((copy) => copy.shangxiehuiCopy),
    gongyi: () => import("./copy/gongyi").then((copy) => copy.gongyiCopy),
    yinsi: () => import("./copy/yinsi").then((copy) => copy.yinsiCopy),
  },
};

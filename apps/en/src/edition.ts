import type { EditionCopy, RoutePageId } from "@site/pages/edition";
import { notFoundCopy, siteName } from "./copy";
import { aboutusCopy } from "./copy/aboutus";
import { complaintSetup } from "./copy/complaint";
import { consultSetup } from "./copy/consult";
import { contentCopy } from "./copy/content";
import { dongshizhangCopy } from "./copy/dongshizhang";
import { fazhanlichengCopy } from "./copy/fazhanlicheng";
import { gongyiCopy } from "./copy/gongyi";
import { haiwaiCopy } from "./copy/haiwai";
import { homePage } from "./copy/home";
import { jituangouchengCopy } from "./copy/jituangoucheng";
import { kuaijiCopy } from "./copy/kuaiji";
import { qidaiCopy } from "./copy/qidai";
import { qiyewenhuaCopy } from "./copy/qiyewenhua";
import { quanqiubujvCopy } from "./copy/quanqiubujv";
import { serviceGroupsCopy } from "./copy/services";
import { shangxiehuiCopy } from "./copy/shangxiehui";
import { shangyeCopy } from "./copy/shangye";
import { shellCopy } from "./copy/shell";
import { xiaoqiCopy } from "./copy/xiaoqi";
import { yinsiCopy } from "./copy/yinsi";
import { zhichanCopy } from "./copy/zhichan";
import { zixunCopy } from "./copy/zixun";
import { zizhiCopy } from "./copy/zizhi";
import { zongheCopy } from "./copy/zonghe";
import type { routeTable } from "./route-table";

/** The English edition: every page's copy; `@site/pages` turns it into the site. */
export const enEdition: EditionCopy<RoutePageId<typeof routeTable>> = {
  siteName,
  shell: shellCopy,
  consult: consultSetup,
  complaint: complaintSetup,
  notFound: notFoundCopy,
  serviceGroups: serviceGroupsCopy,
  // Spec 2.2: the English charity items open nothing.
  charityItemsOpenDetail: false,
  pages: {
    home: homePage,
    kuaiji: kuaijiCopy,
    zizhi: zizhiCopy,
    qidai: qidaiCopy,
    zonghe: zongheCopy,
    zhichan: zhichanCopy,
    haiwai: haiwaiCopy,
    shangye: shangyeCopy,
    zixun: zixunCopy,
    content: contentCopy,
    aboutus: aboutusCopy,
    dongshizhang: dongshizhangCopy,
    qiyewenhua: qiyewenhuaCopy,
    jituangoucheng: jituangouchengCopy,
    fazhanlicheng: fazhanlichengCopy,
    quanqiubujv: quanqiubujvCopy,
    xiaoqi: xiaoqiCopy,
    shangxiehui: shangxiehuiCopy,
    gongyi: gongyiCopy,
    yinsi: yinsiCopy,
  },
};

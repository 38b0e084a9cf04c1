import type { EditionCopy, RoutePageId } from "@site/pages/edition";
import { notFoundCopy, siteName } from "./copy";
import { aboutusCopy } from "./copy/aboutus";
import { beijingCopy } from "./copy/beijing";
import { complaintSetup } from "./copy/complaint";
import { consultSetup } from "./copy/consult";
import { contentCopy } from "./copy/content";
import { dongshizhangCopy } from "./copy/dongshizhang";
import { fazhanlichengCopy } from "./copy/fazhanlicheng";
import { gongyiCopy } from "./copy/gongyi";
import { haiwaiCopy } from "./copy/haiwai";
import {
  bannerCarouselCopy,
  bannerSlides,
  homeCopy,
  videoCarouselCopy,
  videoSlides,
} from "./copy/home";
import { jituangouchengCopy } from "./copy/jituangoucheng";
import { kuaijiCopy } from "./copy/kuaiji";
import { qidaiCopy } from "./copy/qidai";
import { qiyewenhuaCopy } from "./copy/qiyewenhua";
import { quanqiubujvCopy } from "./copy/quanqiubujv";
import { shangxiehuiCopy } from "./copy/shangxiehui";
import { shangyeCopy } from "./copy/shangye";
import { shellCopy } from "./copy/shell";
import type { routeTable } from "./route-table";
import { xiaoqiCopy } from "./copy/xiaoqi";
import { yinsiCopy } from "./copy/yinsi";
import { zhichanCopy } from "./copy/zhichan";
import { zixunCopy } from "./copy/zixun";
import { zizhiCopy } from "./copy/zizhi";
import { zongheCopy } from "./copy/zonghe";
import { serviceGroupsCopy } from "./copy/services";

/** The Chinese edition: every page's copy; `@site/pages` turns it into the site. */
export const zhEdition: EditionCopy<RoutePageId<typeof routeTable>> = {
  siteName,
  shell: shellCopy,
  consult: consultSetup,
  complaint: complaintSetup,
  notFound: notFoundCopy,
  serviceGroups: serviceGroupsCopy,
  charityItemsOpenDetail: true,
  pages: {
    home: {
      template: homeCopy,
      banners: { slides: bannerSlides, copy: bannerCarouselCopy },
      videos: { slides: videoSlides, copy: videoCarouselCopy },
    },
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
    beijing: beijingCopy,
    yinsi: yinsiCopy,
  },
};

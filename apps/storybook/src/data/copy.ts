// Story copy: the editions' own copy modules, both languages, nothing restated. Section stories
// show the piece of a page's copy that the page passes to that section.
import { notFoundCopy as notFoundEn, siteName as siteNameEn } from "@site/en/copy";
import { aboutusCopy as aboutusEn } from "@site/en/copy/aboutus";
import { complaintSetup as complaintEn } from "@site/en/copy/complaint";
import { consultSetup as consultEn } from "@site/en/copy/consult";
import { contentCopy as contentEn } from "@site/en/copy/content";
import { dongshizhangCopy as dongshizhangEn } from "@site/en/copy/dongshizhang";
import { fazhanlichengCopy as fazhanlichengEn } from "@site/en/copy/fazhanlicheng";
import { gongyiCopy as gongyiEn } from "@site/en/copy/gongyi";
import { haiwaiCopy as haiwaiEn } from "@site/en/copy/haiwai";
import {
  bannerCarouselCopy as bannerCarouselEn,
  bannerSlides as bannerSlidesEn,
  homeCopy as homeEn,
  videoCarouselCopy as videoCarouselEn,
  videoSlides as videoSlidesEn,
} from "@site/en/copy/home";
import { jituangouchengCopy as jituangouchengEn } from "@site/en/copy/jituangoucheng";
import { kuaijiCopy as kuaijiEn } from "@site/en/copy/kuaiji";
import { qiyewenhuaCopy as qiyewenhuaEn } from "@site/en/copy/qiyewenhua";
import { quanqiubujvCopy as quanqiubujvEn } from "@site/en/copy/quanqiubujv";
import { serviceGroupsCopy as serviceGroupsEn } from "@site/en/copy/services";
import { shangxiehuiCopy as shangxiehuiEn } from "@site/en/copy/shangxiehui";
import { shangyeCopy as shangyeEn } from "@site/en/copy/shangye";
import { shellCopy as shellEn } from "@site/en/copy/shell";
import { xiaoqiCopy as xiaoqiEn } from "@site/en/copy/xiaoqi";
import { yinsiCopy as yinsiEn } from "@site/en/copy/yinsi";
import { zixunCopy as zixunEn } from "@site/en/copy/zixun";
import { zizhiCopy as zizhiEn } from "@site/en/copy/zizhi";
import { beijingCopy as beijingZh } from "@site/zh/copy/beijing";
import { notFoundCopy as notFoundZh, siteName as siteNameZh } from "@site/zh/copy";
import { aboutusCopy as aboutusZh } from "@site/zh/copy/aboutus";
import { complaintSetup as complaintZh } from "@site/zh/copy/complaint";
import { consultSetup as consultZh } from "@site/zh/copy/consult";
import { contentCopy as contentZh } from "@site/zh/copy/content";
import { dongshizhangCopy as dongshizhangZh } from "@site/zh/copy/dongshizhang";
import { fazhanlichengCopy as fazhanlichengZh } from "@site/zh/copy/fazhanlicheng";
import { gongyiCopy as gongyiZh } from "@site/zh/copy/gongyi";
import { haiwaiCopy as haiwaiZh } from "@site/zh/copy/haiwai";
import {
  bannerCarouselCopy as bannerCarouselZh,
  bannerSlides as bannerSlidesZh,
  homeCopy as homeZh,
  videoCarouselCopy as videoCarouselZh,
  videoSlides as videoSlidesZh,
} from "@site/zh/copy/home";
import { jituangouchengCopy as jituangouchengZh } from "@site/zh/copy/jituangoucheng";
import { kuaijiCopy as kuaijiZh } from "@site/zh/copy/kuaiji";
import { qiyewenhuaCopy as qiyewenhuaZh } from "@site/zh/copy/qiyewenhua";
import { quanqiubujvCopy as quanqiubujvZh } from "@site/zh/copy/quanqiubujv";
import { serviceGroupsCopy as serviceGroupsZh } from "@site/zh/copy/services";
import { shangxiehuiCopy as shangxiehuiZh } from "@site/zh/copy/shangxiehui";
import { shangyeCopy as shangyeZh } from "@site/zh/copy/shangye";
import { shellCopy as shellZh } from "@site/zh/copy/shell";
import { xiaoqiCopy as xiaoqiZh } from "@site/zh/copy/xiaoqi";
import { yinsiCopy as yinsiZh } from "@site/zh/copy/yinsi";
import { zixunCopy as zixunZh } from "@site/zh/copy/zixun";
import { zizhiCopy as zizhiZh } from "@site/zh/copy/zizhi";
import { serviceGroupCopy as serviceGroupPage } from "@site/pages/edition";

/** Each edition's copy, by page (the edition's module names). */
export const editionCopy = {
  zh: {
    siteName: siteNameZh,
    notFound: notFoundZh,
    shell: shellZh,
    consult: consultZh,
    complaint: complaintZh,
    home: homeZh,
    banners: { slides: bannerSlidesZh, copy: bannerCarouselZh },
    videos: { slides: videoSlidesZh, copy: videoCarouselZh },
    serviceGroups: serviceGroupsZh,
    kuaiji: serviceGroupPage("kuaiji", kuaijiZh, serviceGroupsZh),
    zizhi: serviceGroupPage("zizhi", zizhiZh, serviceGroupsZh),
    haiwai: serviceGroupPage("haiwai", haiwaiZh, serviceGroupsZh),
    shangye: shangyeZh,
    zixun: zixunZh,
    content: contentZh,
    aboutus: aboutusZh,
    dongshizhang: dongshizhangZh,
    qiyewenhua: qiyewenhuaZh,
    jituangoucheng: jituangouchengZh,
    fazhanlicheng: fazhanlichengZh,
    quanqiubujv: quanqiubujvZh,
    xiaoqi: xiaoqiZh,
    shangxiehui: shangxiehuiZh,
    gongyi: gongyiZh,
    beijing: beijingZh,
    yinsi: yinsiZh,
  },
  en: {
    siteName: siteNameEn,
    notFound: notFoundEn,
    shell: shellEn,
    consult: consultEn,
    complaint: complaintEn,
    home: homeEn,
    banners: { slides: bannerSlidesEn, copy: bannerCarouselEn },
    videos: { slides: videoSlidesEn, copy: videoCarouselEn },
    serviceGroups: serviceGroupsEn,
    kuaiji: serviceGroupPage("kuaiji", kuaijiEn, serviceGroupsEn),
    zizhi: serviceGroupPage("zizhi", zizhiEn, serviceGroupsEn),
    haiwai: serviceGroupPage("haiwai", haiwaiEn, serviceGroupsEn),
    shangye: shangyeEn,
    zixun: zixunEn,
    content: contentEn,
    aboutus: aboutusEn,
    dongshizhang: dongshizhangEn,
    qiyewenhua: qiyewenhuaEn,
    jituangoucheng: jituangouchengEn,
    fazhanlicheng: fazhanlichengEn,
    quanqiubujv: quanqiubujvEn,
    xiaoqi: xiaoqiEn,
    shangxiehui: shangxiehuiEn,
    gongyi: gongyiEn,
    yinsi: yinsiEn,
  },
};

export type CopyLang = keyof typeof editionCopy;

/** A part of the copy that the edition always has (a missing one is a story bug). */
function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The edition's copy has no ${what}`);
  return value;
}

/** What each section story shows: the piece of a page's copy the page passes to it. */
function sectionCopyOf(copy: (typeof editionCopy)[CopyLang]) {
  return {
    statistics: present(copy.home.statistics, "home.statistics"),
    services: present(copy.home.services, "home.services"),
    /** Spec 2.4: Chinese only. */
    promises: copy.home.promises,
    experts: copy.home.experts,
    pager: copy.home.experts.pager,
    clients: present(copy.home.clients, "home.clients"),
    advantages: present(copy.kuaiji.advantages, "kuaiji.advantages"),
    flow: present(copy.kuaiji.flow, "kuaiji.flow"),
    // The overseas page's: the subsidiary's own site first, then the other groups.
    otherServices: present(copy.haiwai.otherServices, "haiwai.otherServices"),
    toggle: copy.serviceGroups.experts.toggle,
    cases: copy.serviceGroups.cases,
    support: copy.shangye.support,
    contacts: copy.shangye.contacts,
    objectives: present(copy.shangye.objectives, "shangye.objectives"),
    process: present(copy.shangye.process, "shangye.process"),
    publications: copy.zixun.publications,
    staff: copy.quanqiubujv.staff,
    culture: copy.qiyewenhua.blocks,
    profileFigures: copy.aboutus.figures,
    schoolFigures: present(copy.xiaoqi.figures, "xiaoqi.figures"),
  };
}

export const sectionCopy = {
  zh: sectionCopyOf(editionCopy.zh),
  en: sectionCopyOf(editionCopy.en),
};

// Story copy: the editions' own copy modules, both languages, nothing restated. Section stories
// show the piece of a page's copy that the page passes to that section.
import { notFoundCopy as notFoundEn, siteName as siteNameEn } from "@site/en/copy";
import { accountingCopy as accountingEn } from "@site/en/copy/accounting";
import { associationsCopy as associationsEn } from "@site/en/copy/associations";
import { chairmanCopy as chairmanEn } from "@site/en/copy/chairman";
import { charityCopy as charityEn } from "@site/en/copy/charity";
import { complaintSetup as complaintEn } from "@site/en/copy/complaint";
import { consultSetup as consultEn } from "@site/en/copy/consult";
import { cultureCopy as cultureEn } from "@site/en/copy/culture";
import { globalLayoutCopy as globalLayoutEn } from "@site/en/copy/global-layout";
import { groupCompositionCopy as groupCompositionEn } from "@site/en/copy/group-composition";
import { historyCopy as historyEn } from "@site/en/copy/history";
import {
  bannerCarouselCopy as bannerCarouselEn,
  bannerSlides as bannerSlidesEn,
  homeCopy as homeEn,
  videoCarouselCopy as videoCarouselEn,
  videoSlides as videoSlidesEn,
} from "@site/en/copy/home";
import { newsCopy as newsEn } from "@site/en/copy/news";
import { newsDetailCopy as newsDetailEn } from "@site/en/copy/news-detail";
import { overseasCopy as overseasEn } from "@site/en/copy/overseas";
import { partnershipCopy as partnershipEn } from "@site/en/copy/partnership";
import { privacyCopy as privacyEn } from "@site/en/copy/privacy";
import { profileCopy as profileEn } from "@site/en/copy/profile";
import { qualificationsCopy as qualificationsEn } from "@site/en/copy/qualifications";
import { schoolEnterpriseCopy as schoolEnterpriseEn } from "@site/en/copy/school-enterprise";
import { serviceGroupsCopy as serviceGroupsEn } from "@site/en/copy/services";
import { shellCopy as shellEn } from "@site/en/copy/shell";
import { notFoundCopy as notFoundZh, siteName as siteNameZh } from "@site/zh/copy";
import { accountingCopy as accountingZh } from "@site/zh/copy/accounting";
import { associationsCopy as associationsZh } from "@site/zh/copy/associations";
import { beijingBranchCopy as beijingBranchZh } from "@site/zh/copy/beijing-branch";
import { chairmanCopy as chairmanZh } from "@site/zh/copy/chairman";
import { charityCopy as charityZh } from "@site/zh/copy/charity";
import { complaintSetup as complaintZh } from "@site/zh/copy/complaint";
import { consultSetup as consultZh } from "@site/zh/copy/consult";
import { cultureCopy as cultureZh } from "@site/zh/copy/culture";
import { globalLayoutCopy as globalLayoutZh } from "@site/zh/copy/global-layout";
import { groupCompositionCopy as groupCompositionZh } from "@site/zh/copy/group-composition";
import { historyCopy as historyZh } from "@site/zh/copy/history";
import {
  bannerCarouselCopy as bannerCarouselZh,
  bannerSlides as bannerSlidesZh,
  homeCopy as homeZh,
  videoCarouselCopy as videoCarouselZh,
  videoSlides as videoSlidesZh,
} from "@site/zh/copy/home";
import { newsCopy as newsZh } from "@site/zh/copy/news";
import { newsDetailCopy as newsDetailZh } from "@site/zh/copy/news-detail";
import { overseasCopy as overseasZh } from "@site/zh/copy/overseas";
import { partnershipCopy as partnershipZh } from "@site/zh/copy/partnership";
import { privacyCopy as privacyZh } from "@site/zh/copy/privacy";
import { profileCopy as profileZh } from "@site/zh/copy/profile";
import { qualificationsCopy as qualificationsZh } from "@site/zh/copy/qualifications";
import { schoolEnterpriseCopy as schoolEnterpriseZh } from "@site/zh/copy/school-enterprise";
import { serviceGroupsCopy as serviceGroupsZh } from "@site/zh/copy/services";
import { shellCopy as shellZh } from "@site/zh/copy/shell";
import { serviceGroupCopy as serviceGroupPage } from "@site/pages/edition";

/** Each edition's copy, by page id (the editions' `pages` keys). */
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
    kuaiji: serviceGroupPage("kuaiji", accountingZh, serviceGroupsZh),
    zizhi: serviceGroupPage("zizhi", qualificationsZh, serviceGroupsZh),
    haiwai: serviceGroupPage("haiwai", overseasZh, serviceGroupsZh),
    shangye: partnershipZh,
    zixun: newsZh,
    content: newsDetailZh,
    aboutus: profileZh,
    dongshizhang: chairmanZh,
    qiyewenhua: cultureZh,
    jituangoucheng: groupCompositionZh,
    fazhanlicheng: historyZh,
    quanqiubujv: globalLayoutZh,
    xiaoqi: schoolEnterpriseZh,
    shangxiehui: associationsZh,
    gongyi: charityZh,
    beijing: beijingBranchZh,
    yinsi: privacyZh,
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
    kuaiji: serviceGroupPage("kuaiji", accountingEn, serviceGroupsEn),
    zizhi: serviceGroupPage("zizhi", qualificationsEn, serviceGroupsEn),
    haiwai: serviceGroupPage("haiwai", overseasEn, serviceGroupsEn),
    shangye: partnershipEn,
    zixun: newsEn,
    content: newsDetailEn,
    aboutus: profileEn,
    dongshizhang: chairmanEn,
    qiyewenhua: cultureEn,
    jituangoucheng: groupCompositionEn,
    fazhanlicheng: historyEn,
    quanqiubujv: globalLayoutEn,
    xiaoqi: schoolEnterpriseEn,
    shangxiehui: associationsEn,
    gongyi: charityEn,
    yinsi: privacyEn,
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

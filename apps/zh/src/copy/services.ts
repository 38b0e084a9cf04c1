import type { OtherServiceLink } from "@site/ui/sections";
import type { ServiceGroupsCopy } from "@site/pages/edition";
import { overseasSiteUrl } from "./contacts";
import { links } from "../links";

// What the service group pages (spec 2.5) share: section headings and the links between groups.

export const serviceLinks = {
  kuaiji: {
    title: "会计事业群",
    description: "记账报税与工商注册",
    href: links.href("kuaiji"),
    icon: "calculator",
  },
  zizhi: {
    title: "资质事业群",
    description: "建筑资质新办与升级",
    href: links.href("zizhi"),
    icon: "building",
  },
  qidai: {
    title: "企贷事业群",
    description: "经营贷与供应链融资",
    href: links.href("qidai"),
    icon: "coins",
  },
  zonghe: {
    title: "综合事业群",
    description: "许可证与政策补贴",
    href: links.href("zonghe"),
    icon: "grid",
  },
  zhichan: {
    title: "知识产权事业群",
    description: "商标专利与高企认定",
    href: links.href("zhichan"),
    icon: "lightbulb",
  },
  haiwai: {
    title: "海外事业群",
    description: "境外开户与ODI备案",
    href: links.href("haiwai"),
    icon: "globe",
  },
  overseasSite: {
    title: "天诚国际官网",
    description: "海外子公司官方网站",
    href: overseasSiteUrl,
    icon: "external",
    newTab: true,
  },
} satisfies Record<string, OtherServiceLink>;

/** What the six service group pages share; each page links to all the others. */
export const serviceGroupsCopy: ServiceGroupsCopy = {
  experts: {
    eyebrow: "OUR EXPERTS",
    title: "资深专家",
    subtitle: "持证专家团队全程把关，为您的每一项业务保驾护航",
    toggle: { expand: "展开全部专家", collapse: "收起" },
  },
  cases: {
    eyebrow: "SUCCESS CASES",
    title: "成功案例",
    subtitle: "客户带来的真实难题，以及我们的解决之道",
    duration: "办理周期",
  },
  consult: {
    eyebrow: "CONTACT US",
    title: "还有疑问？与专属顾问聊聊",
    subtitle: "留下您的联系方式，我们将在30分钟内与您联系",
  },
  otherServices: {
    eyebrow: "MORE SERVICES",
    title: "其他服务",
    subtitle: "一个顾问对接，企业全生命周期所需服务一站办结",
    newTabHint: "（在新标签页打开）",
  },
  links: serviceLinks,
  overseasSite: serviceLinks.overseasSite,
};

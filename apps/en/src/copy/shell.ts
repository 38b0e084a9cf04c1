// One English term per concept, across pages and the seeded content: README.md beside this file.
import type { ShellCopy } from "@site/ui/shell";
import { chineseEditionUrl, media } from "../urls";
import { branchPhones, footerContacts, hotline, overseasEntities } from "./contacts";
import { links } from "../links";

const wechat = media("/profile/qr/wechat.svg");
const douyin = media("/profile/qr/douyin.svg");

/** Spec 2.3: the frame of every page of the English edition (spec 2.2 keys, D8 names). */
export const shellCopy: ShellCopy = {
  skipLink: "Skip to main content",
  brand: {
    // The short name: the English menu labels need the header's width.
    name: "Tiancheng Holdings",
    logoUrl: "/en/favicon.svg",
    homeHref: links.path("home"),
  },
  nav: { label: "Main", submenu: "submenu", linkKeys: true, menu: "Menu", closeMenu: "Close menu" },
  language: {
    label: "Language",
    current: { label: "English", lang: "en" },
    other: { label: "中文", lang: "zh-CN", href: `${chineseEditionUrl}/` },
  },
  sideBar: {
    label: "Quick links",
    consult: { label: "Call us", phone: hotline.phone },
    publicAccount: {
      label: "WeChat",
      imageUrl: wechat,
      alt: "QR code of the Tiancheng Holdings Group WeChat account",
      caption: "Scan with WeChat to follow us",
    },
    shortVideo: {
      label: "Douyin (TikTok China)",
      imageUrl: douyin,
      alt: "QR code of the Tiancheng Holdings Group account on Douyin (TikTok China)",
      caption: "Scan with Douyin to follow us",
    },
    complaint: "Complaints and suggestions",
    backToTop: "Back to top",
    barLabels: { shortVideo: "Douyin", complaint: "Suggestions", backToTop: "Top" },
  },
  footer: {
    linkGroups: [
      {
        title: "Explore",
        links: [
          { label: "Home", href: links.href("home") },
          { label: "Accounting & Registration", href: links.href("kuaiji") },
          { label: "Construction Qualifications", href: links.href("zizhi") },
          { label: "Enterprise Loans", href: links.href("qidai") },
          { label: "Overseas Services", href: links.href("haiwai") },
          { label: "Business Partnership", href: links.href("shangye") },
          { label: "Group News", href: links.href("zixun") },
        ],
      },
      {
        title: "About us",
        links: [
          { label: "Group Profile", href: links.href("aboutus") },
          { label: "Chairman's Message", href: links.href("dongshizhang") },
          { label: "Corporate Culture", href: links.href("qiyewenhua") },
          { label: "Group Structure", href: links.href("jituangoucheng") },
          { label: "Our History", href: links.href("fazhanlicheng") },
          { label: "Global Presence", href: links.href("quanqiubujv") },
          { label: "Privacy Policy", href: links.href("yinsi") },
        ],
      },
    ],
    branches: { title: "Branch offices in China", items: branchPhones },
    overseas: { title: "Overseas companies", items: overseasEntities },
    hotline,
    qrCodes: [
      { imageUrl: wechat, alt: "QR code of our WeChat account", caption: "WeChat" },
      {
        imageUrl: douyin,
        alt: "QR code of our account on Douyin (TikTok China)",
        caption: "Douyin (TikTok China)",
      },
    ],
    contacts: { title: "Contact us", items: footerContacts },
    icpLabel: "ICP record:",
    newTabHint: "(opens in a new tab)",
  },
};

import type { ShellCopy } from "@site/ui/shell";
import { chineseEditionUrl, media } from "../api";
import { branchPhones, footerContacts, hotline, overseasEntities } from "./contacts";

const wechat = media("/profile/qr/wechat.svg");
const douyin = media("/profile/qr/douyin.svg");

/** Spec 2.3: the frame of every page of the English edition (spec 2.2 keys, D8 names). */
export const shellCopy: ShellCopy = {
  skipLink: "Skip to main content",
  brand: {
    // The short name: the English menu labels need the header's width.
    name: "Tiancheng Holdings",
    logoUrl: "/en/favicon.svg",
    homeHref: "/indexE",
  },
  nav: { label: "Main", submenu: "submenu", linkKeys: true },
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
      label: "Douyin",
      imageUrl: douyin,
      alt: "QR code of the Tiancheng Holdings Group Douyin account",
      caption: "Scan with Douyin to follow us",
    },
    complaint: "Complaints and suggestions",
    backToTop: "Back to top",
  },
  footer: {
    linkGroups: [
      {
        title: "Explore",
        links: [
          { label: "Home", href: "/indexE", key: 1 },
          { label: "Accounting & Registration", href: "/kuaijiE", key: 2 },
          { label: "Construction Qualifications", href: "/zizhiE", key: 2 },
          { label: "Enterprise Loans", href: "/qidaiE", key: 2 },
          { label: "Overseas Services", href: "/haiwaiE", key: 3 },
          { label: "Business Partnership", href: "/shangyeE", key: 4 },
          { label: "News", href: "/zixunE", key: 5 },
        ],
      },
      {
        title: "About us",
        links: [
          { label: "Group Profile", href: "/aboutusE", key: 6 },
          { label: "Chairman's Message", href: "/dongshizhangE", key: 6 },
          { label: "Corporate Culture", href: "/qiyewenhuaE", key: 6 },
          { label: "Group Composition", href: "/jituangouchengE", key: 6 },
          { label: "Development History", href: "/fazhanlichengE", key: 6 },
          { label: "Global Presence", href: "/quanqiubujvE", key: 6 },
          { label: "Privacy Policy", href: "/yinsiE" },
        ],
      },
    ],
    branches: { title: "Branch offices in China", items: branchPhones },
    overseas: { title: "Overseas companies", items: overseasEntities },
    hotline,
    qrCodes: [
      { imageUrl: wechat, alt: "QR code of our WeChat account", caption: "WeChat" },
      { imageUrl: douyin, alt: "QR code of our Douyin account", caption: "Douyin" },
    ],
    contacts: { title: "Contact us", items: footerContacts },
    icpLabel: "ICP record:",
    newTabHint: "(opens in a new tab)",
  },
};

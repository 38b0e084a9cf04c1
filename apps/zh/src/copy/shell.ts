import type { ShellCopy } from "@site/ui/shell";
import { englishEditionUrl, media } from "../urls";
import { branchPhones, hotline, overseasEntities } from "./contacts";
import { links } from "../links";

const wechat = media("/profile/qr/wechat.svg");
const douyin = media("/profile/qr/douyin.svg");

/** Spec 2.3: the frame of every page of the Chinese edition (D7 keys, D8 names). */
export const shellCopy: ShellCopy = {
  skipLink: "跳到主要内容",
  brand: {
    name: "天诚控股集团",
    logoUrl: "/zh/favicon.svg",
    tagline: "一站式企业服务",
    homeHref: links.path("home"),
  },
  nav: { label: "主导航", submenu: "子菜单", linkKeys: true, menu: "菜单", closeMenu: "关闭菜单" },
  language: {
    label: "语言",
    current: { label: "中文", lang: "zh-CN" },
    other: { label: "English", lang: "en", href: `${englishEditionUrl}/indexE` },
  },
  sideBar: {
    label: "快捷服务",
    consult: { label: "咨询热线", phone: hotline.phone },
    publicAccount: {
      label: "公众号",
      imageUrl: wechat,
      alt: "天诚控股集团微信公众号二维码",
      caption: "微信扫码关注公众号",
    },
    shortVideo: {
      label: "抖音号",
      imageUrl: douyin,
      alt: "天诚控股集团抖音号二维码",
      caption: "抖音扫码关注我们",
    },
    complaint: "投诉建议",
    backToTop: "返回顶部",
  },
  footer: {
    linkGroups: [
      {
        title: "业务板块",
        links: [
          { label: "会计事业群", href: links.href("kuaiji") },
          { label: "资质事业群", href: links.href("zizhi") },
          { label: "企贷事业群", href: links.href("qidai") },
          { label: "综合事业群", href: links.href("zonghe") },
          { label: "知识产权事业群", href: links.href("zhichan") },
          { label: "海外事业群", href: links.href("haiwai") },
        ],
      },
      {
        title: "关于天诚",
        links: [
          { label: "集团简介", href: links.href("aboutus") },
          { label: "董事长致辞", href: links.href("dongshizhang") },
          { label: "企业文化", href: links.href("qiyewenhua") },
          { label: "发展历程", href: links.href("fazhanlicheng") },
          { label: "集团资讯", href: links.href("zixun") },
          { label: "商业合作", href: links.href("shangye") },
          { label: "隐私政策", href: links.href("yinsi") },
        ],
      },
    ],
    branches: { title: "全国分公司", items: branchPhones },
    overseas: { title: "海外公司", items: overseasEntities },
    hotline,
    qrCodes: [
      { imageUrl: wechat, alt: "微信公众号二维码", caption: "微信公众号" },
      { imageUrl: douyin, alt: "抖音号二维码", caption: "抖音号" },
    ],
    icpLabel: "备案号：",
    newTabHint: "（在新标签页打开）",
  },
};

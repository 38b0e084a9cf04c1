// Sample shell data for the unit tests: the menu tree as the server sends it, the site
// configuration and the shell copy of both editions. packages/ui may not import the
// editions' copy or @site/api fixtures (site/layers), so the tests share this one copy.
import type { ShellConfig, ShellCopy, ShellMenuItem, SiteShellProps } from "../shell";

type IconKind = "home" | "grid" | "globe" | "hand" | "news" | "info" | "heart";

let nextId = 100;
function item(
  label: string,
  path: string,
  icon?: IconKind,
  children: ShellMenuItem[] = [],
): ShellMenuItem {
  return {
    id: nextId++,
    label,
    path,
    icon: icon ? `/api/profile/menu/${icon}.svg` : null,
    iconHover: icon ? `/api/profile/menu/${icon}-hover.svg` : null,
    children,
  };
}

/** The Chinese menu tree as the server sends it (labels may hold HTML). */
const menuZh: ShellMenuItem[] = [
  item("首页", "/", "home"),
  item("服务事业群", "/kuaiji", "grid", [
    item("会计事业群", "/kuaiji", undefined, [
      item("代理记账", "/kuaiji#bookkeeping"),
      item("公司注册", "/kuaiji#registration"),
    ]),
    item("资质事业群", "/zizhi"),
    item("企贷事业群", "/qidai"),
    item("综合事业群", "/zonghe"),
    item("知识产权事业群", "/zhichan"),
  ]),
  item("海外业务", "/haiwai", "globe"),
  item("商业合作", "/shangye", "hand"),
  item("集团资讯", "/zixun", "news"),
  item("关于我们", "/aboutus", "info", [
    item("集团简介", "/aboutus"),
    item("董事长致辞", "/dongshizhang"),
    item("企业文化", "/qiyewenhua"),
    item("集团构成", "/jituangoucheng"),
    item("发展历程", "/fazhanlicheng"),
    item("全球布局", "/quanqiubujv"),
  ]),
  item("社会<span>责任</span>", "/shangxiehui", "heart", [
    item("校企合作", "/xiaoqi"),
    item("商协会", "/shangxiehui"),
    item("公益慈善", "/gongyi"),
  ]),
];

const menuEn: ShellMenuItem[] = [
  item("Home", "/indexE", "home"),
  item("Services", "/kuaijiE", "grid"),
  item("Overseas", "/haiwaiE", "globe"),
  item("Partnership", "/shangyeE", "hand"),
  item("News", "/zixunE", "news"),
  item("About Us", "/aboutusE", "info", [
    item("Group Profile", "/aboutusE"),
    item("Chairman's Message", "/dongshizhangE"),
  ]),
  item("Social Responsibility", "/shangxiehuiE", "heart"),
];

export const menus = { zh: menuZh, en: menuEn };

export const configs: { zh: ShellConfig; en: ShellConfig } = {
  zh: { name: "Copyright © 2012–2026 天诚控股集团 版权所有", icp: "京ICP备12345678号-1" },
  en: {
    name: "Copyright © 2012–2026 Tiancheng Holding Group. All rights reserved.",
    icp: "京ICP备12345678号-1",
  },
};

const logo = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="44" height="44" viewBox="0 0 44 44"><rect width="44" height="44" rx="10" fill="#a4161a"/><path d="M11 14h22M22 14v18M15 22h14" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/></svg>',
)}`;

const branchesZh = [
  ["北京", "010-6588 1234"],
  ["上海", "021-6288 5678"],
  ["广州", "020-3888 2345"],
  ["深圳", "0755-8666 3456"],
  ["天津", "022-2388 4567"],
  ["重庆", "023-6388 5678"],
  ["成都", "028-8588 6789"],
  ["杭州", "0571-8788 7890"],
  ["南京", "025-8488 8901"],
  ["武汉", "027-8588 9012"],
  ["西安", "029-8988 0123"],
  ["郑州", "0371-6588 1235"],
  ["长沙", "0731-8488 2346"],
  ["沈阳", "024-2288 3457"],
] as const;

const qrPublic = "/api/profile/qr/wechat.svg";
const qrVideo = "/api/profile/qr/douyin.svg";

export const shellCopy: { zh: ShellCopy; en: ShellCopy } = {
  zh: {
    skipLink: "跳到主要内容",
    brand: { name: "天诚控股集团", logoUrl: logo, homeHref: "/" },
    nav: {
      label: "主导航",
      submenu: "子菜单",
      menu: "菜单",
      closeMenu: "关闭菜单",
      linkKeys: true,
    },
    language: {
      label: "语言",
      current: { label: "中文", lang: "zh-CN" },
      other: { label: "English", lang: "en", href: "/indexE" },
    },
    sideBar: {
      label: "快捷服务",
      consult: { label: "咨询热线", phone: "400-888-6688" },
      publicAccount: {
        label: "公众号",
        imageUrl: qrPublic,
        alt: "天诚控股集团微信公众号二维码",
        caption: "扫码关注公众号",
      },
      shortVideo: {
        label: "抖音号",
        imageUrl: qrVideo,
        alt: "天诚控股集团抖音号二维码",
        caption: "扫码关注抖音号",
      },
      complaint: "投诉建议",
      backToTop: "返回顶部",
    },
    footer: {
      linkGroups: [
        {
          title: "业务板块",
          links: [
            { label: "会计事业群", href: "/kuaiji?key=2" },
            { label: "资质事业群", href: "/zizhi?key=2" },
            { label: "企贷事业群", href: "/qidai?key=2" },
            { label: "综合事业群", href: "/zonghe?key=2" },
            { label: "知识产权事业群", href: "/zhichan?key=2" },
            { label: "海外业务", href: "/haiwai?key=3" },
          ],
        },
        {
          title: "关于我们",
          links: [
            { label: "集团简介", href: "/aboutus?key=6" },
            { label: "董事长致辞", href: "/dongshizhang?key=6" },
            { label: "企业文化", href: "/qiyewenhua?key=6" },
            { label: "集团资讯", href: "/zixun?key=5" },
            { label: "商业合作", href: "/shangye?key=4" },
            { label: "隐私政策", href: "/yinsi" },
          ],
        },
      ],
      branches: {
        title: "全国分公司",
        items: branchesZh.map(([city, phone]) => ({ city, phone })),
      },
      overseas: {
        title: "海外公司",
        items: [
          { name: "天诚国际（香港）有限公司", phone: "+852 3188 6688" },
          { name: "Tiancheng Global LLC（美国）", phone: "+1 626 388 6688" },
          { name: "天诚海外服务官网", href: "https://example.com/global" },
        ],
      },
      hotline: { label: "全国免费服务热线", phone: "400-888-6688", note: "周一至周日 9:00–21:00" },
      qrCodes: [
        { imageUrl: qrPublic, alt: "微信公众号二维码", caption: "微信公众号" },
        { imageUrl: qrVideo, alt: "抖音号二维码", caption: "抖音号" },
      ],
      icpLabel: "备案号：",
      newTabHint: "（在新标签页打开）",
    },
  },
  en: {
    skipLink: "Skip to main content",
    brand: {
      name: "Tiancheng Holding",
      logoUrl: logo,
      homeHref: "/indexE",
    },
    nav: {
      label: "Main",
      submenu: "submenu",
      menu: "Menu",
      closeMenu: "Close menu",
      linkKeys: true,
    },
    language: {
      label: "Language",
      current: { label: "English", lang: "en" },
      other: { label: "中文", lang: "zh-CN", href: "/" },
    },
    sideBar: {
      label: "Quick links",
      barLabels: { shortVideo: "Douyin", complaint: "Suggestions", backToTop: "Top" },
      consult: { label: "Hotline", phone: "400-888-6688" },
      publicAccount: {
        label: "WeChat",
        imageUrl: qrPublic,
        alt: "QR code of our WeChat account",
        caption: "Follow us on WeChat",
      },
      shortVideo: {
        label: "Douyin (TikTok China)",
        imageUrl: qrVideo,
        alt: "QR code of our account on Douyin (TikTok China)",
        caption: "Follow us on Douyin",
      },
      complaint: "Complaints and suggestions",
      backToTop: "Back to top",
    },
    footer: {
      linkGroups: [
        {
          title: "About",
          links: [
            { label: "Group Profile", href: "/aboutusE?key=6" },
            { label: "Privacy Policy", href: "/yinsiE" },
          ],
        },
      ],
      branches: {
        title: "Branch offices",
        items: [
          { city: "Beijing", phone: "010-6588 1234" },
          { city: "Shanghai", phone: "021-6288 5678" },
        ],
      },
      overseas: {
        title: "Overseas entities",
        items: [
          { name: "Tiancheng International (Hong Kong) Ltd.", phone: "+852 3188 6688" },
          { name: "Tiancheng Global LLC (USA)", phone: "+1 626 388 6688" },
          { name: "Overseas services website", href: "https://example.com/global" },
        ],
      },
      hotline: {
        label: "Toll-free hotline",
        phone: "400-888-6688",
        note: "Daily 9:00–21:00 (UTC+8)",
      },
      qrCodes: [
        { imageUrl: qrPublic, alt: "QR code of our WeChat account", caption: "WeChat" },
        {
          imageUrl: qrVideo,
          alt: "QR code of our account on Douyin (TikTok China)",
          caption: "Douyin (TikTok China)",
        },
      ],
      contacts: {
        title: "Contact us",
        items: [
          { label: "Head office", value: "Tower A, 88 Jianguo Road, Chaoyang District, Beijing" },
          { label: "Email", value: "service@example.com", href: "mailto:service@example.com" },
        ],
      },
      icpLabel: "ICP record:",
      newTabHint: "(opens in a new tab)",
    },
  },
};

/** D7: the top-level path of each section, Chinese and English. */
export const sectionPaths = {
  zh: {
    1: "/",
    2: "/kuaiji",
    3: "/haiwai",
    4: "/shangye",
    5: "/zixun",
    6: "/aboutus",
    7: "/shangxiehui",
  },
  en: {
    1: "/indexE",
    2: "/kuaijiE",
    3: "/haiwaiE",
    4: "/shangyeE",
    5: "/zixunE",
    6: "/aboutusE",
    7: "/shangxiehuiE",
  },
} as const;

/** The Chinese shell's props, on the "about us" section. */
export function shellProps(): Omit<SiteShellProps, "children"> {
  return {
    copy: shellCopy.zh,
    menu: menus.zh,
    config: configs.zh,
    activeSection: 6,
    sectionPaths: sectionPaths.zh,
  };
}

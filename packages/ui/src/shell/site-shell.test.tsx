import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import type { ComplaintDialogCopy } from "../dialogs";
import { SiteShell, type ShellCopy, type SiteShellProps } from "./site-shell";
import type { ShellConfig, ShellMenuItem } from "./types";

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
  item("Services", "/kuaijiE", "grid", [
    item("Accounting", "/kuaijiE"),
    item("Qualifications", "/zizhiE"),
    item("Enterprise Loans", "/qidaiE"),
    item("General Services", "/zongheE"),
    item("Intellectual Property", "/zhichanE"),
  ]),
  item("Overseas", "/haiwaiE", "globe"),
  item("Partnership", "/shangyeE", "hand"),
  item("News", "/zixunE", "news"),
  item("About Us", "/aboutusE", "info", [
    item("Group Profile", "/aboutusE"),
    item("Chairman's Message", "/dongshizhangE"),
    item("Culture", "/qiyewenhuaE"),
    item("Composition", "/jituangouchengE"),
    item("History", "/fazhanlichengE"),
    item("Global Layout", "/quanqiubujvE"),
  ]),
  item("Social Responsibility", "/shangxiehuiE", "heart", [
    item("School–Enterprise", "/xiaoqiE"),
    item("Business Associations", "/shangxiehuiE"),
    item("Charity", "/gongyiE"),
  ]),
];

const menus = { zh: menuZh, en: menuEn };

const configs: { zh: ShellConfig; en: ShellConfig } = {
  zh: { name: "Copyright © 2008-2026 天诚控股集团 版权所有", icp: "京ICP备12345678号-1" },
  en: {
    name: "Copyright © 2008-2026 Tiancheng Holding Group. All rights reserved.",
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

const cityEn: Record<string, string> = {
  北京: "Beijing",
  上海: "Shanghai",
  广州: "Guangzhou",
  深圳: "Shenzhen",
  天津: "Tianjin",
  重庆: "Chongqing",
  成都: "Chengdu",
  杭州: "Hangzhou",
  南京: "Nanjing",
  武汉: "Wuhan",
  西安: "Xi'an",
  郑州: "Zhengzhou",
  长沙: "Changsha",
  沈阳: "Shenyang",
};

const qrPublic = "/api/profile/qr/wechat.svg";
const qrVideo = "/api/profile/qr/douyin.svg";

const shellCopy: { zh: ShellCopy; en: ShellCopy } = {
  zh: {
    skipLink: "跳到主要内容",
    brand: { name: "天诚控股集团", logoUrl: logo, homeHref: "/" },
    nav: { label: "主导航", submenu: "子菜单", linkKeys: true },
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
    nav: { label: "Main", submenu: "submenu", linkKeys: true },
    language: {
      label: "Language",
      current: { label: "English", lang: "en" },
      other: { label: "中文", lang: "zh-CN", href: "/" },
    },
    sideBar: {
      label: "Quick links",
      consult: { label: "Hotline", phone: "400-888-6688" },
      publicAccount: {
        label: "WeChat",
        imageUrl: qrPublic,
        alt: "QR code of our WeChat account",
        caption: "Follow us on WeChat",
      },
      shortVideo: {
        label: "Douyin",
        imageUrl: qrVideo,
        alt: "QR code of our Douyin account",
        caption: "Follow us on Douyin",
      },
      complaint: "Complaints and suggestions",
      backToTop: "Back to top",
    },
    footer: {
      linkGroups: [
        {
          title: "Services",
          links: [
            { label: "Home", href: "/indexE?key=1" },
            { label: "Accounting", href: "/kuaijiE?key=2" },
            { label: "Qualifications", href: "/zizhiE?key=2" },
            { label: "Overseas", href: "/haiwaiE?key=3" },
            { label: "Partnership", href: "/shangyeE?key=4" },
            { label: "News", href: "/zixunE?key=5" },
          ],
        },
        {
          title: "About",
          links: [
            { label: "Group Profile", href: "/aboutusE?key=6" },
            { label: "Chairman's Message", href: "/dongshizhangE?key=6" },
            { label: "Culture", href: "/qiyewenhuaE?key=6" },
            { label: "Global Layout", href: "/quanqiubujvE?key=6" },
            { label: "Privacy Policy", href: "/yinsiE" },
          ],
        },
      ],
      branches: {
        title: "Branch offices",
        items: branchesZh.map(([city, phone]) => ({ city: cityEn[city] ?? city, phone })),
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
        { imageUrl: qrVideo, alt: "QR code of our Douyin account", caption: "Douyin" },
      ],
      contacts: {
        title: "Contact us",
        items: [
          { label: "Head office", value: "Tower A, 88 Jianguo Road, Chaoyang District, Beijing" },
          { label: "Email", value: "service@example.com", href: "mailto:service@example.com" },
          { label: "Phone", value: "+86 10 6588 1234", href: "tel:+861065881234" },
          { label: "Business hours", value: "Mon–Sun 9:00–21:00 (UTC+8)" },
        ],
      },
      icpLabel: "ICP record:",
      newTabHint: "(opens in a new tab)",
    },
  },
};

/** D7: the top-level path of each section, Chinese and English. */
const sectionPaths = {
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

const complaintCopy: { zh: ComplaintDialogCopy; en: ComplaintDialogCopy } = {
  zh: {
    title: "投诉建议",
    description: "您的意见是我们改进的动力，我们会认真处理每一条反馈。",
    close: "关闭",
    submit: "提交",
    fields: {
      customerName: { label: "您的姓名", placeholder: "请输入您的姓名" },
      customerPhone: { label: "联系电话", placeholder: "请输入11位手机号码" },
      customerCompany: { label: "公司名称", placeholder: "请输入您的公司名称" },
      customerGwname: { label: "对接顾问", placeholder: "请输入与您对接的顾问的姓名" },
      customerType: { legend: "投诉类别" },
      customerTypecontent: { label: "其他类别说明", placeholder: "请注明投诉类别" },
      remark: { label: "问题描述", placeholder: "请描述您所遇到的问题或建议" },
      customerSolve: { legend: "期望的解决方式" },
      customerSolvecontent: { label: "其他解决方式说明", placeholder: "请注明您希望的解决方式" },
    },
    upload: {
      label: "相关图片",
      hint: "支持 JPG/PNG 格式，最多5张，每张不超过10MB",
      choose: "添加图片",
      remove: "移除图片",
      failed: "上传失败",
      progress: "上传进度",
    },
  },
  en: {
    title: "Complaints and suggestions",
    description: "Your feedback helps us improve. We handle every message with care.",
    close: "Close",
    submit: "Submit",
    fields: {
      customerName: { label: "Your name", placeholder: "e.g. Li Ming" },
      customerPhone: { label: "Mobile number", placeholder: "11-digit mobile number" },
      customerCompany: { label: "Company name", placeholder: "Your company" },
      customerGwname: { label: "Your advisor", placeholder: "Name of the advisor you deal with" },
      customerType: { legend: "Category" },
      customerTypecontent: { label: "Other category", placeholder: "Please specify" },
      remark: { label: "Question or suggestion", placeholder: "Describe what happened" },
      customerSolve: { legend: "How should we resolve it?" },
      customerSolvecontent: { label: "Other resolution", placeholder: "Please specify" },
    },
    upload: {
      label: "Images",
      hint: "JPG or PNG, at most 5 images, 10 MB each",
      choose: "Add images",
      remove: "Remove image",
      failed: "Upload failed",
      progress: "Upload progress",
    },
  },
};

/** The edition's privacy page (D5). */
const privacyHref = { zh: "/yinsi", en: "/yinsiE" } as const;

function renderShell(props: Partial<SiteShellProps> = {}) {
  const user = userEvent.setup({ delay: null });
  const result = render(
    <MemoryRouter>
      <SiteShell
        copy={shellCopy.zh}
        menu={menus.zh}
        config={configs.zh}
        activeSection={6}
        sectionPaths={sectionPaths.zh}
        complaint={{
          lang: "zh",
          copy: complaintCopy.zh,
          privacyHref: privacyHref.zh,
          onUpload: vi.fn(async () => null),
          onSubmit: vi.fn(async () => true),
        }}
        {...props}
      >
        <h1>页面</h1>
      </SiteShell>
    </MemoryRouter>,
  );
  return { user, ...result };
}

const nav = () => screen.getByRole("navigation", { name: "主导航" });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("SiteShell navigation", () => {
  it("names the nav and marks the active section's top-level link (D7, D8)", () => {
    renderShell();
    const about = within(nav()).getByRole("link", { name: "关于我们" });
    expect(about.getAttribute("aria-current")).toBe("page");
    expect(
      within(nav())
        .getAllByRole("link")
        .filter((l) => l.hasAttribute("aria-current")),
    ).toHaveLength(1);
  });

  it("matches the active section by position when no section paths are given", () => {
    renderShell({ sectionPaths: undefined, activeSection: 2 });
    expect(
      within(nav()).getByRole("link", { name: "服务事业群" }).getAttribute("aria-current"),
    ).toBe("page");
  });

  it("matches by section path, wherever the item sits in the tree", () => {
    const reordered: ShellMenuItem[] = [...menus.zh].reverse();
    renderShell({ menu: reordered, activeSection: 5 });
    expect(within(nav()).getByRole("link", { name: "集团资讯" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("adds ?key=N of the section to top-level and child links when the copy asks (D7)", () => {
    renderShell();
    expect(within(nav()).getByRole("link", { name: "集团资讯" }).getAttribute("href")).toBe(
      "/zixun?key=5",
    );
    expect(within(nav()).getByRole("link", { name: "首页" }).getAttribute("href")).toBe("/?key=1");
    fireEvent.focus(within(nav()).getByRole("link", { name: "关于我们" }));
    expect(within(nav()).getByRole("link", { name: "董事长致辞" }).getAttribute("href")).toBe(
      "/dongshizhang?key=6",
    );
  });

  it("leaves links without keys when the copy does not ask", () => {
    renderShell({ copy: { ...shellCopy.zh, nav: { ...shellCopy.zh.nav, linkKeys: false } } });
    expect(within(nav()).getByRole("link", { name: "集团资讯" }).getAttribute("href")).toBe(
      "/zixun",
    );
  });

  it("sanitizes HTML in labels", () => {
    const menu: ShellMenuItem[] = [
      {
        id: 1,
        label: `<img src=x onerror="alert(1)"><b>首页</b><script>alert(1)</script>`,
        path: "/",
        icon: null,
        iconHover: null,
        children: [],
      },
    ];
    const { container } = renderShell({ menu });
    expect(container.querySelector("nav script, nav [onerror], nav img")).toBeNull();
    expect(within(nav()).getByRole("link", { name: "首页" }).querySelector("b")?.textContent).toBe(
      "首页",
    );
  });

  it("shows both icons and lets CSS swap them on hover and focus", () => {
    renderShell();
    const home = within(nav()).getByRole("link", { name: "首页" });
    const icons = home.querySelectorAll("img");
    expect(icons).toHaveLength(2);
    expect(icons[1]!.className).toContain("ui-nav__icon--hover");
    expect(icons[0]!.getAttribute("alt")).toBe("");
  });

  it("opens a drop-down on focus, keeps it open inside, closes on Escape and on leaving (D8)", async () => {
    const { user } = renderShell();
    const about = within(nav()).getByRole("link", { name: "关于我们" });
    const toggle = within(nav()).getByRole("button", { name: "关于我们 子菜单" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(within(nav()).queryByRole("link", { name: "董事长致辞" })).toBeNull();

    await user.click(document.body);
    act(() => about.focus());
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.tab();
    expect(document.activeElement).toBe(within(nav()).getByRole("link", { name: "集团简介" }));
    expect(toggle.getAttribute("aria-expanded")).toBe("true");

    await user.keyboard("{Escape}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(about);

    await user.keyboard("{Enter}");
    await user.tab();
    await user.keyboard("{Enter}");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Enter}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes a drop-down when focus moves to another item", async () => {
    const { user } = renderShell();
    act(() => within(nav()).getByRole("link", { name: "关于我们" }).focus());
    expect(
      within(nav()).getByRole("button", { name: "关于我们 子菜单" }).getAttribute("aria-expanded"),
    ).toBe("true");
    await user.tab();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(
      within(nav()).getByRole("button", { name: "关于我们 子菜单" }).getAttribute("aria-expanded"),
    ).toBe("false");
  });

  it("opens a drop-down on hover and closes it when the pointer leaves", async () => {
    const { user } = renderShell();
    await user.hover(within(nav()).getByRole("link", { name: "服务事业群" }));
    expect(within(nav()).getByRole("link", { name: "代理记账" })).toBeTruthy();
    await user.unhover(within(nav()).getByRole("link", { name: "服务事业群" }));
    expect(within(nav()).queryByRole("link", { name: "代理记账" })).toBeNull();
  });

  it("renders the whole shell without a menu or a configuration (D3)", async () => {
    const { container } = renderShell({ menu: null, config: null, activeSection: null });
    expect(nav()).toBeTruthy();
    expect(within(nav()).queryAllByRole("link")).toHaveLength(0);
    expect(screen.getByRole("main").textContent).toBe("页面");
    expect(screen.queryByRole("link", { name: /ICP/ })).toBeNull();
    expect(container.querySelector(".ui-footer__bottom")).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("renders with an empty menu and minimal copy", () => {
    renderShell({
      menu: [],
      copy: {
        ...shellCopy.zh,
        footer: {},
        sideBar: { ...shellCopy.zh.sideBar, publicAccount: null, shortVideo: null },
      },
    });
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "公众号" })).toBeNull();
  });
});

describe("SiteShell header, footer and side bar", () => {
  it("has a skip link to the main landmark", () => {
    renderShell();
    const skip = screen.getByRole("link", { name: "跳到主要内容" });
    expect(skip.getAttribute("href")).toBe("#main");
    expect(screen.getByRole("main").id).toBe("main");
  });

  it("switches language with a plain link to the other edition (D1, D8)", () => {
    renderShell();
    const english = screen.getByRole("link", { name: "English" });
    expect(english.getAttribute("href")).toBe("/indexE");
    expect(screen.queryByRole("link", { name: "中文" })).toBeNull();
    expect(screen.getByText("中文").getAttribute("aria-current")).toBe("true");
  });

  it("English edition: 中文 links to the Chinese home", () => {
    renderShell({ copy: shellCopy.en, menu: menus.en, sectionPaths: sectionPaths.en });
    expect(screen.getByRole("link", { name: "中文" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "About Us" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("lists the footer links with their keys, 14 branch phones, hotline and the ICP record", () => {
    renderShell();
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "会计事业群" }).getAttribute("href")).toBe(
      "/kuaiji?key=2",
    );
    expect(within(footer).getByRole("link", { name: "集团简介" }).getAttribute("href")).toBe(
      "/aboutus?key=6",
    );
    expect(within(footer).getByRole("link", { name: "隐私政策" }).getAttribute("href")).toBe(
      "/yinsi",
    );
    const branches = within(footer).getByRole("region", { name: "全国分公司" });
    expect(within(branches).getAllByRole("listitem")).toHaveLength(14);
    expect(within(branches).getByRole("link", { name: "010-6588 1234" }).getAttribute("href")).toBe(
      "tel:01065881234",
    );
    expect(within(footer).getByRole("link", { name: "400-888-6688" }).getAttribute("href")).toBe(
      "tel:4008886688",
    );
    expect(within(footer).getByText("Copyright © 2008-2026 天诚控股集团 版权所有")).toBeTruthy();
    const icp = within(footer).getByRole("link", {
      name: "京ICP备12345678号-1 （在新标签页打开）",
    });
    expect(icp.getAttribute("href")).toBe("https://beian.miit.gov.cn/");
    expect(icp.getAttribute("target")).toBe("_blank");
    expect(within(footer).getAllByRole("img")).toHaveLength(2);
  });

  it("says which footer links open another site in a new tab", () => {
    renderShell({ copy: shellCopy.en, menu: menus.en, config: configs.en });
    const footer = screen.getByRole("contentinfo");
    const site = within(footer).getByRole("link", {
      name: "Overseas services website (opens in a new tab)",
    });
    expect(site.getAttribute("target")).toBe("_blank");
    // A link within the site opens in place and says nothing more.
    expect(
      within(footer).getByRole("link", { name: "Privacy Policy" }).getAttribute("target"),
    ).toBeNull();
  });

  it("the English footer has its contact list", () => {
    renderShell({ copy: shellCopy.en, menu: menus.en, config: configs.en });
    const contacts = screen.getByRole("region", { name: "Contact us" });
    expect(
      within(contacts).getByRole("link", { name: "service@example.com" }).getAttribute("href"),
    ).toBe("mailto:service@example.com");
  });

  it("side bar: consult phone is a tel: link, QR codes show on focus and on hover (D8)", async () => {
    const { user } = renderShell();
    const bar = screen.getByRole("complementary", { name: "快捷服务" });
    const phone = within(bar).getByRole("link", { name: "咨询热线 400-888-6688" });
    expect(phone.getAttribute("href")).toBe("tel:4008886688");

    const wechat = within(bar).getByRole("button", { name: "公众号" });
    expect(within(bar).queryByRole("img", { name: "天诚控股集团微信公众号二维码" })).toBeNull();
    act(() => wechat.focus());
    expect(wechat.getAttribute("aria-expanded")).toBe("true");
    expect(within(bar).getByRole("img", { name: "天诚控股集团微信公众号二维码" })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(within(bar).queryByRole("img", { name: "天诚控股集团微信公众号二维码" })).toBeNull();
    act(() => wechat.blur());

    await user.hover(within(bar).getByRole("button", { name: "抖音号" }));
    expect(within(bar).getByRole("img", { name: "天诚控股集团抖音号二维码" })).toBeTruthy();
    await user.unhover(within(bar).getByRole("button", { name: "抖音号" }));
    expect(within(bar).queryByRole("img", { name: "天诚控股集团抖音号二维码" })).toBeNull();
  });

  it("the complaint button opens the complaint dialog", async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole("button", { name: "投诉建议" }));
    expect(screen.getByRole("dialog", { name: "投诉建议" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "关闭" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "投诉建议" }));
  });

  it("back to top appears after scrolling past 400px and scrolls smoothly", async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    window.matchMedia = vi.fn(() => ({
      matches: false,
      addEventListener() {},
      removeEventListener() {},
    })) as never;
    const { user } = renderShell();
    expect(screen.queryByRole("button", { name: "返回顶部" })).toBeNull();
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 400, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
    expect(screen.queryByRole("button", { name: "返回顶部" })).toBeNull();
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 401, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
    await user.click(screen.getByRole("button", { name: "返回顶部" }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    expect(document.activeElement?.id).toBe("site-top");
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });

  it("back to top jumps without animation when the visitor prefers reduced motion", async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    window.matchMedia = vi.fn(() => ({
      matches: true,
      addEventListener() {},
      removeEventListener() {},
    })) as never;
    Object.defineProperty(window, "scrollY", { value: 900, configurable: true });
    const { user } = renderShell();
    await user.click(screen.getByRole("button", { name: "返回顶部" }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "auto" });
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });

  it("has no serious axe violations", async () => {
    const { container } = renderShell();
    await expectNoAxeViolations(container);
  });
});

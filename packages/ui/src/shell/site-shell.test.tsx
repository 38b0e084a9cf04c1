import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { ComplaintDialog } from "../dialogs/complaint-dialog";
import { complaintCopy, privacyHref } from "../test/dialog-sample";
import { renderShell } from "../test/render-shell";
import { configs, menus, sectionPaths, shellCopy } from "../test/shell-sample";
import type { ShellMenuItem } from "./types";

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
    within(nav()).getByRole("link", { name: "代理记账" });
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
    screen.getByRole("contentinfo");
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
    const group = screen.getByRole("group", { name: "语言" });
    expect(within(group).getByText("中文").getAttribute("aria-current")).toBe("true");
  });

  it("English edition: 中文 links to the Chinese home", () => {
    renderShell({ copy: shellCopy.en, menu: menus.en, sectionPaths: sectionPaths.en });
    expect(screen.getByRole("link", { name: "中文" }).getAttribute("href")).toBe("/");
    screen.getByRole("navigation", { name: "Main" });
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
    within(footer).getByText("Copyright © 2012–2026 天诚控股集团 版权所有");
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
    within(bar).getByRole("img", { name: "天诚控股集团微信公众号二维码" });
    await user.keyboard("{Escape}");
    expect(within(bar).queryByRole("img", { name: "天诚控股集团微信公众号二维码" })).toBeNull();
    act(() => wechat.blur());

    await user.hover(within(bar).getByRole("button", { name: "抖音号" }));
    within(bar).getByRole("img", { name: "天诚控股集团抖音号二维码" });
    await user.unhover(within(bar).getByRole("button", { name: "抖音号" }));
    expect(within(bar).queryByRole("img", { name: "天诚控股集团抖音号二维码" })).toBeNull();
  });

  it("the complaint button opens the page's complaint dialog natively; its close button shuts it", async () => {
    const { user } = renderShell({
      complaintDialog: (
        <ComplaintDialog
          lang="zh"
          copy={complaintCopy.zh}
          privacyHref={privacyHref.zh}
          onUpload={vi.fn(async () => null)}
          onSubmit={vi.fn(async () => true)}
        />
      ),
    });
    const bar = screen.getByRole("complementary", { name: "快捷服务" });
    const button = within(bar).getByRole("button", { name: "投诉建议" });
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(button.getAttribute("command")).toBe("show-modal");
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(button);
    const dialog = screen.getByRole("dialog", { name: "投诉建议" });
    expect(button.getAttribute("commandfor")).toBe(dialog.id);
    await user.click(within(dialog).getByRole("button", { name: "关闭" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
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

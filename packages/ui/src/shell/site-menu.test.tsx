import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { renderShell } from "../test/render-shell";

// D10, issue 15 item 1: below 1200px the menu tree sits behind a menu button. CSS decides
// which of the top nav and the menu shows; jsdom applies no CSS, so both are in the document
// here and the menu's panel is told apart by its dialog role.

const menuButton = () => screen.getByRole("button", { name: "菜单" });
const panel = () => screen.getByRole("dialog", { name: "菜单" });

describe("SiteMenu", () => {
  it("is a named disclosure button whose panel is closed at first", () => {
    renderShell();
    const button = menuButton();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const controlled = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(controlled).not.toBeNull();
    expect(controlled?.hasAttribute("open")).toBe(false);
    // The browser opens it itself, before and without script (issue 24).
    expect(button.getAttribute("commandfor")).toBe(controlled?.id);
    expect(button.getAttribute("command")).toBe("show-modal");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens on click into a modal panel with the whole tree, focus on its close button", async () => {
    const { user } = renderShell();
    await user.click(menuButton());
    expect(menuButton().getAttribute("aria-expanded")).toBe("true");
    const dialog = panel();
    expect(dialog.tagName).toBe("DIALOG");
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "关闭菜单" }));

    const nav = within(dialog).getByRole("navigation", { name: "主导航" });
    // Every top-level item, with the D7 key, the active section marked.
    expect(within(nav).getByRole("link", { name: "首页" }).getAttribute("href")).toBe("/?key=1");
    expect(within(nav).getByRole("link", { name: "集团资讯" }).getAttribute("href")).toBe(
      "/zixun?key=5",
    );
    const about = within(nav).getByRole("link", { name: "关于我们" });
    expect(about.getAttribute("aria-current")).toBe("page");
    expect(
      within(nav)
        .getAllByRole("link")
        .filter((l) => l.hasAttribute("aria-current")),
    ).toEqual([about]);
    // The visitor's own section starts expanded; the others open on a tap of their toggle.
    expect(
      within(nav).getByRole("button", { name: "关于我们 子菜单" }).getAttribute("aria-expanded"),
    ).toBe("true");
    expect(within(nav).getByRole("link", { name: "董事长致辞" }).getAttribute("href")).toBe(
      "/dongshizhang?key=6",
    );
    const services = within(nav).getByRole("button", { name: "服务事业群 子菜单" });
    expect(services.getAttribute("aria-expanded")).toBe("false");
    expect(within(nav).queryByRole("link", { name: "资质事业群" })).toBeNull();
    await user.click(services);
    expect(services.getAttribute("aria-expanded")).toBe("true");
    expect(within(nav).getByRole("link", { name: "资质事业群" }).getAttribute("href")).toBe(
      "/zizhi?key=2",
    );
    // Grandchildren show with their parent.
    expect(within(nav).getByRole("link", { name: "代理记账" }).getAttribute("href")).toBe(
      "/kuaiji?key=2#bookkeeping",
    );
    await user.click(services);
    expect(within(nav).queryByRole("link", { name: "资质事业群" })).toBeNull();

    // The language switcher is in the panel too.
    expect(
      within(within(dialog).getByRole("group", { name: "语言" }))
        .getByRole("link", { name: "English" })
        .getAttribute("href"),
    ).toBe("/indexE");
  });

  it("Escape closes the panel and gives focus back to the button", async () => {
    const { user } = renderShell();
    await user.click(menuButton());
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(menuButton());
  });

  it("opens with Enter and closes with the close button, focus back on the button", async () => {
    const { user } = renderShell();
    act(() => menuButton().focus());
    await user.keyboard("{Enter}");
    expect(panel()).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "关闭菜单" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(menuButton());
  });

  it("a tap outside the panel closes it: the browser's light dismiss", async () => {
    const { user } = renderShell();
    await user.click(menuButton());
    expect(panel().getAttribute("closedby")).toBe("any");
  });

  it("keeps Tab inside the open panel", async () => {
    const { user } = renderShell();
    await user.click(menuButton());
    const dialog = panel();
    const close = within(dialog).getByRole("button", { name: "关闭菜单" });
    const english = within(dialog).getByRole("link", { name: "English" });
    await user.keyboard("{Shift>}{Tab}{/Shift}");
    expect(document.activeElement).toBe(english);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("following a link closes the panel", async () => {
    const { user } = renderShell();
    await user.click(menuButton());
    await user.click(within(panel()).getByRole("link", { name: "集团资讯" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("has no serious axe violations when open", async () => {
    const { user, container } = renderShell();
    await user.click(menuButton());
    await expectNoAxeViolations(container);
  });
});

describe("the bottom bar's QR codes on a touch screen", () => {
  /** A tap as a touch browser sends it: press, emulated hover, focus, click. */
  function tap(button: HTMLElement) {
    fireEvent.pointerDown(button);
    fireEvent.mouseEnter(button.parentElement!);
    act(() => button.focus());
    fireEvent.click(button, { detail: 1 });
  }

  it("a tap shows the code with its caption, a second tap hides it", () => {
    renderShell();
    const bar = screen.getByRole("complementary", { name: "快捷服务" });
    const wechat = within(bar).getByRole("button", { name: "公众号" });
    tap(wechat);
    expect(wechat.getAttribute("aria-expanded")).toBe("true");
    within(bar).getByRole("img", { name: "天诚控股集团微信公众号二维码" });
    within(bar).getByText("扫码关注公众号");
    tap(wechat);
    expect(wechat.getAttribute("aria-expanded")).toBe("false");
    expect(within(bar).queryByRole("img", { name: "天诚控股集团微信公众号二维码" })).toBeNull();
  });

  it("a tap outside or Escape hides it; a tap on the code keeps it", () => {
    renderShell();
    const bar = screen.getByRole("complementary", { name: "快捷服务" });
    const douyin = within(bar).getByRole("button", { name: "抖音号" });
    tap(douyin);
    const code = within(bar).getByRole("img", { name: "天诚控股集团抖音号二维码" });
    fireEvent.pointerDown(code);
    act(() => code.parentElement!.focus());
    expect(douyin.getAttribute("aria-expanded")).toBe("true");
    fireEvent.pointerDown(screen.getByRole("heading", { name: "页面" }));
    expect(douyin.getAttribute("aria-expanded")).toBe("false");

    tap(douyin);
    expect(douyin.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(douyin.getAttribute("aria-expanded")).toBe("false");
  });

  it("every item of the bar names itself (labels shown below 1200px)", () => {
    renderShell();
    const bar = screen.getByRole("complementary", { name: "快捷服务" });
    for (const name of [/咨询热线/, "公众号", "抖音号", "投诉建议"]) {
      expect(
        within(bar).getAllByRole(typeof name === "string" ? "button" : "link", { name }),
      ).toHaveLength(1);
    }
  });
});

import { expect, test } from "../support/api-fixtures";
import { hydrate, openBeforeHydration } from "../support/held-scripts";

// Issue 28: the header and the side bar hydrate when the visitor first reaches for them (the
// side bar also at the first scroll), so a page without a carousel runs no React at load; their
// files are fetched a moment after the start. Until they hydrate, a mouse's hover and keyboard focus
// open their drop-downs and QR codes by CSS.
test.use({ apiFixtures: false, viewport: { width: 1366, height: 900 } });

const REACT = /\/(react|react-dom|hydrate-island)-[\w-]+\.js$/;

test("/zixun hydrates nothing at load and fetches the header's files soon after; a hover runs them and its drop-down stays open", async ({
  page,
}) => {
  await page.goto("/zixun");
  const header = page.locator("site-island:has(> .ui-header)");
  // Fetched, not run: React and the header's island are preloaded as modules a moment after
  // the start (not while the page loads), and no island answers until the visitor reaches for one.
  const prefetched = page.locator('link[rel="modulepreload"]');
  const prefetchedReact = async () =>
    (
      await prefetched.evaluateAll((links) => links.map((link) => link.getAttribute("href")))
    ).filter((href) => REACT.test(href ?? "")).length;
  // An idle moment after the page answers is not yet the moment (2.5 s after the start).
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
  await page.waitForTimeout(1000);
  expect(await prefetchedReact()).toBe(0);
  await expect.poll(prefetchedReact, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.locator("site-island[data-island-ready]")).toHaveCount(0);

  const nav = page.getByRole("navigation", { name: "主导航" });
  const profile = nav.getByRole("link", { name: "集团简介" });
  await nav.getByRole("link", { name: "关于我们", exact: true }).hover();
  await expect(profile).toBeVisible();
  await expect(header).toHaveAttribute("data-island-ready", "");
  await expect(nav.getByRole("button", { name: "关于我们 子菜单" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(profile).toBeVisible();
  await page.mouse.move(640, 700);
  await expect(profile).toBeHidden();
});

test("before the header's script runs, a hover or keyboard focus opens a drop-down", async ({
  page,
}) => {
  const release = await openBeforeHydration(page, "/zixun");
  const nav = page.getByRole("navigation", { name: "主导航" });
  const about = nav.getByRole("link", { name: "关于我们", exact: true });
  const profile = nav.getByRole("link", { name: "集团简介" });
  await expect(profile).toBeHidden();
  await about.hover();
  await expect(profile).toBeVisible();
  await page.mouse.move(640, 700);
  await expect(profile).toBeHidden();

  await nav.getByRole("link", { name: "首页", exact: true }).focus();
  await page.keyboard.press("Tab");
  const groups = nav.getByRole("link", { name: "事业群", exact: true });
  await expect(groups).toBeFocused();
  const accounting = nav.getByRole("link", { name: "会计事业群" });
  await expect(accounting).toBeVisible();

  // Once the page runs, the first key hydrates the header with that drop-down open, and the
  // nav's own keys take over: Escape closes it.
  await hydrate(page, release);
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(page.locator("site-island:has(> .ui-header)")).toHaveAttribute(
    "data-island-ready",
    "",
  );
  await expect(nav.getByRole("button", { name: "事业群 子菜单" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await page.keyboard.press("Escape");
  await expect(accounting).toBeHidden();
});

test("before the side bar's script runs, a hover or keyboard focus shows a QR code", async ({
  page,
}) => {
  await openBeforeHydration(page, "/zixun");
  const sideBar = page.getByRole("complementary", { name: "快捷服务" });
  const wechatQr = page.getByRole("img", { name: "天诚控股集团微信公众号二维码" });
  await expect(wechatQr).toBeHidden();
  await sideBar.getByRole("button", { name: "公众号" }).hover();
  await expect(wechatQr).toBeVisible();
  await page.mouse.move(640, 700);
  await expect(wechatQr).toBeHidden();

  await sideBar.getByRole("link", { name: /咨询热线/ }).focus();
  await page.keyboard.press("Tab");
  await expect(sideBar.getByRole("button", { name: "公众号" })).toBeFocused();
  await expect(wechatQr).toBeVisible();
});

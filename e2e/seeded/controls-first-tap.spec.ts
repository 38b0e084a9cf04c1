import { expect, test } from "../support/api-fixtures";
import { hydrate, openBeforeHydration } from "../support/held-scripts";

// Issue 24, item 2, against the real server: a tap on any control the moment it is painted
// does what the control says, once. The menu is the browser's own; a button that needs the
// page's script has its tap kept by the start script and done once the page runs.
test.use({ apiFixtures: false });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the menu opens on the first tap before the page's script has run, and closes with Escape", async ({
    page,
  }) => {
    const release = await openBeforeHydration(page, "/kuaiji");
    const button = page.getByRole("button", { name: "菜单", exact: true });
    await button.tap();
    const panel = page.getByRole("dialog", { name: "菜单" });
    await expect(panel).toBeVisible({ timeout: 1000 });
    await expect(panel.getByRole("link", { name: "集团资讯" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await hydrate(page, release);
    await button.tap();
    await expect(panel).toBeVisible();
  });

  test("a group of the menu tapped open before the page's script has run opens once it runs", async ({
    page,
  }) => {
    const release = await openBeforeHydration(page, "/kuaiji");
    await page.getByRole("button", { name: "菜单", exact: true }).tap();
    const panel = page.getByRole("dialog", { name: "菜单" });
    const about = panel.getByRole("button", { name: "关于我们 子菜单" });
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await about.tap();
    await hydrate(page, release);
    await expect(about).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
    await expect(panel.getByRole("link", { name: "董事长致辞" })).toBeVisible();
  });

  test("the bottom bar's QR code tapped before the page's script has run shows once it runs", async ({
    page,
  }) => {
    const release = await openBeforeHydration(page, "/");
    const bar = page.getByRole("complementary", { name: "快捷服务" });
    const button = bar.getByRole("button", { name: "公众号" });
    await button.tap();
    await hydrate(page, release);
    await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
    await expect(page.getByRole("img", { name: "天诚控股集团微信公众号二维码" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu opens with every group's links shown", async ({ page }) => {
      await page.goto("/indexE");
      await page.getByRole("button", { name: "Menu", exact: true }).tap();
      const panel = page.getByRole("dialog", { name: "Menu" });
      await expect(panel).toBeVisible();
      // Groups cannot be toggled without script: their links are all there.
      const links = panel.getByRole("link");
      expect(await links.count()).toBeGreaterThan(10);
      for (const link of await links.all()) await expect(link).toBeVisible();
    });
  });
});

test("a tap on a banner dot before the page's script has run shows that slide once it runs", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const release = await openBeforeHydration(page, "/");
  const banner = page.getByRole("region", { name: "首页横幅" });
  const slides = banner.locator('[role="group"][aria-roledescription="slide"]');
  await banner.getByRole("button", { name: "显示第 3 张" }).click();
  await hydrate(page, release);
  await expect(slides.nth(2)).toHaveAttribute("data-state", "active", { timeout: 1000 });
});

test("a tap on 下一页 before the page's script has run turns the experts' pager once", async ({
  page,
}) => {
  const release = await openBeforeHydration(page, "/");
  const region = page.getByRole("region", { name: "资深专家" });
  const first = await region.getByRole("heading", { level: 3 }).first().textContent();
  const secondPage = page.waitForRequest(
    (request) =>
      request.url().includes("/api/pcsystem/TckgPersonnel/list") &&
      new URL(request.url()).searchParams.get("pageNum") === "2",
  );
  await region.getByRole("button", { name: "下一页" }).click();
  await hydrate(page, release);
  await secondPage;
  await expect(region.getByRole("button", { name: "上一页" })).toBeEnabled();
  await expect(region.getByRole("heading", { name: first!, exact: true })).toHaveCount(0);
});

test("pages name their prefetch rules; a pressed link's page is fetched as a document", async ({
  page,
}) => {
  const response = await page.goto("/kuaiji");
  expect(response?.headers()["speculation-rules"]).toBe('"/speculation-rules.json"');
  const rules = await page.request.get("/speculation-rules.json");
  expect(rules.headers()["content-type"]).toMatch(/^application\/speculationrules\+json/);
  // The rules hold under the page's Content Security Policy: Chromium reports none broken.
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/speculation|Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});

import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/api-fixtures";
import { escapeRegExp } from "../support/editions";
import { serveMedia } from "../support/page-helpers";
import { deviceOf, minTapTarget, smallScreens, smallTapTargets } from "../support/small-screens";

// D10, issue 15 items 1–3: the frame below 1200px. The header keeps the brand and a menu
// button whose panel holds the whole menu tree; the side bar is a bar along the bottom; the
// footer stacks. Checked at a phone's and a tablet's width, by touch and by keyboard.

const editions = [
  {
    name: "zh",
    home: "/",
    menu: "菜单",
    close: "关闭菜单",
    nav: "主导航",
    submenu: "子菜单",
    bar: "快捷服务",
    qr: { button: "公众号", image: "天诚控股集团微信公众号二维码", caption: "微信扫码关注公众号" },
    complaint: /投诉建议/,
    // D8's name of the complaint button, and the words the bottom bar shows for it.
    complaintName: "投诉建议",
    complaintLabel: "投诉建议",
    submit: "提交",
    backToTop: /返回顶部/,
    language: "语言",
    // A child link of a group, followed from the panel.
    child: { group: "关于我们", link: "董事长致辞", href: "/dongshizhang?key=6" },
  },
  {
    name: "en",
    home: "/indexE",
    menu: "Menu",
    close: "Close menu",
    nav: "Main",
    submenu: "submenu",
    bar: "Quick links",
    qr: {
      button: "WeChat",
      image: "QR code of the Tiancheng Holdings Group WeChat account",
      caption: "Scan with WeChat to follow us",
    },
    complaint: /Complaints and suggestions/,
    complaintName: "Complaints and suggestions",
    complaintLabel: "Suggestions",
    submit: "Submit",
    backToTop: /Back to top/,
    language: "Language",
    child: {
      group: "About Us",
      link: "Chairman's Message",
      href: "/dongshizhangE?key=6",
    },
  },
] as const;

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): boolean {
  return (
    a.x < b.x + b.width - 0.5 &&
    b.x < a.x + a.width - 0.5 &&
    a.y < b.y + b.height - 0.5 &&
    b.y < a.y + a.height - 0.5
  );
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, "element has a box").not.toBeNull();
  return found!;
}

/** Elements of the frame (header, menu panel, footer, bottom bar) reaching past the window. */
function frameOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const roots = document.querySelectorAll("header, footer, aside, .ui-menu__panel");
    for (const root of roots) {
      for (const element of [root, ...root.querySelectorAll<HTMLElement>("*")]) {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        // Text clipped by an ellipsis or a visually hidden name stays inside its box.
        if (element.closest(".ui-sidebar__tip--long, .ui-sidebar__phone, .ui-shell__skip"))
          continue;
        if (rect.right > width + 1 || rect.left < -1) {
          found.push(`${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`);
        }
      }
    }
    return found;
  });
}

/** Controls of the frame under 44 × 44px (the sections' own are routes.spec.ts's). */
async function smallFrameTargets(page: Page): Promise<string[]> {
  return (await smallTapTargets(page)).filter((target) =>
    /\.ui-(header|menu|lang|sidebar|footer)/.test(target),
  );
}

/** The window's scroll is locked (D10: the page behind an open panel does not scroll). */
function rootOverflow(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
}

for (const screen of smallScreens) {
  test.describe(`${screen.name} ${screen.viewport.width}×${screen.viewport.height}`, () => {
    test.use(deviceOf(screen));

    for (const edition of editions) {
      test.describe(edition.name, () => {
        test.beforeEach(async ({ page }) => {
          await serveMedia(page);
          await page.goto(edition.home);
          await expect(page.locator("h1")).toBeVisible();
        });

        test("the header: brand and a menu button, side by side, inside the width", async ({
          page,
        }) => {
          const header = page.getByRole("banner");
          const brand = header.getByRole("link").first();
          const button = header.getByRole("button", { name: edition.menu, exact: true });
          await expect(brand).toBeVisible();
          await expect(button).toBeVisible();
          // The desktop nav is not shown below 1200px.
          await expect(header.getByRole("navigation", { name: edition.nav })).toBeHidden();

          const buttonBox = await box(button);
          expect(buttonBox.width).toBeGreaterThanOrEqual(minTapTarget);
          expect(buttonBox.height).toBeGreaterThanOrEqual(minTapTarget);
          const boxes = [await box(brand), buttonBox];
          const language = header.getByRole("group", { name: edition.language });
          if (await language.isVisible()) boxes.push(await box(language));
          for (const [i, a] of boxes.entries()) {
            expect(a.x).toBeGreaterThanOrEqual(0);
            expect(a.x + a.width).toBeLessThanOrEqual(screen.viewport.width);
            for (const b of boxes.slice(i + 1))
              expect(overlap(a, b), "header items overlap").toBe(false);
          }
          expect(await frameOverflow(page)).toEqual([]);
          expect(await smallFrameTargets(page)).toEqual([]);
        });

        test("the menu opens by tap with the whole tree; Escape closes it, focus back on the button", async ({
          page,
        }) => {
          const button = page.getByRole("button", { name: edition.menu, exact: true });
          await expect(button).toHaveAttribute("aria-expanded", "false");
          await button.tap();
          const panel = page.getByRole("dialog", { name: edition.menu });
          await expect(panel).toBeVisible();
          await expect(button).toHaveAttribute("aria-expanded", "true");
          await expect(panel.getByRole("button", { name: edition.close })).toBeFocused();
          expect(await rootOverflow(page)).toBe("hidden");

          // Every group expands by a tap; then every link of the desktop nav is in the panel,
          // with the same href (D7 keys included), and each can be seen.
          const nav = panel.getByRole("navigation", { name: edition.nav });
          const toggles = nav.getByRole("button", { name: new RegExp(`${edition.submenu}$`) });
          const count = await toggles.count();
          expect(count).toBeGreaterThan(0);
          for (let i = 0; i < count; i += 1) {
            const toggle = toggles.nth(i);
            if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.tap();
            await expect(toggle).toHaveAttribute("aria-expanded", "true");
          }
          const desktopHrefs = await page
            .locator(".ui-header__nav a[href]")
            .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
          const panelLinks = nav.locator("a[href]");
          const panelHrefs = await panelLinks.evaluateAll((links) =>
            links.map((link) => link.getAttribute("href")),
          );
          expect(desktopHrefs.length).toBeGreaterThan(10);
          expect(panelHrefs).toEqual(desktopHrefs);
          for (let i = 0; i < (await panelLinks.count()); i += 1) {
            const link = panelLinks.nth(i);
            await link.scrollIntoViewIfNeeded();
            await expect(link).toBeInViewport();
            const linkBox = await box(link);
            expect(linkBox.height).toBeGreaterThanOrEqual(minTapTarget);
          }
          await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
          // The panel fits the window and scrolls inside itself.
          const panelBox = await box(panel);
          expect(panelBox.y).toBeGreaterThanOrEqual(0);
          expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(screen.viewport.height + 1);
          expect(await frameOverflow(page)).toEqual([]);
          expect(await smallFrameTargets(page)).toEqual([]);

          await page.keyboard.press("Escape");
          await expect(panel).toBeHidden();
          await expect(button).toHaveAttribute("aria-expanded", "false");
          await expect(button).toBeFocused();
          expect(await rootOverflow(page)).not.toBe("hidden");
        });

        test("the menu by keyboard: Enter opens, Tab stays inside, Escape closes", async ({
          page,
        }) => {
          const button = page.getByRole("button", { name: edition.menu, exact: true });
          await button.focus();
          await page.keyboard.press("Enter");
          const panel = page.getByRole("dialog", { name: edition.menu });
          await expect(panel).toBeVisible();
          for (let i = 0; i < 14; i += 1) {
            await page.keyboard.press("Tab");
            expect(
              await panel.evaluate((element) => element.contains(document.activeElement)),
              "focus stays in the panel",
            ).toBe(true);
          }
          await page.keyboard.press("Escape");
          await expect(panel).toBeHidden();
          await expect(button).toBeFocused();
        });

        test("a tap outside the panel closes it; a link in it navigates and closes it", async ({
          page,
        }) => {
          const button = page.getByRole("button", { name: edition.menu, exact: true });
          await button.tap();
          const panel = page.getByRole("dialog", { name: edition.menu });
          await expect(panel).toBeVisible();
          const panelBox = await box(panel);
          expect(panelBox.x, "a strip of the page stays beside the panel").toBeGreaterThan(40);
          await page.touchscreen.tap(20, screen.viewport.height / 2);
          await expect(panel).toBeHidden();

          await button.tap();
          const group = panel.getByRole("button", {
            name: `${edition.child.group} ${edition.submenu}`,
          });
          if ((await group.getAttribute("aria-expanded")) === "false") await group.tap();
          const link = panel.getByRole("link", { name: edition.child.link, exact: true });
          await expect(link).toHaveAttribute("href", edition.child.href);
          await link.tap();
          await expect(page).toHaveURL(edition.child.href);
          await expect(page.locator("h1")).toBeVisible();
          await expect(panel).toBeHidden();
          expect(await rootOverflow(page)).not.toBe("hidden");
        });

        test("the bottom bar: every action a labelled 44px target inside the width", async ({
          page,
        }) => {
          const bar = page.getByRole("complementary", { name: edition.bar });
          const barBox = await box(bar);
          expect(barBox.y + barBox.height).toBeCloseTo(screen.viewport.height, 0);
          expect(barBox.width).toBeCloseTo(screen.viewport.width, 0);
          // Back to top joins the bar once the page has scrolled.
          await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
          const items = bar.locator(".ui-sidebar__item:visible");
          await expect(items).toHaveCount(5);
          const boxes: Box[] = [];
          for (let i = 0; i < 5; i += 1) {
            const item = items.nth(i);
            const itemBox = await box(item);
            expect(itemBox.width).toBeGreaterThanOrEqual(minTapTarget);
            expect(itemBox.height).toBeGreaterThanOrEqual(minTapTarget);
            // A visible label under the icon.
            const label = item.locator(
              ".ui-sidebar__short, .ui-sidebar__tip:not(.ui-sidebar__tip--long)",
            );
            await expect(label).toBeVisible();
            const labelBox = await box(label);
            expect(labelBox.width).toBeGreaterThan(10);
            // WCAG 2.5.3 label in name: the words a visitor sees are part of what a screen
            // reader says, so "press Suggestions" works by voice (the names stay D8's).
            const visible = (await label.innerText()).replace(/\s+/g, " ").trim();
            await expect(item).toHaveAccessibleName(new RegExp(escapeRegExp(visible), "i"));
            boxes.push(itemBox);
          }
          const complaint = bar.getByRole("button", { name: edition.complaintName, exact: true });
          await expect(complaint).toBeVisible();
          await expect(
            complaint.locator(".ui-sidebar__short, .ui-sidebar__tip:not(.ui-sidebar__tip--long)"),
          ).toHaveText(edition.complaintLabel);
          for (const [i, a] of boxes.entries()) {
            for (const b of boxes.slice(i + 1)) expect(overlap(a, b)).toBe(false);
          }
          await expect(bar.getByRole("link", { name: /4008186688|400-818-6688/ })).toHaveAttribute(
            "href",
            "tel:4008186688",
          );
          expect(await frameOverflow(page)).toEqual([]);

          // The footer's last line stays above the bar.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const lastLine = page.locator(".ui-footer__bottom");
          await expect
            .poll(async () => {
              const line = await box(lastLine);
              return line.y + line.height <= (await box(bar)).y + 1;
            })
            .toBe(true);
        });

        test("a QR code by tap: a second tap, a tap outside and Escape close it", async ({
          page,
        }) => {
          const bar = page.getByRole("complementary", { name: edition.bar });
          const button = bar.getByRole("button", { name: edition.qr.button });
          const code = page.getByRole("img", { name: edition.qr.image });
          await expect(code).toBeHidden();
          await button.tap();
          await expect(code).toBeVisible();
          await expect(button).toHaveAttribute("aria-expanded", "true");
          await expect(bar.getByText(edition.qr.caption)).toBeVisible();
          const codeBox = await box(code);
          expect(codeBox.width).toBeGreaterThanOrEqual(150);
          expect(codeBox.x).toBeGreaterThanOrEqual(0);
          expect(codeBox.x + codeBox.width).toBeLessThanOrEqual(screen.viewport.width);
          expect(codeBox.y + codeBox.height).toBeLessThanOrEqual((await box(bar)).y);
          expect(await frameOverflow(page)).toEqual([]);

          await button.tap();
          await expect(code).toBeHidden();

          await button.tap();
          await expect(code).toBeVisible();
          await page.touchscreen.tap(screen.viewport.width / 2, 200);
          await expect(code).toBeHidden();

          await button.tap();
          await expect(code).toBeVisible();
          await page.keyboard.press("Escape");
          await expect(code).toBeHidden();
        });

        test("the complaint dialog opens from the bar, its submit button not covered", async ({
          page,
        }) => {
          const bar = page.getByRole("complementary", { name: edition.bar });
          await bar.getByRole("button", { name: edition.complaint }).tap();
          const dialog = page.getByRole("dialog");
          await expect(dialog).toBeVisible();
          const submit = dialog.getByRole("button", { name: edition.submit, exact: true });
          await submit.scrollIntoViewIfNeeded();
          await expect(submit).toBeInViewport();
          // What a tap at the button's centre would hit is the button, not the bar.
          const submitBox = await box(submit);
          const hit = await page.evaluate(
            ({ x, y }) => {
              const element = document.elementFromPoint(x, y);
              return element?.closest("button")?.textContent?.trim() ?? element?.tagName ?? null;
            },
            { x: submitBox.x + submitBox.width / 2, y: submitBox.y + submitBox.height / 2 },
          );
          expect(hit).toBe(edition.submit);
        });

        test("the footer: boxes do not overlap, links are 44px targets, nothing past the width", async ({
          page,
        }) => {
          const footer = page.getByRole("contentinfo");
          await footer.scrollIntoViewIfNeeded();
          const parts = footer.locator(
            ".ui-footer__column, .ui-footer__row, .ui-footer__branch, .ui-footer__qr, .ui-footer__hotline, .ui-footer__bottom > p",
          );
          const boxes: Box[] = [];
          for (let i = 0; i < (await parts.count()); i += 1) boxes.push(await box(parts.nth(i)));
          expect(boxes.length).toBeGreaterThan(5);
          // Columns hold branches and QR codes: only boxes that are not nested are compared.
          const inside = (a: Box, b: Box) =>
            a.x >= b.x - 0.5 &&
            a.y >= b.y - 0.5 &&
            a.x + a.width <= b.x + b.width + 0.5 &&
            a.y + a.height <= b.y + b.height + 0.5;
          for (const [i, a] of boxes.entries()) {
            for (const b of boxes.slice(i + 1)) {
              if (inside(a, b) || inside(b, a)) continue;
              expect(overlap(a, b), `footer boxes overlap: ${JSON.stringify([a, b])}`).toBe(false);
            }
          }
          const links = footer.locator("a[href]");
          for (let i = 0; i < (await links.count()); i += 1) {
            const linkBox = await box(links.nth(i));
            expect(linkBox.height, await links.nth(i).innerText()).toBeGreaterThanOrEqual(
              minTapTarget,
            );
          }
          if (screen.viewport.width < 768) {
            const size = await footer
              .locator(".ui-footer__link")
              .first()
              .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
            expect(size).toBeGreaterThanOrEqual(16);
          }
          expect(await frameOverflow(page)).toEqual([]);
          expect(await smallFrameTargets(page)).toEqual([]);
        });

        test("back to top from the bar returns to the top", async ({ page }) => {
          const bar = page.getByRole("complementary", { name: edition.bar });
          const backToTop = bar.getByRole("button", { name: edition.backToTop });
          await expect(backToTop).toBeHidden();
          await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
          await expect(backToTop).toBeVisible();
          await backToTop.tap();
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
          await expect(backToTop).toBeHidden();
        });
      });
    }
  });
}

// Issue 15, item 4: a tablet held across is 1280px wide and shows the desktop header; its
// drop-downs open by a tap of their toggle and close by a second tap or a tap elsewhere.
test.describe("a tablet at 1280×800 with the desktop header", () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });

  test("a drop-down opens by a tap of its toggle and closes by a tap elsewhere", async ({
    page,
  }) => {
    await serveMedia(page);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "主导航" });
    await expect(page.getByRole("button", { name: "菜单", exact: true })).toBeHidden();
    const toggle = nav.getByRole("button", { name: "关于我们 子菜单" });
    const child = nav.getByRole("link", { name: "董事长致辞" });
    await expect(child).toBeHidden();

    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(child).toBeVisible();
    await page.touchscreen.tap(640, 600);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(child).toBeHidden();

    await toggle.tap();
    await expect(child).toBeVisible();
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(child).toBeHidden();

    await toggle.tap();
    await child.tap();
    await expect(page).toHaveURL("/dongshizhang?key=6");
  });
});

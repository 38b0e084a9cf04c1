import type { Page } from "@playwright/test";
import { expect, test } from "../support/api-fixtures";
import { serveMedia } from "../support/page-helpers";

// Issue 28, defect 6: the desktop menu shows one red underline at a time: the hovered item's
// while the pointer is on it, else the current page's.

const pages = [
  { path: "/", nav: "主导航" },
  { path: "/kuaiji", nav: "主导航" },
  { path: "/indexE", nav: "Main" },
];

/** The indexes of the top-level items whose underline (the link's ::after) is drawn. */
function underlined(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("header .ui-nav__list > li > .ui-nav__link")].flatMap(
      (link, index) => {
        const after = getComputedStyle(link, "::after");
        if (after.content === "none" || after.display === "none") return [];
        if (after.visibility === "hidden" || Number(after.opacity) === 0) return [];
        const scale = after.transform === "none" ? 1 : new DOMMatrix(after.transform).a;
        return Math.abs(scale) > 0.01 ? [index] : [];
      },
    ),
  );
}

for (const { path, nav } of pages) {
  test(`${path} at 1366px: one menu underline at a time, the hovered item's`, async ({ page }) => {
    await serveMedia(page);
    await page.goto(path);
    const items = page.getByRole("navigation", { name: nav }).locator(".ui-nav__list > li");
    const links = items.locator("> .ui-nav__link");
    const count = await links.count();
    expect(count).toBeGreaterThan(2);
    const current = await links.evaluateAll((all) =>
      all.findIndex((link) => link.getAttribute("aria-current") === "page"),
    );
    expect(current).toBeGreaterThanOrEqual(0);
    await expect.poll(() => underlined(page)).toEqual([current]);

    for (let index = 0; index < count; index++) {
      await links.nth(index).hover();
      await expect.poll(() => underlined(page), `hovering item ${index + 1}`).toEqual([index]);
    }

    // The pointer leaves the menu (for the brand): the current page's underline comes back.
    await page.locator("header .ui-header__brand").hover();
    await expect.poll(() => underlined(page)).toEqual([current]);
  });
}

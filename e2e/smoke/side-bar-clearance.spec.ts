import type { Page } from "@playwright/test";
import { expect, test } from "../support/api-fixtures";

// The fixed side bar sits at the right edge of the window. On desktop windows from the page's
// minimum width (1200px) up, no content of the page or the footer may lie beneath it.

const pages = [
  { path: "/zizhi", sideBar: "快捷服务" },
  { path: "/indexE", sideBar: "Quick links" },
  { path: "/zixunE", sideBar: "Quick links" },
];

/**
 * The right edge of the rightmost visible card, heading, paragraph, image or link in main and
 * footer.
 */
function contentRightEdge(page: Page): Promise<number> {
  return page.evaluate(() => {
    const selector = ["main", "footer"]
      .flatMap((root) =>
        ["a", "article", "h2", "h3", "p", "img", "dd"].map((el) => `${root} ${el}`),
      )
      .join(", ");
    let right = 0;
    for (const node of document.querySelectorAll(selector)) {
      const box = node.getBoundingClientRect();
      // Full-bleed pictures (banners, hero backdrops) run under the bar by design, and so does a
      // picture that bleeds off the window's right edge (the page hero's, issue 28).
      if (box.width === 0 || box.width >= window.innerWidth - 1) continue;
      if (node.tagName === "IMG" && box.right >= window.innerWidth - 1) continue;
      // What a clipping ancestor (an ellipsized headline) hides is not on screen.
      let visibleRight = box.right;
      for (let up = node.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") {
          visibleRight = Math.min(visibleRight, up.getBoundingClientRect().right);
        }
      }
      right = Math.max(right, visibleRight);
    }
    return right;
  });
}

for (const width of [1200, 1280, 1366]) {
  for (const { path, sideBar } of pages) {
    test(`at ${width}px nothing on ${path} lies beneath the side bar`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      const bar = await page.getByRole("complementary", { name: sideBar }).boundingBox();
      expect(bar).not.toBeNull();
      expect(await contentRightEdge(page)).toBeLessThanOrEqual(bar!.x);
    });
  }
}

import type { Edition } from "./editions";
import { expect, serveMedia } from "./page-helpers";
import type { TestCase } from "./test-case";

// Spec 2.1–2.3, D7 and D8: the frame every page of either edition shares.

export interface ActiveNavItem {
  path: string;
  /** The main-menu entry marked current, and where it links. */
  item: string;
  href: string;
}

export function activeNavTest(edition: Edition, { path, item, href }: ActiveNavItem): TestCase {
  return [
    `${path}: the ${edition.nav} navigation marks ${item} as the current page`,
    async ({ page }) => {
      await serveMedia(page);
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: edition.nav });
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(item);
      await expect(current).toHaveAttribute("href", href);
      await expect(current).toHaveJSProperty("tagName", "A");
    },
  ];
}

export interface BackToTopCopy {
  /** A region of the home page that shows once the page has painted. */
  region: string;
  label: string;
}

export function backToTopTest(edition: Edition, copy: BackToTopCopy): TestCase {
  return [
    `${copy.label} appears only after scrolling and returns to the top`,
    async ({ page }) => {
      await page.goto(edition.route("/"));
      await expect(page.getByRole("region", { name: copy.region })).toBeVisible();
      const backToTop = page.getByRole("button", { name: copy.label });
      await expect(backToTop).toBeHidden();

      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
      await expect(backToTop).toBeVisible();
      await backToTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(backToTop).toBeHidden();
    },
  ];
}

import type { Locator, Page } from "@playwright/test";
import { test } from "../support/api-fixtures";
import { expect, serveMedia } from "../support/page-helpers";
import { deviceOf, smallScreens } from "../support/small-screens";

// Issue 28 (the bench's TBT): on a phone the home and service pages draw a section of cards only
// when the visitor nears it (`content-visibility: auto`, section.css), so the layout Chromium
// forces at DOMContentLoaded covers the first screen. The sections stand in with a height above
// their own, so nothing a visitor reaches is missing, and on a desktop every section is drawn.

const phone = smallScreens.find((screen) => screen.viewport.width === 390)!;

/** Whether the element is drawn now (false while it waits in a section not yet neared). */
const drawn = (element: Locator) =>
  element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));

async function open(page: Page, path: string) {
  await serveMedia(page);
  await page.goto(path);
  await page.waitForLoadState("load");
}

const pages = [
  { path: "/", last: ".feature-blocks h3" },
  { path: "/indexE", last: ".client-logo-wall li" },
  { path: "/kuaiji", last: ".other-services a" },
  { path: "/kuaijiE", last: ".other-services a" },
];

test.describe(`phone ${phone.viewport.width}×${phone.viewport.height}`, () => {
  test.use(deviceOf(phone));

  for (const { path, last } of pages) {
    test(`${path}: a section far below is drawn once the visitor nears it, with its height then its own`, async ({
      page,
    }) => {
      await open(page, path);
      const sections = page.locator("main .ui-section");
      await expect(sections.first()).toHaveCSS("content-visibility", "auto");
      const far = page.locator(last).first();
      expect(await drawn(far), "a card at the page's end waits at load").toBe(false);
      expect(await drawn(sections.first().locator("*").first()), "the first screen is drawn").toBe(
        true,
      );

      // The stand-in is the content's height (section.css), the section's padding around it.
      const standIn = await far.evaluate((node) => node.closest(".ui-section")!.clientHeight);
      expect(standIn, "the stand-in height").toBeGreaterThanOrEqual(1100);
      await far.scrollIntoViewIfNeeded();
      await expect.poll(() => drawn(far)).toBe(true);
      const own = await far.evaluate((node) => node.closest(".ui-section")!.clientHeight);
      expect(own, "drawn, the section takes its own height, below the stand-in").toBeLessThan(
        standIn,
      );
      await expect(far).toBeInViewport();
    });
  }
});

test.describe("desktop 1366×900", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("/: every section is drawn at load", async ({ page }) => {
    await open(page, "/");
    await expect(page.locator("main .ui-section").first()).toHaveCSS(
      "content-visibility",
      "visible",
    );
    expect(await drawn(page.locator(".feature-blocks h3").first())).toBe(true);
  });
});

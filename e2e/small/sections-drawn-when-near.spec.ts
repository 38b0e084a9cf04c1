import type { Locator, Page } from "@playwright/test";
import { test } from "../support/api-fixtures";
import { expect, serveMedia } from "../support/page-helpers";
import { routeEditions } from "../support/route-cases";
import { deviceOf, smallScreens } from "../support/small-screens";

// Issue 28 (the bench's TBT): on a phone the home, service, news and partnership pages draw a
// section of bounded content only when the visitor nears it (`content-visibility: auto`,
// section.css), and every page its footer (site-footer.css), so the layout Chromium forces at
// DOMContentLoaded covers the first screen. What waits stands in with a height above its own, so
// nothing a visitor reaches is missing and axe's hit-tests land in it; on a desktop all is drawn.

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
  { path: "/zixun", last: ".publication-links a" },
  { path: "/zixunE", last: ".publication-links a" },
  { path: "/shangye", last: ".contact-card" },
  { path: "/shangyeE", last: ".contact-card" },
];

/** Phone widths from the narrowest to the last before the tablet's layout (768px). */
const phoneWidths = [320, 360, 390, 430, 599, 767];

/**
 * Every element of the page that waits to be drawn, with the height it stands in with (its
 * `contain-intrinsic-size`) and the height of its content once drawn at each of `widths`.
 */
async function standInsAndHeights(page: Page, widths: readonly number[]) {
  const standIns = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((node) => getComputedStyle(node).contentVisibility === "auto")
      .map((node, index) => {
        node.dataset.waits = String(index);
        const name = `${node.tagName.toLowerCase()}.${[...node.classList].join(".")}`;
        return {
          name,
          standIn: parseFloat(getComputedStyle(node).containIntrinsicHeight.replace("auto", "")),
        };
      }),
  );
  await page.addStyleTag({ content: "[data-waits] { content-visibility: visible !important; }" });
  const heights: number[][] = standIns.map(() => []);
  for (const width of widths) {
    await page.setViewportSize({ width, height: phone.viewport.height });
    const drawn = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("[data-waits]")].map((node) => {
        const style = getComputedStyle(node);
        return node.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      }),
    );
    drawn.forEach((height, index) => heights[index]!.push(Math.ceil(height)));
  }
  return standIns.map((part, index) => ({ ...part, heights: heights[index]! }));
}

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
      expect(standIn, "the stand-in height").toBeGreaterThanOrEqual(1800);
      await far.scrollIntoViewIfNeeded();
      await expect.poll(() => drawn(far)).toBe(true);
      const own = await far.evaluate((node) => node.closest(".ui-section")!.clientHeight);
      expect(own, "drawn, the section takes its own height, below the stand-in").toBeLessThan(
        standIn,
      );
      await expect(far).toBeInViewport();
    });
  }

  for (const path of ["/", "/indexE"]) {
    test(`${path}: the first scroll draws every waiting part once, which then waits again at its own height`, async ({
      page,
    }) => {
      await open(page, path);
      /** Each waiting part: whether it has its stand-in's height, and whether its end is drawn. */
      const waiting = () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-drawn="when-near"], .ui-footer')].map(
            (part) => {
              const style = getComputedStyle(part);
              const standIn = parseFloat(style.containIntrinsicHeight.replace("auto", ""));
              const height =
                part.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
              return {
                standingIn: Math.round(height) === standIn,
                drawn: part.lastElementChild!.checkVisibility({ contentVisibilityAuto: true }),
              };
            },
          ),
        );
      const standingIn = async () => (await waiting()).filter((part) => part.standingIn).length;
      expect(await standingIn(), "parts standing in at load").toBeGreaterThan(2);

      // A small scroll, far from the parts below: a jump further down now finds them at their own
      // heights, and draws only what it lands on, in one frame.
      await page.evaluate(() => window.scrollBy(0, 40));
      await expect.poll(standingIn).toBe(0);
      await expect(page.locator("html")).not.toHaveAttribute("data-draw-ahead");
      const after = await waiting();
      expect(after.at(-1)!.drawn, "the footer waits again").toBe(false);
      expect(await page.evaluate(() => window.scrollY), "the page stays where it was").toBe(40);
    });
  }

  test("/indexE: the footer waits at load and is drawn once the visitor nears it", async ({
    page,
  }) => {
    await open(page, "/indexE");
    const footer = page.locator(".ui-footer");
    await expect(footer).toHaveCSS("content-visibility", "auto");
    const link = footer.locator("a").last();
    expect(await drawn(link), "the footer's last link waits at load").toBe(false);
    // A fade begun before the stylesheet applied would hold still while the footer waits (the
    // browser's blue on navy, which axe reads): on a phone its links do not fade.
    const fading = await footer
      .locator("a")
      .evaluateAll(
        (links) =>
          links.filter((node) => getComputedStyle(node).transitionDuration !== "0s").length,
      );
    expect(fading, "footer links with a transition").toBe(0);
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(link)).toBe(true);
    await expect(link).toBeInViewport();
  });

  for (const { path, action } of [
    { path: "/shangye", action: "联系合作部门" },
    { path: "/shangyeE", action: "Contact our partnership team" },
  ]) {
    test(`${path}: the hero's call to action lands on the contacts, past the sections that wait`, async ({
      page,
    }) => {
      await open(page, path);
      await page.getByRole("link", { name: action }).tap();
      const contacts = page.locator("#partnership-contacts");
      await expect(page).toHaveURL(/#partnership-contacts$/);
      await expect(contacts.getByRole("heading", { level: 2 })).toBeInViewport();
      await expect.poll(() => drawn(contacts.locator(".contact-card").first())).toBe(true);
      await expect(contacts.locator(".contact-card").first()).toBeInViewport();
    });
  }
});

test.describe("every route on a phone", () => {
  test.use(deviceOf(phone));

  for (const edition of routeEditions) {
    for (const route of edition.routes) {
      test(`${edition.name} ${route.path}: what waits stands in taller than it is drawn, at ${phoneWidths.join(", ")}px`, async ({
        page,
      }) => {
        await open(page, route.path);
        const parts = await standInsAndHeights(page, phoneWidths);
        expect(
          parts.map((part) => part.name),
          "the footer waits",
        ).toContain("footer.ui-footer");
        for (const { name, standIn, heights } of parts) {
          expect(standIn, `${name}: a stand-in height`).toBeGreaterThan(0);
          for (const [index, height] of heights.entries())
            expect(height, `${name} at ${phoneWidths[index]}px, below its stand-in`).toBeLessThan(
              standIn,
            );
        }
      });
    }
  }
});

test.describe("desktop 1366×900", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("/: every section and the footer are drawn at load", async ({ page }) => {
    await open(page, "/");
    await expect(page.locator("main .ui-section").first()).toHaveCSS(
      "content-visibility",
      "visible",
    );
    await expect(page.locator(".ui-footer")).toHaveCSS("content-visibility", "visible");
    expect(await drawn(page.locator(".feature-blocks h3").first())).toBe(true);
    expect(await drawn(page.locator(".ui-footer a").last())).toBe(true);
  });
});

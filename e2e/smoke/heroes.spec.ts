import type { Page } from "@playwright/test";
import { test } from "../support/api-fixtures";
import { runAxe } from "../support/axe";
import { expect, serveMedia } from "../support/page-helpers";
import { routeEditions } from "../support/route-cases";

// Issue 28, the design: every page's hero carries one message (its h1) and one call to action,
// its text on a band whose contrast axe checks (colour contrast included) at every width. (The
// page's rhythm, never more than two marked section headings in a row, is checked with each
// route's load in smoke/routes.spec.ts.)

const widths = [390, 768, 1366, 1920];

/** Every width and page is reported, not only the first that fails. */
const check = expect.configure({ soft: true });

/** The pages with a page hero: all but the home page (its banners) and an article. */
const isHeroPage = (path: string) =>
  !["/", "/indexE"].includes(path) && !path.startsWith("/content");

/** The axe findings on the hero, serious or not, and what axe could not decide about colour. */
async function heroAxe(page: Page) {
  const results = await runAxe(page, { include: ".page-hero" });
  return {
    violations: results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
    // A colour axe cannot work out (text over a picture or a gradient) is a contrast nobody
    // checked: the hero's text must sit on a solid band.
    undecided: results.incomplete
      .filter((finding) => finding.id === "color-contrast")
      .flatMap((finding) => finding.nodes.map((node) => node.target.join(" "))),
    checked: results.passes
      .filter((finding) => finding.id === "color-contrast")
      .reduce((count, finding) => count + finding.nodes.length, 0),
  };
}

for (const edition of routeEditions) {
  test.describe(`${edition.name} heroes`, () => {
    for (const route of edition.routes) {
      if (isHeroPage(route.path)) {
        test(`${route.path}: one message and one call to action on a band axe checks at ${widths.join(", ")}px`, async ({
          page,
        }) => {
          test.setTimeout(120_000);
          await serveMedia(page);
          await page.setViewportSize({ width: widths[0]!, height: 900 });
          await page.goto(route.path);
          const hero = page.locator(".page-hero");
          await expect(hero).toHaveCount(1);
          await expect(hero.getByRole("heading", { level: 1 })).toHaveText(route.title);
          await expect(hero.getByRole("heading")).toHaveCount(1);
          // At most one short line besides the title: no eyebrow, no second paragraph.
          await expect(hero.locator("p:not(.page-hero__subtitle)")).toHaveCount(0);
          expect(await hero.locator(".page-hero__subtitle").count()).toBeLessThanOrEqual(1);
          await expect(hero.locator("a[href], button")).toHaveCount(1);
          await expect(hero.locator("a[href], button")).toBeVisible();
          await page.waitForLoadState("networkidle");

          for (const width of widths) {
            await page.setViewportSize({ width, height: 900 });
            await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
            const where = `${route.path} at ${width}px`;
            const axe = await heroAxe(page);
            check(axe.violations, `${where}: axe violations in the hero`).toEqual([]);
            check(axe.undecided, `${where}: hero text axe cannot check`).toEqual([]);
            // The title, the line and the call to action: each checked.
            check(axe.checked, `${where}: texts whose contrast axe checked`).toBeGreaterThanOrEqual(
              3,
            );
            const box = (await hero.locator("a[href], button").boundingBox())!;
            check(
              box.x + box.width,
              `${where}: the call to action inside the window`,
            ).toBeLessThanOrEqual(width);
          }
        });
      }
    }
  });
}

// The home page's hero is its banner carousel: each of its 5 slides carries one message (its
// heading; the page's h1 stays the page's title), at most one short line and one call to
// action, in HTML on the slide's navy band, which axe checks at every width, for every slide.
const homes = [
  { path: "/", banner: "首页横幅", showSlide: (n: number) => `显示第 ${n} 张` },
  { path: "/indexE", banner: "Highlights", showSlide: (n: number) => `Show slide ${n}` },
];

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const home of homes) {
  test(`${home.path}: each banner one message and one call to action on a band axe checks at ${widths.join(", ")}px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // No rotation by itself: the slide shown is the one chosen.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await serveMedia(page);
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    await page.goto(home.path);
    const banner = page.getByRole("region", { name: home.banner });
    const slides = banner.locator('[role="group"][aria-roledescription="slide"]');
    await expect(slides).toHaveCount(5);
    // The page's one h1 is its title, outside the banner; each slide has one heading of its own.
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(banner.locator("h1")).toHaveCount(0);
    for (const slide of await slides.all()) {
      await expect(slide.locator("h1, h2, h3, h4, h5, h6")).toHaveCount(1);
      expect(await slide.locator("p").count()).toBeLessThanOrEqual(1);
      await expect(slide.locator("a[href], button")).toHaveCount(1);
      // The picture carries no words, so it says nothing to assistive technology either.
      await expect(slide.locator("img")).toHaveAttribute("alt", "");
    }
    await page.waitForLoadState("networkidle");

    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
      for (let n = 1; n <= 5; n += 1) {
        await banner.getByRole("button", { name: home.showSlide(n) }).click();
        const slide = slides.nth(n - 1);
        await expect(slide).toHaveAttribute("data-state", "active");
        const where = `${home.path} slide ${n} at ${width}px`;

        const results = await runAxe(page, { include: ".ui-banner [data-active]" });
        check(
          results.violations.map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
          ),
          `${where}: axe violations in the slide`,
        ).toEqual([]);
        check(
          results.incomplete
            .filter((finding) => finding.id === "color-contrast")
            .flatMap((finding) => finding.nodes.map((node) => node.target.join(" "))),
          `${where}: slide text axe cannot check`,
        ).toEqual([]);
        check(
          results.passes
            .filter((finding) => finding.id === "color-contrast")
            .reduce((count, finding) => count + finding.nodes.length, 0),
          `${where}: texts whose contrast axe checked`,
        ).toBeGreaterThanOrEqual(3);

        // Title, line and action: whole, in the slide and the window, clear of every control.
        const slideBox = (await slide.boundingBox())!;
        const controls = await Promise.all(
          (await banner.locator(".ui-carousel__arrow, .ui-carousel__bar").all()).map(
            async (control) => (await control.boundingBox())!,
          ),
        );
        for (const part of [
          slide.getByRole("heading"),
          slide.locator("p"),
          slide.locator("a[href], button"),
        ]) {
          await expect(part).toBeVisible();
          const box = (await part.boundingBox())!;
          check(box.x, `${where}: the text starts in the window`).toBeGreaterThanOrEqual(0);
          check(box.x + box.width, `${where}: the text ends in the window`).toBeLessThanOrEqual(
            width,
          );
          check(box.y, `${where}: the text starts in the slide`).toBeGreaterThanOrEqual(slideBox.y);
          check(box.y + box.height, `${where}: the text ends in the slide`).toBeLessThanOrEqual(
            slideBox.y + slideBox.height,
          );
          check(
            controls.filter((control) => overlaps(control, box)).length,
            `${where}: controls over the text`,
          ).toBe(0);
        }
      }
    }
  });
}

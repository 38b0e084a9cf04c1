import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test } from "../support/api-fixtures";
import { expect, serveMedia } from "../support/page-helpers";
import { routeEditions } from "../support/route-cases";

// Issue 28, the design: every page's hero carries one message (its h1) and one call to action,
// its text on a band whose contrast axe checks (colour contrast included) at every width; and
// the page's rhythm: never more than two marked section headings (eyebrow, title, red bar) in
// a row.

const widths = [390, 768, 1366, 1920];

/** Every width and page is reported, not only the first that fails. */
const check = expect.configure({ soft: true });

/** The pages with a page hero: all but the home page (its banners) and an article. */
const isHeroPage = (path: string) =>
  !["/", "/indexE"].includes(path) && !path.startsWith("/content");

/** The axe findings on the hero, serious or not, and what axe could not decide about colour. */
async function heroAxe(page: Page) {
  const results = await new AxeBuilder({ page }).include(".page-hero").analyze();
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

/** The sections of main in order, each as whether its heading is the marked form. */
function markedRuns(page: Page): Promise<number> {
  return page.evaluate(() => {
    const sections = [...document.querySelectorAll("main section")].filter(
      (section) => !section.parentElement?.closest("main section"),
    );
    let run = 0;
    let longest = 0;
    for (const section of sections) {
      const heading = section.querySelector(".section-heading");
      const marked = heading !== null && heading.getAttribute("data-form") !== "quiet";
      run = marked ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    return longest;
  });
}

for (const edition of routeEditions) {
  test.describe(`${edition.name} heroes and section rhythm`, () => {
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

      test(`${route.path}: never more than two marked section headings in a row`, async ({
        page,
      }) => {
        await serveMedia(page);
        await page.goto(route.path);
        await expect(page.locator("h1")).toHaveText(route.heading ?? route.title);
        await page.waitForLoadState("networkidle");
        expect(await markedRuns(page)).toBeLessThanOrEqual(2);
      });
    }
  });
}

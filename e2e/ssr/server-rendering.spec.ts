import type { Page } from "@playwright/test";
import { test } from "../support/api-fixtures";
import { pcsystemReads } from "../support/first-load";
import { expect, serveMedia } from "../support/page-helpers";
import { documentTitleOf, routeEditions } from "../support/route-cases";

// Issue 12: every route's first HTML holds its page. (That the browser takes it over without a
// warning and without reading anything again is checked with each route's load in
// smoke/routes.spec.ts.)

/** Where the page's header, main column and footer sit: what its stylesheet decides. */
function layout(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    ["header", "h1", "footer", "main"].flatMap((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      if (!box) return [];
      const placed = [Math.round(box.x), Math.round(box.width)];
      // The main column's height follows its images as they load; the rest is fixed by styles.
      return selector === "main" ? placed : [...placed, Math.round(box.height)];
    }),
  );
}

/** The page's text as a reader sees it, images' alternatives included, whitespace folded. */
/** The words of the page's main content and its pictures' alt texts (not its data blocks). */
function mainText(page: Page): Promise<string> {
  return page.locator("main").evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const script of copy.querySelectorAll("script")) script.remove();
    return [copy.textContent ?? "", ...[...copy.querySelectorAll("img")].map((img) => img.alt)]
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
  });
}

for (const edition of routeEditions) {
  test.describe(`${edition.name} edition, without scripts`, () => {
    for (const route of edition.routes) {
      test(`${route.path} arrives with its h1, title and the content the browser would render`, async ({
        page,
        browser,
        baseURL,
      }) => {
        const context = await browser.newContext({
          baseURL,
          javaScriptEnabled: false,
          extraHTTPHeaders: { "x-site-test": "fixtures" },
        });
        const served = await context.newPage();
        const response = await served.goto(route.path);
        expect(response?.status()).toBe(200);
        await expect(served.locator("h1")).toHaveText(route.heading ?? route.title);
        await expect(served).toHaveTitle(documentTitleOf(route, edition.siteName));
        await expect(served.locator("head > title")).toHaveCount(1);
        const servedText = await mainText(served);
        const servedLayout = await layout(served);
        await context.close();

        // The same route as the single-page shell renders it in the browser, from the fixtures.
        await page.setExtraHTTPHeaders({ "x-site-test": "shell" });
        await serveMedia(page);
        await page.goto(route.path);
        await expect(page.locator("h1")).toHaveText(route.heading ?? route.title);
        await page.waitForLoadState("networkidle");
        expect(servedText).toBe(await mainText(page));
        // Styled as the browser's own render is, before any script runs.
        expect(servedLayout).toEqual(await layout(page));
      });
    }
  });
}

test("a page served long after it was rendered still reads nothing again", async ({
  page,
  apiCalls,
}) => {
  // The browser's clock an hour ahead of the server's: far past the queries' 5-minute staleTime.
  await page.clock.install({ time: Date.now() + 60 * 60 * 1000 });
  await serveMedia(page);
  for (const path of ["/", "/indexE", "/kuaiji"]) {
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect(pcsystemReads(apiCalls)).toEqual([]);
});

test("following a link loads the next page as a document, rendered with its data (issue 24)", async ({
  page,
  apiCalls,
}) => {
  await serveMedia(page);
  await page.goto("/kuaiji");
  await page.waitForLoadState("networkidle");
  const next = page.waitForResponse(
    (response) =>
      response.request().resourceType() === "document" &&
      new URL(response.url()).pathname === "/zixun",
  );
  await page
    .getByRole("navigation", { name: "主导航" })
    .getByRole("link", { name: "集团资讯" })
    .click();
  expect((await next).headers()["content-type"]).toMatch(/^text\/html/);
  await expect(page.locator("h1")).toHaveText("集团资讯");
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
  await page.waitForLoadState("networkidle");
  expect(pcsystemReads(apiCalls)).toEqual([]);
});

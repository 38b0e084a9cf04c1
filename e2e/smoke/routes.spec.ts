import { expect, test } from "../support/api-fixtures";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { markedRuns, pcsystemReads, watchConsole } from "../support/first-load";
import { en, zh } from "../support/editions";
import { serveMedia, visitRecorded } from "../support/page-helpers";
import { pageTable } from "../support/pages";
import { expectScriptsWithinBudget } from "../support/page-scripts";
import { documentTitleOf, routeEditions as editions } from "../support/route-cases";

/**
 * D7: whether a route lies in a top-level section, whose main-menu entry is then highlighted:
 * the home page and an article do; a page of `pageTable` when it names a section.
 */
function inSection(path: string): boolean {
  const name = path.slice(1).split("?")[0]!.replace(/E$/, "");
  return name in pageTable ? pageTable[name as keyof typeof pageTable].section !== null : true;
}

// Every route's first load, once per route for what it shows, what it sends and how the
// browser takes it over (a page load is the costly part of a browser test).
for (const edition of editions) {
  test.describe(`${edition.name} edition routes`, () => {
    for (const route of edition.routes) {
      test(`${route.path} loads with one h1, lang, title and its visit record, hydrates without a warning, reads nothing again, within its script budgets and axe clean`, async ({
        page,
        request,
        apiCalls,
        pageErrors,
      }) => {
        // axe walks the whole page: slow on a loaded 2-core machine.
        test.slow();
        const problems = watchConsole(page);
        const visit = visitRecorded(page);
        await serveMedia(page);
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);

        expect((await visit).postDataJSON()).toEqual({ userType: route.visitLabel });
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toHaveText(route.heading ?? route.title);
        await expect(page.locator("html")).toHaveAttribute("lang", edition.lang);
        await expect(page).toHaveTitle(documentTitleOf(route, edition.siteName));
        const nav = page.getByRole("navigation", { name: (edition.lang === "en" ? en : zh).nav });
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(
          inSection(route.path) ? 1 : 0,
        );
        await expect(
          page.getByRole("contentinfo").getByRole("link", { name: /ICP/ }),
        ).toBeVisible();

        await page.waitForLoadState("networkidle");
        const visits = apiCalls.filter((call) => call.path === "/api/pcsystem/TckgSoftLogin");
        expect(visits).toHaveLength(1);
        expect(pageErrors).toEqual([]);
        // Issue 12: the browser takes the server's page over without a warning and without
        // reading its data again.
        expect(problems, "console errors and warnings").toEqual([]);
        expect(pcsystemReads(apiCalls), "reads after the server's render").toEqual([]);
        // Issue 28, the rhythm: never more than two marked section headings in a row.
        expect(await markedRuns(page), "marked section headings in a row").toBeLessThanOrEqual(2);
        await expectScriptsWithinBudget(page, request);
        // D8: no serious or critical axe violations, colour contrast included.
        await expectNoSeriousAxeViolations(page, route.path);
      });
    }
  });
}

test("an unknown Chinese path answers 404 with the Chinese not-found view", async ({
  page,
  apiCalls,
  pageErrors,
}) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("页面不存在");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page).toHaveTitle("页面不存在 | 天诚控股集团");
  await page.waitForLoadState("networkidle");
  expect(apiCalls.filter((call) => call.path === "/api/pcsystem/TckgSoftLogin")).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test("an unknown English path answers 404 with the English not-found view", async ({
  page,
  pageErrors,
}) => {
  const response = await page.goto("/noSuchPageE");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Page not found | Tiancheng Holdings Group");
  expect(pageErrors).toEqual([]);
});

test("both editions ship D10's device-width viewport and a favicon", async ({ page, request }) => {
  for (const path of ["/", "/indexE"]) {
    await page.goto(path);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
      "content",
      "width=device-width, initial-scale=1",
    );
    const icon = await page.locator('link[rel="icon"]').getAttribute("href");
    expect(icon).toBeTruthy();
    const iconResponse = await request.get(icon!);
    expect(iconResponse.status()).toBe(200);
  }
});

test("routes load the shell's menu and config with the edition's language", async ({
  page,
  apiCalls,
}) => {
  // The h1 shows once the loaders have answered: "networkidle" alone can fire while a busy
  // machine is still evaluating the bundle, before the first call.
  await page.goto("/kuaiji");
  await expect(page.locator("h1")).toHaveText("会计事业群");
  await page.waitForLoadState("networkidle");
  await page.goto("/kuaijiE");
  await expect(page.locator("h1")).toHaveText("Accounting & Registration");
  await page.waitForLoadState("networkidle");
  const menuCalls = apiCalls.filter(
    (call) => call.path === "/api/pcsystem/TckgClassify/treeselect",
  );
  expect(menuCalls.map((call) => call.params)).toEqual([{ language: "0" }, { language: "1" }]);
  const expertCalls = apiCalls.filter((call) => call.path === "/api/pcsystem/TckgPersonnel/list");
  expect(expertCalls.map((call) => call.params)).toEqual([
    { personnelType: "5", pageNum: "1", pageSize: "8", language: "0" },
    { personnelType: "5", pageNum: "1", pageSize: "8", language: "1" },
  ]);
});

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { newsZh } from "@site/api/fixtures";
import { expect as baseExpect, test } from "../support/api-fixtures";

// A loaded 2-core machine (other browsers, axe) can take more than 5 s to paint a page.
const expect = baseExpect.configure({ timeout: 15_000 });

// D8: the Chinese pages have no serious or critical axe violations (colour contrast included).

const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** The site's own media from the real server; the recorded uploads (which exist nowhere) a tiny PNG. */
async function serveMedia(page: Page): Promise<void> {
  await page.route("**/api/profile/**", async (route) => {
    if (new URL(route.request().url()).pathname.startsWith("/api/profile/upload/")) {
      await route.fulfill({ status: 200, contentType: "image/png", body: PNG_1X1 });
    } else {
      await route.continue();
    }
  });
}

const newsItem = newsZh.find((row) => String(row.dynamicType) === "2")!;

const pages = [
  "/",
  "/kuaiji",
  "/zizhi",
  "/qidai",
  "/zonghe",
  "/zhichan",
  "/haiwai",
  "/shangye",
  "/zixun",
  `/content?id=${newsItem.dynamicId}&type=2`,
  "/aboutus",
  "/dongshizhang",
  "/qiyewenhua",
  "/jituangoucheng",
  "/fazhanlicheng",
  "/quanqiubujv",
  "/BeiJing",
  "/xiaoqi",
  "/shangxiehui",
  "/gongyi",
  "/yinsi",
];

// Pages outside every top-level section (spec 2.1): no main-menu entry is highlighted.
const noSection = new Set(["/yinsi"]);

for (const path of pages) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    // axe walks the whole page: slow on a loaded 2-core machine.
    test.slow();
    await serveMedia(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    // The shell's data has arrived (menu and footer config), and the page's own sections.
    await expect(
      page.getByRole("navigation", { name: "主导航" }).locator('[aria-current="page"]'),
    ).toHaveCount(noSection.has(path) ? 0 : 1);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: /ICP/ })).toBeVisible();
    await page.waitForLoadState("networkidle");

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === "serious" || violation.impact === "critical",
    );
    const report = serious.map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(" ")} — ${node.failureSummary ?? ""}`)
          .join("\n"),
    );
    expect(report, `serious or critical axe violations on ${path}`).toEqual([]);
  });
}

import AxeBuilder from "@axe-core/playwright";
import { newsEn } from "@site/api/fixtures";
import { test } from "../support/api-fixtures";
import { expect, serveMedia } from "../support/page-helpers";

// D8: the English pages have no serious or critical axe violations (colour contrast included).

const newsItem = newsEn.find((row) => String(row.dynamicType) === "2")!;

const pages = [
  "/indexE",
  "/kuaijiE",
  "/zizhiE",
  "/qidaiE",
  "/zongheE",
  "/zhichanE",
  "/haiwaiE",
  "/shangyeE",
  "/zixunE",
  `/contentE?id=${newsItem.dynamicId}&type=2`,
  "/aboutusE",
  "/dongshizhangE",
  "/qiyewenhuaE",
  "/jituangouchengE",
  "/fazhanlichengE",
  "/quanqiubujvE",
  "/xiaoqiE",
  "/shangxiehuiE",
  "/gongyiE",
  "/yinsiE",
];

// Pages outside every top-level section (spec 2.1): no main-menu entry is highlighted.
const noSection = new Set(["/yinsiE"]);

for (const path of pages) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    // axe walks the whole page: slow on a loaded 2-core machine.
    test.slow();
    await serveMedia(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // The shell's data has arrived (menu and footer config), and the page's own sections.
    await expect(
      page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]'),
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

import type { Page } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test } from "./api-fixtures";
import type { Edition } from "./editions";
import { expect, serveMedia } from "./page-helpers";
import { pageTable, type PageName } from "./pages";
import type { TestCase } from "./test-case";

// D8: no serious or critical axe violations (colour contrast included).

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

interface AxeRun {
  /** A selector: the part of the page to check (the whole page when absent). */
  include?: string;
  /** Only these rules (every rule axe runs by default when absent). */
  rules?: string[];
  /** Results other than violations keep one node each (axe's `resultTypes`). */
  violationsOnly?: boolean;
}

/** What axe-core's script defines in the page. */
interface InPageAxe {
  run(context: ElementContext, options: RunOptions): Promise<AxeResults>;
}

/**
 * axe-core run in the page as it is. It is put into the page once per document and run there
 * directly: `@axe-core/playwright` puts it in again and opens a second page to finish every
 * run, about 0.6 s a run on a 2-core machine where checking a hero takes 0.1-0.2 s. The site's
 * pages have no frames, so axe does not wait on any.
 */
export async function runAxe(
  page: Page,
  { include, rules, violationsOnly }: AxeRun = {},
): Promise<AxeResults> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const options: RunOptions = {
    iframes: false,
    ...(rules ? { runOnly: { type: "rule", values: rules } } : {}),
    ...(violationsOnly ? { resultTypes: ["violations"] } : {}),
  };
  return page.evaluate(
    ({ include, options }) =>
      (window as unknown as { axe: InPageAxe }).axe.run(
        include ? { include: [include] } : document,
        options,
      ),
    { include, options },
  );
}

/** Runs axe on the page as it is and lists its serious and critical violations, if any. */
export async function expectNoSeriousAxeViolations(page: Page, path: string): Promise<void> {
  const results = await runAxe(page, { violationsOnly: true });
  // Issue 28: colour contrast is among the rules run, wherever this check is called.
  const ran = [...results.passes, ...results.violations, ...results.incomplete].map(
    (rule) => rule.id,
  );
  expect(ran, `axe checked colour contrast on ${path}`).toContain("color-contrast");
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
}

/**
 * The home page, `pages` and the news detail of `detailId`, each checked once the shell's data
 * (menu and footer config) and the page's own sections have arrived.
 */
export function axeTests(
  edition: Edition,
  pages: readonly PageName[],
  detailId: number,
): TestCase[] {
  const paths = [
    { path: edition.route("/"), section: true },
    ...pages.map((name) => ({
      path: edition.route(`/${name}`),
      // Pages outside every top-level section (spec 2.1): no main-menu entry is highlighted.
      section: pageTable[name].section !== null,
    })),
    { path: edition.route(`/content?id=${detailId}&type=2`), section: true },
  ];
  return paths.map(({ path, section }): TestCase => [
    `${path} has no serious or critical axe violations`,
    async ({ page }) => {
      // axe walks the whole page: slow on a loaded 2-core machine.
      test.slow();
      await serveMedia(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator("html")).toHaveAttribute("lang", edition.lang);
      await expect(
        page.getByRole("navigation", { name: edition.nav }).locator('[aria-current="page"]'),
      ).toHaveCount(section ? 1 : 0);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: /ICP/ })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoSeriousAxeViolations(page, path);
    },
  ]);
}

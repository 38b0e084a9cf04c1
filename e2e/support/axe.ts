import type { Page } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect } from "./page-helpers";

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

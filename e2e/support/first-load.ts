import type { Page } from "@playwright/test";
import type { ApiCall } from "./api-fixtures";

// What a server-rendered page's first load is checked by (issue 12): the reads it makes in the
// browser and what it reports while the browser takes it over.

/** The reads of a first load: everything under /api/pcsystem but the visit record (D6). */
export function pcsystemReads(calls: ApiCall[]): string[] {
  return calls
    .filter((call) => call.path.startsWith("/api/pcsystem/") && call.method === "GET")
    .map((call) => `${call.path}?${new URLSearchParams(call.params)}`);
}

/** Console errors and warnings, and uncaught errors: React reports a failed hydration there. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Issue 28, the page's rhythm: the longest run of top-level sections of main, one after the
 * other, whose heading is the marked form (eyebrow, title, red bar).
 */
export function markedRuns(page: Page): Promise<number> {
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

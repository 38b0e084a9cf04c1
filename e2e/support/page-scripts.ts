import type { APIRequestContext, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect } from "./page-helpers";

// Issue 12, item 7: what a server-rendered page makes a phone download and run, held to the
// budgets `pnpm bench` reports against (tooling/bench/budgets.json).
const budgets = JSON.parse(
  readFileSync(new URL("../../tooling/bench/budgets.json", import.meta.url), "utf8"),
) as { initialJsKiBMax: number; idleJsKiBMax: number };

async function gzipKiB(request: APIRequestContext, sources: readonly string[]): Promise<number> {
  let bytes = 0;
  for (const source of sources) {
    const response = await request.get(source);
    expect(response.status(), source).toBe(200);
    bytes += gzipSync(await response.body(), { level: 9 }).length;
  }
  return bytes / 1024;
}

/**
 * The loaded page names its scripts within budget and loads them after the page: one start
 * script before the first paint, the islands' modules after the load event, no sanitizer, and
 * no more than the budget until the network is quiet.
 */
export async function expectScriptsWithinBudget(
  page: Page,
  request: APIRequestContext,
): Promise<void> {
  const scripts = await page.evaluate(async () => {
    // The page as it was served, before hydration and the router's own preloads.
    const served = new DOMParser().parseFromString(
      await (await fetch(location.href)).text(),
      "text/html",
    );
    return {
      // What the HTML asks for at once, before its first paint.
      named: [
        ...[...served.querySelectorAll("script[src]")].map(
          (script) => new URL(script.getAttribute("src")!, location.href).pathname,
        ),
        ...[...served.querySelectorAll('link[rel="modulepreload"]')].map(
          (link) => new URL(link.getAttribute("href")!, location.href).pathname,
        ),
      ],
      // What its start script loads once the page has loaded.
      started: (served.querySelector("script[data-modules]")?.getAttribute("data-modules") ?? "")
        .split(" ")
        .filter(Boolean),
      loadEnd: performance.getEntriesByType("navigation")[0]!.toJSON().loadEventEnd as number,
      requested: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.*\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    };
  });
  expect(scripts.named).toHaveLength(1);
  expect(scripts.started.length).toBeGreaterThan(0);
  const initial = await gzipKiB(request, scripts.named);
  const toHydrate = initial + (await gzipKiB(request, scripts.started));
  expect(initial, "KiB of script before first paint").toBeLessThanOrEqual(budgets.initialJsKiBMax);
  expect(toHydrate, "KiB of script to hydrate").toBeLessThanOrEqual(budgets.idleJsKiBMax);
  // Only the start script was fetched before the load event; the rest waited for it.
  const early = scripts.requested.filter(
    (entry) => entry.startTime < scripts.loadEnd && !scripts.named.includes(entry.path),
  );
  expect(early).toEqual([]);
  for (const module of scripts.started) {
    expect(scripts.requested.map((entry) => entry.path)).toContain(module);
  }
  // What the page fetches ahead comes a moment after its start: counted once it has arrived.
  await page.locator("html[data-islands-prefetched]").waitFor({ state: "attached" });
  await expect
    .poll(() =>
      page.evaluate(() => {
        const arrived = new Set(
          performance
            .getEntriesByType("resource")
            .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
            .map((entry) => entry.name),
        );
        return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].every(
          (link) => arrived.has(link.href),
        );
      }),
    )
    .toBe(true);
  // Issue 24: the page's rich text came sanitized from the server, and hydration keeps
  // it: no script the page loads is the sanitizer (DOMPurify names its policy so).
  await page.waitForLoadState("networkidle");
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\/assets\/.*\.js$/.test(path)),
  );
  for (const path of loaded) {
    const body = await (await request.get(path)).text();
    expect(body.includes("dompurify"), `${path} is the sanitizer`).toBe(false);
  }
  // Issue 24, item 5: everything the page loaded until its network went quiet (no
  // dialog's code at idle: a dialog's island loads when it is reached).
  expect(
    await gzipKiB(request, [...new Set(loaded)]),
    "KiB of script loaded until idle",
  ).toBeLessThanOrEqual(budgets.idleJsKiBMax);
}

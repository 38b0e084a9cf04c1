import type { Page } from "@playwright/test";
import { expect } from "./api-fixtures";

/**
 * Opens a server-rendered page with the modules its start script runs held back (the start
 * script itself, which the load event waits for, is not), so what the test does next lands
 * before hydration, as a visitor's tap on a slow phone does. Returns what lets them through.
 */
export async function openBeforeHydration(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const start = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
  expect(start, `${path} names its start script`).toBeTruthy();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (!new URL(route.request().url()).pathname.endsWith(start!)) await held;
    await route.continue();
  });
  // The frame's own goto: the fixture's would wait for the edition to run.
  await page.mainFrame().goto(path, { waitUntil: "load" });
  await expect(page.locator("html")).not.toHaveAttribute("data-app-ready");
  return release;
}

/** Lets the held modules through and waits until the edition runs. */
export async function hydrate(page: Page, release: () => void): Promise<void> {
  release();
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "", { timeout: 20_000 });
}

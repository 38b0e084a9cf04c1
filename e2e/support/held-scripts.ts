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

/**
 * Watches the page's next click. The answer comes once that click, and the submit it may set
 * off, have been dispatched: whether the browser sent a form (a submit event nobody
 * prevented). A signal for "nothing was sent", instead of waiting to see no navigation.
 */
export async function watchNextClick(page: Page): Promise<{ sentForm: () => Promise<boolean> }> {
  await page.evaluate(() => {
    const seen = { done: false, sent: false };
    (window as unknown as { nextClick: typeof seen }).nextClick = seen;
    let submit: Event | undefined;
    const onSubmit = (event: Event) => (submit = event);
    window.addEventListener("submit", onSubmit, true);
    window.addEventListener(
      "click",
      () =>
        // A task later, the click's dispatch (and any submit it set off) is over.
        setTimeout(() => {
          window.removeEventListener("submit", onSubmit, true);
          seen.sent = submit !== undefined && !submit.defaultPrevented;
          seen.done = true;
        }),
      { capture: true, once: true },
    );
  });
  type Watched = { nextClick: { done: boolean; sent: boolean } };
  return {
    sentForm: async () => {
      await page.waitForFunction(() => (window as unknown as Watched).nextClick.done);
      return page.evaluate(() => (window as unknown as Watched).nextClick.sent);
    },
  };
}

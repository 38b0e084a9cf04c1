// Issue 24, item 5: what a visitor's browser loads and how soon a tap is answered, measured in
// Debian's Chromium driven by Playwright (Lighthouse sees neither): all the script a page loads,
// with the files it fetches ahead, until its network has been quiet for 2 s after load, on the
// bench's desktop CPU; and, on the phone profile, how long a tap on the consult or complaint
// button takes to show its dialog.
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright";
import { gzipSync } from "node:zlib";
import { CHROME_FLAGS } from "./lighthouse-runs";

/**
 * The phone profile of the issue: 390x844 touch, CPU 4x slower (the bench's `cpuSlowdown`), 150 ms
 * round trip, 1.6 Mbps.
 */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const QUIET_MS = 2000;

/** The dialogs a page's buttons open, by their ids (`@site/forms/form-post`). */
export const BENCH_DIALOGS = ["consult-dialog", "complaint-dialog"] as const;
export type BenchDialog = (typeof BENCH_DIALOGS)[number];

/** The button that opens the dialog, as the phone shows it (the complaint's in the bottom bar). */
function triggerOf(page: Page, dialog: BenchDialog) {
  return page.locator(`button[commandfor="${dialog}"]:visible`).first();
}

export interface BrowserBench {
  /** gzip -9 bytes of every script the page loaded or prefetched until its network was quiet for 2 s after load. */
  idleJsBytes(url: string): Promise<number>;
  /** Milliseconds from a tap on a dialog's button on an idle page to the dialog being painted. */
  dialogTapMs(url: string, dialog: BenchDialog): Promise<number>;
  /**
   * Milliseconds from a tap at the load event to the dialog being painted, or null if it is not
   * within `withinMs`. A button below the first screen is scrolled to in one jump first, as a
   * reloaded page opens where the visitor was.
   */
  tapAtLoadMs(url: string, dialog: BenchDialog, withinMs: number): Promise<number | null>;
  close(): Promise<void>;
}

/**
 * Waits until the page has asked for the files it fetches ahead (`data-islands-prefetched`,
 * `@site/pages`' start, a moment after the page's script starts), so what it downloads in its
 * first seconds is counted and a tap comes after it.
 */
async function prefetchAsked(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.documentElement.hasAttribute("data-islands-prefetched"),
  );
}

async function quietNetwork(page: Page): Promise<void> {
  let last = Date.now();
  const touch = () => (last = Date.now());
  page.on("request", touch);
  page.on("requestfinished", touch);
  page.on("requestfailed", touch);
  while (Date.now() - last < QUIET_MS) await page.waitForTimeout(250);
}

async function phonePage(context: BrowserContext, cpuSlowdown: number): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await cdp.send("Network.emulateNetworkConditions", PHONE_NETWORK);
  return page;
}

/** Marks, in the page, the tap's time and the frame the consult dialog is first drawn in. */
function watchDialog(): void {
  const state = { tappedAt: 0, shownAt: 0 };
  (window as unknown as { benchTap: typeof state }).benchTap = state;
  document.addEventListener(
    "pointerdown",
    (event) => {
      if (!state.tappedAt) state.tappedAt = event.timeStamp;
    },
    true,
  );
  new MutationObserver(() => {
    if (state.shownAt || !document.querySelector("dialog[open]")) return;
    // The frame after the one that lays it out is when it is on screen.
    requestAnimationFrame(() => requestAnimationFrame(() => (state.shownAt = performance.now())));
    // The document itself: this runs before its <html> element exists.
  }).observe(document, { subtree: true, attributeFilter: ["open"] });
}

/**
 * Taps the trigger and returns the milliseconds from the tap to the dialog drawn (as
 * `watchDialog` marks them), or null if it is not drawn within `withinMs`.
 */
async function tapToDialogShownMs(
  page: Page,
  trigger: Locator,
  withinMs = 30_000,
): Promise<number | null> {
  await trigger.tap();
  const shown = await page
    .waitForFunction(
      () => (window as unknown as { benchTap: { shownAt: number } }).benchTap.shownAt > 0,
      null,
      { timeout: withinMs },
    )
    .then(
      () => true,
      () => false,
    );
  if (!shown) return null;
  const { tappedAt, shownAt } = await page.evaluate(
    () => (window as unknown as { benchTap: { tappedAt: number; shownAt: number } }).benchTap,
  );
  return shownAt - tappedAt;
}

/** `cpuSlowdown`: how many times slower than this machine the phone runs. */
export async function openBrowserBench(cpuSlowdown: number): Promise<BrowserBench> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROME_FLAGS,
  });
  const newContext = (options: Parameters<Browser["newContext"]>[0] = {}) =>
    browser.newContext({ ignoreHTTPSErrors: true, ...options });

  return {
    async idleJsBytes(url) {
      const context = await newContext();
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      const counted = new Set<string>();
      page.on("response", (response) => {
        // A script run, or one fetched ahead into the cache (`<link rel="prefetch">`, which the
        // browser reports as "other"): both are the phone's download.
        const url = response.url();
        const isScript =
          response.request().resourceType() === "script" || new URL(url).pathname.endsWith(".js");
        if (!isScript || counted.has(url)) return;
        counted.add(url);
        scripts.push(
          response.body().then(
            (body) => gzipSync(body, { level: 9 }).length,
            () => 0,
          ),
        );
      });
      await page.goto(url, { waitUntil: "load" });
      await prefetchAsked(page);
      await quietNetwork(page);
      const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
      await context.close();
      return bytes;
    },

    async dialogTapMs(url, dialog) {
      const context = await newContext(PHONE);
      await context.addInitScript(watchDialog);
      const page = await phonePage(context, cpuSlowdown);
      await page.goto(url, { waitUntil: "load" });
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready"));
      await prefetchAsked(page);
      await quietNetwork(page);
      const trigger = triggerOf(page, dialog);
      await trigger.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      const ms = await tapToDialogShownMs(page, trigger);
      await context.close();
      if (ms === null) throw new Error(`${url}: a tap on an idle page did not open ${dialog}`);
      return ms;
    },

    async tapAtLoadMs(url, dialog, withinMs) {
      const context = await newContext(PHONE);
      await context.addInitScript(watchDialog);
      const page = await phonePage(context, cpuSlowdown);
      await page.goto(url, { waitUntil: "load" });
      const trigger = triggerOf(page, dialog);
      await trigger.scrollIntoViewIfNeeded();
      const ms = await tapToDialogShownMs(page, trigger, withinMs);
      await context.close();
      return ms;
    },

    close: () => browser.close(),
  };
}

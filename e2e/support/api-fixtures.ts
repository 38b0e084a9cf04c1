import { test as base, type Page } from "@playwright/test";
import { answerApiRequest } from "@site/api/fixtures";

export interface ApiCall {
  method: string;
  path: string;
  params: Record<string, string>;
  body: unknown;
}

/** Answers every `/api/` request from the recorded RuoYi fixtures and keeps a log of them. */
async function routeApi(page: Page, calls: ApiCall[]): Promise<void> {
  await page.route("**/api/**", async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    let body: unknown = undefined;
    try {
      body = request.postDataJSON();
    } catch {
      body = request.postData();
    }
    calls.push({
      method: request.method(),
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
      body,
    });
    const answer = answerApiRequest(request.method(), url, body);
    if (!answer) {
      await route.fulfill({ status: 404, json: { code: 404, msg: "no fixture" } });
      return;
    }
    await route.fulfill({ status: answer.status, json: answer.body });
  });
}

/**
 * How the server answers a page: rendered with its data (issue 12), or as the single-page
 * shell whose loaders fetch in the browser (D1).
 */
export type Rendering = "server" | "shell";

/**
 * The reads a first load makes in the browser: the shell's loaders make them; a page rendered
 * on the server arrives with its data and makes none.
 */
export function firstLoadReads<T>(rendering: Rendering, reads: T[]): T[] {
  return rendering === "shell" ? reads : [];
}

/**
 * Chromium aborts a cross-document view transition (issue 24) when the test intercepts the
 * page's requests (`page.route`), and reports it as an uncaught error of the page. A visitor's
 * browser intercepts nothing: the transition runs (`seeded/` tests, which route nothing, see
 * no such error).
 */
function isInterceptionArtifact(error: Error): boolean {
  return error.name === "InvalidStateError" && /ViewTransition opt-in disabled/.test(error.message);
}

export const test = base.extend<{
  apiFixtures: boolean;
  rendering: Rendering;
  apiCalls: ApiCall[];
  pageErrors: Error[];
}>({
  /** Off in tests that run against the server's own API and seeded database. */
  apiFixtures: [true, { option: true }],
  rendering: ["server", { option: true }],
  // A server-rendered page shows before its script runs, and a click or hover that comes
  // before hydration does nothing (as for a visitor on a slow phone). Every navigation by
  // page.goto waits until the edition runs in the browser, so the tests' interactions count.
  page: async ({ page, javaScriptEnabled }, run) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && response?.headers()["content-type"]?.startsWith("text/html")) {
        await page.waitForFunction(
          () =>
            !document.getElementById("root") ||
            document.documentElement.hasAttribute("data-app-ready"),
          undefined,
          { timeout: 20_000 },
        );
      }
      return response;
    };
    await run(page);
  },
  apiCalls: [
    async ({ page, apiFixtures, rendering }, use) => {
      const calls: ApiCall[] = [];
      if (apiFixtures) await routeApi(page, calls);
      // The server's test mode (SITE_TEST_FIXTURES): a rendered page takes its data from the
      // same fixtures the browser is answered from.
      const mode = rendering === "shell" ? "shell" : apiFixtures ? "fixtures" : null;
      if (mode) await page.setExtraHTTPHeaders({ "x-site-test": mode });
      await use(calls);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on("pageerror", (error) => {
        if (!isInterceptionArtifact(error)) errors.push(error);
      });
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";

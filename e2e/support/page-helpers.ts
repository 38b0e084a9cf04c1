import type { Locator, Page, Request } from "@playwright/test";
import { expect as baseExpect, type ApiCall } from "./api-fixtures";

// What the page specs share: patient assertions, media routing and the page's own calls.

/** A loaded 2-core machine (other browsers, axe) can take more than 5 s to paint a page. */
export const expect = baseExpect.configure({ timeout: 15_000 });

const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * Media under /api/profile: the recorded uploads exist nowhere, so they get a tiny PNG; the
 * site's own media (banners, videos, covers, QR codes) come from the real server.
 */
export async function serveMedia(page: Page): Promise<void> {
  await page.route("**/api/profile/**", async (route) => {
    if (new URL(route.request().url()).pathname.startsWith("/api/profile/upload/")) {
      await route.fulfill({ status: 200, contentType: "image/png", body: PNG_1X1 });
    } else {
      await route.continue();
    }
  });
}

export function callsTo(calls: ApiCall[], path: string): ApiCall[] {
  return calls.filter((call) => call.path === path);
}

const SHELL_CALLS = new Set([
  "/api/pcsystem/TckgClassify/treeselect",
  "/api/pcsystem/TckgConfig/list",
  "/api/moudle/apisystem/ApiSoft/getIpFlag",
  "/api/pcsystem/TckgSoftLogin",
]);

/** The page's data calls: everything but media, the shell's menu and config, the country check and the visit. */
export function dataCalls(calls: ApiCall[]): [string, Record<string, string>][] {
  return calls
    .filter((call) => !call.path.startsWith("/api/profile/") && !SHELL_CALLS.has(call.path))
    .map((call) => [call.path, call.params]);
}

/** D6: the page's visit record; call before the navigation that posts it. */
export function visitRecorded(page: Page): Promise<Request> {
  return page.waitForRequest(
    (request) =>
      request.method() === "POST" && request.url().endsWith("/api/pcsystem/TckgSoftLogin"),
  );
}

/** Opens a page with its media served and waits for its h1. */
export async function openPage(page: Page, path: string, heading: string): Promise<void> {
  await serveMedia(page);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

/**
 * Draws every section and the footer now: on a phone they wait until the visitor nears them
 * (issue 28, `content-visibility` in section.css and site-footer.css), standing in with a fixed
 * height until then. A check of the whole page's drawn height or pixels calls this first.
 */
export async function drawEverySection(page: Page): Promise<void> {
  await page.addStyleTag({
    content: ".ui-section, .ui-footer { content-visibility: visible !important; }",
  });
}

/**
 * Waits until an open dialog's script answers: on a server-rendered page the dialog's island
 * hydrates on its opener's press, and until then a blur has no handler and a submit posts as a
 * plain form (the no-script path). The single-page shell has no islands and goes on at once.
 */
export async function untilDialogAnswers(dialog: Locator): Promise<void> {
  const island = dialog.locator("xpath=ancestor::site-island[1]");
  if (await island.count()) await expect(island).toHaveAttribute("data-island-ready", "");
}

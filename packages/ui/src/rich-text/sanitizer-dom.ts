// The DOM the sanitizers parse with: the browser's, or the one a server render gives them.

/** What the sanitizers use of a window: DOMPurify's window, and a DOMParser. */
export type SanitizerWindow = Window & typeof globalThis;

let serverWindow: SanitizerWindow | null = null;

/**
 * A server render's DOM for the sanitizers (`@site/ui/rich-text/server`): the server then
 * sanitizes with the same code and policy as the browser (issue 12, item 3).
 */
export function setSanitizerWindow(window: SanitizerWindow | null): void {
  serverWindow = window;
}

/** The browser's window, else the server's, else null (then only text is kept). */
export function domWindow(): SanitizerWindow | null {
  if (typeof window !== "undefined" && typeof window.document?.createElement === "function") {
    return window;
  }
  return serverWindow;
}

// Issue 24, item 1: a server-rendered page never loads the sanitizer. Its rich text arrives
// sanitized by the server (D3), and hydration keeps that HTML as it is. The browser loads the
// sanitizer (DOMPurify) only to show rich text it did not get from the server: a page turned by
// a pager, or the single-page shell (D1).
import type { sanitizeHtml } from "./sanitize";

export type Sanitize = typeof sanitizeHtml;

let installed: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** The sanitizer, when it is already there: a server render's, or the browser's once loaded. */
export function readySanitizer(): Sanitize | null {
  return installed;
}

/** A server render sanitizes synchronously, with the module it imports (`./server`). */
export function installSanitizer(sanitize: Sanitize | null): void {
  installed = sanitize;
  loading = null;
}

/** Loads the browser's sanitizer, once. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import("./sanitize").then(({ sanitizeHtml }) => (installed = sanitizeHtml));
  return loading;
}

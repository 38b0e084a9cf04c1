// The sanitizer's DOM in a server render (issue 12, item 3): jsdom, so DOMPurify applies the
// browser's policy to the first HTML, and so does the inline sanitizer. Imported by server
// entries only; never in a browser bundle.
import { JSDOM } from "jsdom";
import { sanitizeHtml } from "./sanitize";
import { installSanitizer } from "./sanitizer";
import { setSanitizerWindow, type SanitizerWindow } from "./sanitizer-dom";

export function installServerSanitizer(): void {
  setSanitizerWindow(new JSDOM("<!DOCTYPE html>").window as unknown as SanitizerWindow);
  installSanitizer(sanitizeHtml);
}

// The sanitizer's DOM in a server render (issue 12, item 3): jsdom, so DOMPurify applies the
// browser's policy to the first HTML. Imported by server entries only; never in a browser bundle.
import { JSDOM } from "jsdom";
import { setSanitizerWindow } from "./sanitize";

export function installServerSanitizer(): void {
  setSanitizerWindow(new JSDOM("<!DOCTYPE html>").window);
}

import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { loadSanitizer } from "../rich-text/sanitizer";
import { installNativeDialog } from "./native-dialog";

installNativeDialog();

// Rich text in these tests is rendered by the browser itself (not hydrated): its sanitizer is
// there at once, as on a page that has loaded it. rich-text.hydration.test.tsx starts without.
await loadSanitizer();

// No Vitest globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

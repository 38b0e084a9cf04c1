import { defineConfig } from "vitest/config";

export default defineConfig({
  // Each route loads its page's module when first visited; a loaded CI machine transforms it
  // on demand, which can take seconds.
  test: { environment: "jsdom", css: false, testTimeout: 20_000 },
});

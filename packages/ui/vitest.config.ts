import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// The stories and their browser tests live in apps/storybook.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    // Form tests type into many fields; CI runs other packages' tasks beside this one.
    testTimeout: 20_000,
  },
});

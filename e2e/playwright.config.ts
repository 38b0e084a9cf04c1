import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4310);
const isCI = Boolean(process.env.CI);

// Debian's Chromium, never a downloaded browser (toolchain.md pitfall 5).
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: "list",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
    trace: "on-first-retry",
  },
  // The built editions served by the built server, as in production (D1).
  webServer: {
    command: "node ../apps/server/dist/main.js",
    url: `http://127.0.0.1:${port}/zh/routes.json`,
    env: { PORT: String(port), HOST: "127.0.0.1" },
    reuseExistingServer: !isCI,
    timeout: 30_000,
  },
});

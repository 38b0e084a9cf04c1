import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.E2E_PORT ?? 4310);
const isCI = Boolean(process.env.CI);
// A fresh database seeded from apps/server/content for every run (tests under seeded/ use it).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "site-e2e-"));

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
    viewport: { width: 1366, height: 900 },
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
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_DATA_DIR: dataDir,
      SITE_IP_FLAG: "domestic",
      // Every test posts visit records from one address.
      SITE_RATE_VISIT: "100000",
      SITE_RATE_SUBMIT: "1000",
      SITE_RATE_UPLOAD: "1000",
    },
    reuseExistingServer: !isCI,
    timeout: 30_000,
  },
});

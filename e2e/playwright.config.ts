import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Rendering } from "./support/api-fixtures";

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

export default defineConfig<{ rendering: Rendering }>({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: "list",
  timeout: 30_000,
  // The visual baselines (visual/): one set for every machine, which all run Debian's Chromium
  // with the fonts the set-up installs, so the file names carry no platform.
  snapshotPathTemplate: "{testDir}/{testFileDir}/__screenshots__/{arg}{ext}",
  expect: {
    toHaveScreenshot: {
      animations: "disabled",
      caret: "hide",
      scale: "css",
      // A colour step of anti-aliasing per pixel, and at most 0.2% of the pixels, may differ.
      threshold: 0.2,
      maxDiffPixelRatio: 0.002,
    },
  },
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
  projects: [
    // Pages rendered on the server with their data (issue 12), hydrated in the browser.
    {
      name: "server",
      use: { rendering: "server" },
      testIgnore: "visual/**",
      grepInvert: /makes its calls|long labels|routes load the shell's menu/,
    },
    // Issue 28: the pages as reviewed, against their baselines (visual/__screenshots__).
    {
      name: "visual",
      use: { rendering: "server" },
      testMatch: "visual/**/*.spec.ts",
    },
    // The single-page shell alone (D1): the loaders fetch in the browser, from the fixtures
    // the browser is answered with, so each page's own calls are checked here.
    {
      name: "shell",
      use: { rendering: "shell" },
      grep: /makes its calls|asks for|shows the title, date, source|long labels|expert pager|routes load the shell's menu/,
    },
  ],
  // The built editions served by the built server, as in production (D1).
  webServer: {
    command: "node ../apps/server/dist/main.js",
    url: `http://127.0.0.1:${port}/zh/routes.json`,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_DATA_DIR: dataDir,
      SITE_IP_FLAG: "domestic",
      // Canonical URLs, alternates and the sitemap name the test server (issue 13).
      SITE_PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Pages may be asked to render from the fixtures, or as the shell (support/api-fixtures).
      SITE_TEST_FIXTURES: "on",
      // Every test posts visit records from one address.
      SITE_RATE_VISIT: "100000",
      SITE_RATE_SUBMIT: "1000",
      SITE_RATE_UPLOAD: "1000",
    },
    reuseExistingServer: !isCI,
    timeout: 30_000,
  },
});

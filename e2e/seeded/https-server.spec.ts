import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:https";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generate } from "selfsigned";

// The built server with a certificate (SITE_TLS_CERT, SITE_TLS_KEY) answers HTTPS, and a
// browser fetches the page and everything it loads over HTTP/2, then runs the edition.

const serverMain = fileURLToPath(new URL("../../apps/server/dist/main.js", import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function answers(url: string, ca: string): Promise<boolean> {
  return new Promise((resolve) => {
    get(url, { ca }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    }).on("error", () => resolve(false));
  });
}

let dir: string;
let server: ChildProcess;
let origin: string;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "site-e2e-https-"));
  const pems = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    algorithm: "sha256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
  });
  writeFileSync(join(dir, "cert.pem"), pems.cert);
  writeFileSync(join(dir, "key.pem"), pems.private);
  const port = await freePort();
  origin = `https://127.0.0.1:${port}`;
  server = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_DATA_DIR: join(dir, "data"),
      SITE_IP_FLAG: "domestic",
      SITE_PUBLIC_URL: origin,
      SITE_TLS_CERT: join(dir, "cert.pem"),
      SITE_TLS_KEY: join(dir, "key.pem"),
    },
    stdio: "ignore",
  });
  await expect
    .poll(() => answers(`${origin}/zh/routes.json`, pems.cert), {
      message: `${origin} answers`,
      timeout: 30_000,
    })
    .toBe(true);
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  rmSync(dir, { recursive: true, force: true });
});

// One server for the tests of this file, in one worker.
test.describe.configure({ mode: "serial" });
// The certificate is made for this run; only this file's browser contexts accept it.
test.use({ ignoreHTTPSErrors: true });

for (const [path, heading] of [
  ["/kuaiji", "会计事业群"],
  ["/indexE", null],
] as const) {
  test(`${path} over HTTPS: the page and all it loads come over HTTP/2, and it hydrates`, async ({
    page,
  }) => {
    const errors: Error[] = [];
    page.on("pageerror", (error) => errors.push(error));
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status()).toBe(200);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready"));
    if (heading) await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    else await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const protocols = await page.evaluate(() =>
      [
        ...performance.getEntriesByType("navigation"),
        ...performance.getEntriesByType("resource"),
      ].map((entry) => [
        entry.name.replace(location.origin, ""),
        (entry as PerformanceResourceTiming).nextHopProtocol,
      ]),
    );
    expect(protocols.length).toBeGreaterThan(5);
    expect(protocols.filter(([, protocol]) => protocol !== "h2")).toEqual([]);
    expect(errors).toEqual([]);
  });
}

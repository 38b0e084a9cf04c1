// The built server (`apps/server/dist/main.js`) with both built editions, on a free port, with
// a fresh database seeded from the committed content: what a visitor's browser would reach.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const repository = new URL("../../../", import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

export async function startSiteServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "site-bench-"));
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--max-old-space-size=256", join(repository, "apps/server/dist/main.js")],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_DATA_DIR: dataDir,
        SITE_IP_FLAG: "domestic",
        SITE_RATE_VISIT: "1000000",
        // Canonical URLs, alternates and the sitemap name the address measured (issue 13).
        SITE_PUBLIC_URL: origin,
        ...env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  await waitFor(`${origin}/zh/routes.json`, 30_000);
  return {
    origin,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

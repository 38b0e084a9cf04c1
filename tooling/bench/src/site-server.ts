// The built server (`apps/server/dist/main.js`) with both built editions, on a free port, with
// a fresh database seeded from the committed content: what a visitor's browser would reach.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BenchCertificate } from "./bench-tls";
import { get } from "./get";

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

async function waitFor(url: string, ca: string | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await get(url, { ca })).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export interface RunningServer {
  origin: string;
  /** The certificate its HTTPS answers with; null over plain HTTP. */
  ca: string | null;
  stop(): Promise<void>;
}

export interface SiteServerOptions {
  /** PostgreSQL instead of SQLite in the data folder. */
  databaseUrl?: string;
  /** A given port (a node started again where it ran); else a free one. */
  port?: number;
  /** Further settings (a node of several: Redis, the balancer's address). */
  env?: NodeJS.ProcessEnv;
}

/**
 * Over HTTPS (HTTP/2 and HTTP/1.1) with `certificate`, as a deployed site is; else plain HTTP.
 * On SQLite in a fresh data folder, or on the PostgreSQL database `databaseUrl` names.
 * `stop` stops it as an orchestrator does (SIGTERM: it drains, then exits).
 */
export async function startSiteServer(
  certificate: BenchCertificate | null,
  { databaseUrl, port: givenPort, env = {} }: SiteServerOptions = {},
): Promise<RunningServer> {
  const port = givenPort ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), "site-bench-"));
  const origin = `${certificate ? "https" : "http"}://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--max-old-space-size=256", join(repository, "apps/server/dist/main.js")],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_DATA_DIR: dataDir,
        ...(databaseUrl ? { SITE_DATABASE_URL: databaseUrl } : {}),
        SITE_IP_FLAG: "domestic",
        SITE_RATE_VISIT: "1000000",
        // Canonical URLs, alternates and the sitemap name the address measured (issue 13).
        SITE_PUBLIC_URL: origin,
        ...env,
        ...(certificate
          ? { SITE_TLS_CERT: certificate.certFile, SITE_TLS_KEY: certificate.keyFile }
          : {}),
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const ca = certificate?.cert ?? null;
  await waitFor(`${origin}/zh/routes.json`, ca, 30_000);
  return {
    origin,
    ca,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

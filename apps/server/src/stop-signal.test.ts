// Issue 27, item 4, as the operator runs it: SIGTERM to the server process makes `/readyz`
// answer 503 at once while pages and reads go on for SITE_DRAIN_SECONDS, then it exits 0.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./test-support/test-database";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const created = await createTestDatabase();

afterAll(async () => {
  await created.drop();
});

describe("SIGTERM", () => {
  it(
    "drains: /readyz 503 at once, still serving, then a clean exit",
    { timeout: 30_000 },
    async () => {
      const { target } = created;
      const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: packageDir,
        env: {
          ...process.env,
          HOST: "127.0.0.1",
          PORT: "0",
          SITE_DATA_DIR: created.dataDir,
          SITE_DRAIN_SECONDS: "2",
          SITE_CONTENT_ON_START: "never",
          ...(target.engine === "postgres" ? { SITE_DATABASE_URL: target.url } : {}),
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      const base = await new Promise<string>((resolve, reject) => {
        let output = "";
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (listening?.[1]) resolve(listening[1]);
        };
        child.stdout.on("data", onData);
        child.stderr.on("data", onData);
        void exited.then((code) => reject(new Error(`exited with ${code}:\n${output}`)));
      });
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      const signalled = Date.now();
      child.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 100));
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "stopping" });
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect((await fetch(`${base}/api/pcsystem/TckgConfig/list?language=0`)).status).toBe(200);
      expect(await exited).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(2_000);
    },
  );
});

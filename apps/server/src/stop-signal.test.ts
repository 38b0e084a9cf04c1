// Issue 27, item 4, as the operator runs it: SIGTERM to the server process makes `/readyz`
// answer 503 at once while pages and reads go on for SITE_DRAIN_SECONDS, then it exits 0.
import type { ChildProcess } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { eventually } from "./test-support/eventually";
import { databaseEnv, killAll, startServerProcess } from "./test-support/server-process";
import { createTestDatabase } from "./test-support/test-database";

const created = await createTestDatabase();
const started: ChildProcess[] = [];

afterAll(async () => {
  await killAll(started);
  await created.drop();
});

describe("SIGTERM", () => {
  it(
    "drains: /readyz 503 at once, still serving, then a clean exit",
    { timeout: 30_000 },
    async () => {
      const server = await startServerProcess({
        ...databaseEnv(created.target, created.dataDir),
        SITE_DRAIN_SECONDS: "2",
        SITE_CONTENT_ON_START: "never",
      });
      started.push(server.child);
      const { base } = server;
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      const signalled = Date.now();
      server.child.kill("SIGTERM");
      // Not ready as soon as the signal is handled (well within the 2 s it drains for).
      let ready!: Response;
      await eventually(
        "/readyz answers 503",
        async () => {
          ready = await fetch(`${base}/readyz`);
          if (ready.status === 503) return true;
          await ready.body?.cancel();
          return false;
        },
        1_500,
      );
      expect(await ready.json()).toEqual({ status: "stopping" });
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect((await fetch(`${base}/api/pcsystem/TckgConfig/list?language=0`)).status).toBe(200);
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(2_000);
    },
  );
});

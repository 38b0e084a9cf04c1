// A 200 means the row is committed (issue 3, writes): the server is killed with SIGKILL while
// consultations stream in, started again, and every acknowledged consultation is there.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/database";
import { exportRows } from "./export/export";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "site-durability-"));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Starts src/main.ts under tsx on a free port; resolves its base URL once it listens. Node with
 * tsx's loader, not the tsx command: that one runs the server in a child process, which a
 * SIGKILL of the command would leave running.
 */
function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: packageDir,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      SITE_DATA_DIR: dataDir,
      SITE_CONTENT_ON_START: "never",
      SITE_RATE_SUBMIT: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve({ child, base: listening[1] });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

describe("durability", () => {
  it("keeps every consultation that got a 200 across a SIGKILL", { timeout: 60_000 }, async () => {
    const first = await startServer();
    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;

    async function sender(): Promise<void> {
      while (!killed) {
        const name = `客户${(sent += 1)}`;
        try {
          const response = await fetch(`${first.base}/api/pcsystem/TckgConsult`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ name, tel: "13812345678", content: "durability" }),
          });
          if (response.status === 200) acknowledged.push(name);
        } catch {
          // Cut off by the kill: not acknowledged, so it may or may not be stored.
        }
      }
    }

    const senders = Array.from({ length: 4 }, sender);
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill("SIGKILL");
    killed = true;
    await Promise.all(senders);
    expect(sent).toBeGreaterThan(acknowledged.length);

    const second = await startServer();
    const visit = await fetch(`${second.base}/api/pcsystem/TckgConsult`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "重启之后", tel: "13812345678" }),
    });
    expect(visit.status).toBe(200);
    const exited = new Promise((resolve) => second.child.once("exit", resolve));
    second.child.kill("SIGTERM");
    await exited;

    const database = await openDatabase(dataDir);
    try {
      const stored = new Set(
        (await exportRows(database.db, "consultations")).map((row) => String(row.name)),
      );
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
      expect(stored.has("重启之后")).toBe(true);
    } finally {
      await database.close();
    }
  });
});

// The backup and restore commands as an operator runs them, on the run's engine.
import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseTarget } from "../db/database";
import { Redis } from "ioredis";
import { exportsOf, fillThroughApp } from "../test-support/backup-fixture";
import { createTestRedis, TEST_REDIS_URL } from "../test-support/test-redis";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { createTestDatabase, type TestDatabaseTarget } from "../test-support/test-database";

const packageDir = fileURLToPath(new URL("../..", import.meta.url));

let source: TestApp;
let target: TestDatabaseTarget;

beforeEach(async () => {
  source = await createTestApp({ seed: false });
  target = await createTestDatabase();
});

afterEach(async () => {
  await target.drop();
  await source.close();
});

function run(
  command: "backup" | "restore",
  args: string[],
  where: { dataDir: string; target: DatabaseTarget },
  settings: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings, SITE_DATA_DIR: where.dataDir };
  delete env.SITE_DATABASE_URL;
  if (where.target.engine === "postgres") env.SITE_DATABASE_URL = where.target.url;
  const script = command === "backup" ? "src/cli/backup.ts" : "src/cli/restore.ts";
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: packageDir,
    env,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

describe("the backup and restore commands", () => {
  it(
    "back up a running site and restore it, refusing to write over submissions unasked",
    {
      timeout: 90_000,
    },
    async () => {
      await fillThroughApp(source);
      const file = join(source.workDir, "site.backup.gz");
      const from = { dataDir: source.config.dataDir, target: source.database.target };
      const to = { dataDir: target.dataDir, target: target.target };

      const backup = await run("backup", ["--out", file], from);
      expect(backup).toMatchObject({ code: 0, stderr: "" });
      expect(backup.stdout).toMatch(
        /^backup of .+ written to .+site\.backup\.gz: consultation 2, complaint 1, visit 1, upload 2, webhook_outbox 2, content_version 1 rows, 2 image files\n$/,
      );

      // Issue 27: beside several nodes, the restore tells them over Redis.
      const redis = createTestRedis();
      const listener = new Redis(TEST_REDIS_URL);
      const heard: string[] = [];
      listener.on("message", (_channel: string, message: string) => heard.push(message));
      await listener.subscribe(`${redis.prefix}content-loads`);
      let restored: Awaited<ReturnType<typeof run>>;
      try {
        restored = await run("restore", [file], to, redis.env());
      } finally {
        listener.disconnect();
        await redis.dispose();
      }
      expect(restored).toMatchObject({ code: 0, stderr: "" });
      expect(restored.stdout).toMatch(/^restored .+: consultation 2, complaint 1,/);
      expect(restored.stdout).toMatch(/announced to every node over Redis/);
      expect(heard).toHaveLength(1);
      const database = await openDatabase(target.target);
      try {
        expect(await exportsOf(database.db)).toEqual(await exportsOf(source.database.db));
      } finally {
        await database.close();
      }

      const again = await run("restore", [file], to);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(
        /^restore refused, nothing changed: the target already holds 8 rows of what visitors sent; restore with --replace to write over them\n$/,
      );
      expect((await run("restore", [file, "--replace"], to)).code).toBe(0);

      const notBackup = join(source.workDir, "notes.txt");
      await writeFile(notBackup, "not a backup");
      const refused = await run("restore", [notBackup, "--replace"], to);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^restore refused, nothing changed: .+notes\.txt is not/);

      const unwritable = await run("backup", ["--out", join(file, "no-such-folder", "b.gz")], from);
      expect(unwritable.code).toBe(1);
      expect(unwritable.stderr).toMatch(/^backup failed: cannot write .+b\.gz \(ENOTDIR\)\n$/);

      const noOut = await run("backup", [], from);
      expect(noOut.code).toBe(2);
      expect(noOut.stderr).toContain("usage: pnpm --filter @site/server backup --out FILE");
      const twoFiles = await run("restore", [file, file], to);
      expect(twoFiles.code).toBe(2);
      expect(twoFiles.stderr).toContain(
        "usage: pnpm --filter @site/server restore FILE [--replace]",
      );
    },
  );
});

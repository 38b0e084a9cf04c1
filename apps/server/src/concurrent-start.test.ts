// Issue 25, item 2: two servers started at the same moment on one empty PostgreSQL database
// both come up; the schema is migrated once and the content loaded once (the migrator's lock,
// and the content load's advisory lock), while the other waits and goes on.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/database";
import { writeContentFixture } from "./test-support/content-fixture";
import { createTestDatabase, rawColumn, TEST_ENGINE } from "./test-support/test-database";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

/** Starts src/main.ts; resolves with all it printed once it listens. */
function startServer(env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: packageDir,
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Server listening at http:\/\/127\.0\.0\.1:\d+/.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

describe.runIf(TEST_ENGINE === "postgres")(
  "two servers starting at once on one empty database",
  () => {
    it(
      "both come up, with the schema and the content loaded once",
      { timeout: 60_000 },
      async () => {
        const created = await createTestDatabase();
        const contentDir = mkdtempSync(join(tmpdir(), "site-content-"));
        writeContentFixture(contentDir);
        try {
          if (created.target.engine !== "postgres") throw new Error("a PostgreSQL run");
          const env = {
            SITE_DATABASE_URL: created.target.url,
            SITE_CONTENT_DIR: contentDir,
            SITE_DATA_DIR: created.dataDir,
          };
          const outputs = await Promise.all([startServer(env), startServer(env)]);
          // One loaded the content; the other found it there (or loaded it again, changing nothing).
          expect(outputs.filter((output) => output.includes("content loaded:"))).toHaveLength(1);

          const database = await openDatabase(created.target);
          try {
            expect(await rawColumn(database.db, "select name from kysely_migration")).toHaveLength(
              3,
            );
            // Raised by each load that changed something: once.
            expect(await rawColumn(database.db, "select version from content_version")).toEqual([
              2,
            ]);
            expect(
              await rawColumn(
                database.db,
                "select count(*) as count from classify where language = 0",
              ),
            ).toEqual([5]);
          } finally {
            await database.close();
          }
        } finally {
          for (const child of children.splice(0)) {
            const exited = new Promise((resolve) => child.once("exit", resolve));
            child.kill("SIGTERM");
            await exited;
          }
          await created.drop();
          rmSync(contentDir, { recursive: true, force: true });
        }
      },
    );
  },
);

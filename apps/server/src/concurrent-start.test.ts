// Issue 25, item 2: two servers started at the same moment on one empty PostgreSQL database
// both come up; the schema is migrated once and the content loaded once (the migrator's lock,
// and the content load's advisory lock), while the other waits and goes on.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/database";
import { migrationProvider } from "./db/migrations";
import { writeContentFixture } from "./test-support/content-fixture";
import { databaseEnv, killAll, startServerProcess } from "./test-support/server-process";
import { createTestDatabase, rawColumn, TEST_ENGINE } from "./test-support/test-database";

const children: ChildProcess[] = [];

afterAll(() => killAll(children));

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
          const env = {
            ...databaseEnv(created.target, created.dataDir),
            SITE_CONTENT_DIR: contentDir,
          };
          const servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
          children.push(...servers.map((server) => server.child));
          // One loaded the content; the other found it there (or loaded it again, changing nothing).
          expect(servers.filter(({ output }) => output.includes("content loaded:"))).toHaveLength(
            1,
          );

          const database = await openDatabase(created.target);
          try {
            expect(await rawColumn(database.db, "select name from kysely_migration")).toHaveLength(
              Object.keys(await migrationProvider.getMigrations()).length,
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
          await killAll(children.splice(0));
          await created.drop();
          rmSync(contentDir, { recursive: true, force: true });
        }
      },
    );
  },
);

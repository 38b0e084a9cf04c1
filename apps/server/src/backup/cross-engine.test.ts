// Issue 25, item 4, done when: backup and restore from SQLite to PostgreSQL and back give
// identical exports. Runs in the PostgreSQL run, which has a PostgreSQL to restore into; the
// SQLite ends are opened explicitly.
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type OpenDatabase } from "../db/database";
import {
  backedUpRows,
  exportsOf,
  fillThroughStores,
  uploadedFiles,
} from "../test-support/backup-fixture";
import { openTestDatabase, TEST_ENGINE } from "../test-support/test-database";
import { restoreBackup } from "./restore";
import { writeBackup } from "./write-backup";

const cleanUps: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

async function sqliteSite(workDir: string, name: string) {
  const dataDir = join(workDir, name);
  const database: OpenDatabase = await openDatabase({ engine: "sqlite", dataDir });
  cleanUps.push(() => database.close());
  return { db: database.db, dataDir };
}

async function engineOfBackup(file: string): Promise<string> {
  const [header] = gunzipSync(await readFile(file))
    .toString("utf8")
    .split("\n");
  return JSON.parse(header ?? "").engine;
}

describe("moving a site between engines", () => {
  it.runIf(TEST_ENGINE === "postgres")(
    "SQLite to PostgreSQL and back: the same exports, ids included, and the same images",
    async () => {
      const workDir = mkdtempSync(join(tmpdir(), "site-move-"));
      cleanUps.push(async () => rmSync(workDir, { recursive: true, force: true }));

      const first = await sqliteSite(workDir, "first");
      await fillThroughStores(first.db, first.dataDir);
      const fromSqlite = join(workDir, "from-sqlite.gz");
      await writeBackup(first.db, first.dataDir, fromSqlite);

      const postgres = await openTestDatabase();
      cleanUps.push(() => postgres.dispose());
      expect(postgres.engine).toBe("postgres");
      await restoreBackup(postgres.db, postgres.dataDir, fromSqlite);
      const fromPostgres = join(workDir, "from-postgres.gz");
      await writeBackup(postgres.db, postgres.dataDir, fromPostgres);
      expect([await engineOfBackup(fromSqlite), await engineOfBackup(fromPostgres)]).toEqual([
        "sqlite",
        "postgres",
      ]);

      const last = await sqliteSite(workDir, "last");
      await restoreBackup(last.db, last.dataDir, fromPostgres);

      const sites = [first, { db: postgres.db, dataDir: postgres.dataDir }, last];
      const [expected, ...others] = await Promise.all(sites.map((site) => exportsOf(site.db)));
      expect(JSON.parse(expected?.complaints ?? "[]")[0].customerImgs).toMatch(/,/);
      expect(others).toEqual([expected, expected]);
      const rows = await Promise.all(sites.map((site) => backedUpRows(site.db)));
      expect(rows.slice(1)).toEqual([rows[0], rows[0]]);
      const files = await Promise.all(sites.map((site) => uploadedFiles(site.dataDir)));
      expect(Object.keys(files[0] ?? {})).toHaveLength(2);
      expect(files.slice(1)).toEqual([files[0], files[0]]);
    },
  );
});

// The database of one test, on the engine the run is for (issue 25, item 6). The PostgreSQL
// run (SITE_TEST_ENGINE=postgres, vitest's "postgres" project) works in one database created
// for the run (postgres-run.ts); each test gets a schema of its own there, as empty as a new
// database, and drops it afterwards. Otherwise: SQLite in a temp folder.
import { inject } from "vitest";
import { sql } from "kysely";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseTarget, type OpenDatabase, type SiteDb } from "../db/database";
import type { Engine } from "../db/dialect";

export const TEST_ENGINE: Engine =
  process.env.SITE_TEST_ENGINE === "postgres" ? "postgres" : "sqlite";

let run: pg.Pool | undefined;
let created = 0;

function runDatabase(): { pool: pg.Pool; url: string } {
  const url = inject("postgresRunUrl");
  run ??= new pg.Pool({
    connectionString: url,
    max: 2,
    idleTimeoutMillis: 1_000,
    allowExitOnIdle: true,
  });
  return { pool: run, url };
}

export interface TestDatabaseTarget {
  target: DatabaseTarget;
  /** The folder a test server keeps its uploads in (and, on SQLite, its database file). */
  dataDir: string;
  /** Removes the database (and the folder): after the last connection to it has closed. */
  drop(): Promise<void>;
}

/** A new, empty database on the run's engine, and a data folder beside it. */
export async function createTestDatabase(
  dataDir = mkdtempSync(join(tmpdir(), "site-db-")),
): Promise<TestDatabaseTarget> {
  if (TEST_ENGINE === "sqlite") {
    return {
      target: { engine: "sqlite", dataDir },
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { pool, url } = runDatabase();
  const schema = `test_${process.pid}_${++created}_${Math.random().toString(36).slice(2, 8)}`;
  await pool.query(`create schema ${schema}`);
  const inSchema = new URL(url);
  // Every connection of this test's server (or a process it starts) sees only its schema.
  inSchema.searchParams.set("options", `-c search_path=${schema}`);
  return {
    target: { engine: "postgres", url: inSchema.toString(), poolSize: 4 },
    dataDir,
    async drop() {
      await pool.query(`drop schema if exists ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestDatabase extends OpenDatabase {
  target: DatabaseTarget;
  dataDir: string;
  /** Closes the connection and drops the database. */
  dispose(): Promise<void>;
}

/** A new database on the run's engine, opened (migrated). */
export async function openTestDatabase(dataDir?: string): Promise<TestDatabase> {
  const created = await createTestDatabase(dataDir);
  const database = await openDatabase(created.target);
  return {
    ...database,
    target: created.target,
    dataDir: created.dataDir,
    async dispose() {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * Rows of a query written in SQL, with the column names as written (no camel case) and each
 * point in time as its ISO 8601 text, as SQLite stores it: what a test compares reads the same
 * on both engines. Counts come back as numbers.
 */
export async function rawRows(db: SiteDb, query: string): Promise<Array<Record<string, unknown>>> {
  const { rows } = await sql.raw<Record<string, unknown>>(query).execute(db.withoutPlugins());
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([column, value]) => [
        column,
        value instanceof Date
          ? value.toISOString()
          : typeof value === "bigint" || (column === "count" && typeof value === "string")
            ? Number(value)
            : value,
      ]),
    ),
  );
}

/** The first column of each row of `query` (see rawRows). */
export async function rawColumn(db: SiteDb, query: string): Promise<unknown[]> {
  return (await rawRows(db, query)).map((row) => Object.values(row)[0]);
}

/** Rows in a table, by its SQL name. */
export async function countRows(db: SiteDb, table: string): Promise<number> {
  const [row] = await rawRows(db, `select count(*) as count from ${table}`);
  return Number(row?.count);
}

/**
 * PostgreSQL: how many sessions of this database wait for an advisory lock (a writer waiting
 * for its turn), for tests that wait until one does.
 */
export async function advisoryLockWaits(db: SiteDb): Promise<number> {
  const { rows } = await sql<{ count: string | number }>`
    select count(*) as count from pg_locks
    where locktype = 'advisory' and not granted
      and database = (select oid from pg_database where datname = current_database())
  `.execute(db);
  return Number(rows[0]?.count ?? 0);
}

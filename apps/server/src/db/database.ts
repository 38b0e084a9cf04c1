import SQLite from "better-sqlite3";
import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  sql,
  SqliteDialect,
} from "kysely";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { engineOf, type Engine } from "./dialect";
import { migrationProvider } from "./migrations";
import { isDatabaseUnavailable } from "./unavailable";
import type { Database } from "./schema";

export const DATABASE_FILE = "site.db";

export type SiteDb = Kysely<Database>;

/** Where the server keeps what it stores: a file in the data folder, or PostgreSQL (issue 25). */
export type DatabaseTarget =
  | { engine: "sqlite"; dataDir: string }
  | {
      engine: "postgres";
      /** `postgres://user:password@host:5432/db`, `sslmode` and the like as `pg` reads them. */
      url: string;
      /** SITE_DATABASE_CA: the file of the CA a managed database's certificate is checked with. */
      caFile?: string;
      poolSize: number;
    };

export interface OpenDatabase {
  db: SiteDb;
  engine: Engine;
  close(): Promise<void>;
}

/** How long a start waits for PostgreSQL to answer before it gives up (issue 25, item 1). */
export const START_TIMEOUT_MS = 10_000;

/** The database did not answer at start, or the URL names no PostgreSQL: the operator's to fix. */
export class DatabaseUnavailableError extends Error {}

/** Opens the target (creating the SQLite file on first start) and brings its schema up to date. */
export async function openDatabase(
  target: DatabaseTarget,
  { startTimeoutMs = START_TIMEOUT_MS } = {},
): Promise<OpenDatabase> {
  return target.engine === "postgres"
    ? openPostgres(target, startTimeoutMs)
    : openSqlite(target.dataDir);
}

/**
 * `<dataDir>/site.db` in WAL mode. `synchronous = FULL` makes a commit durable before it
 * returns, so a 200 sent after a commit survives a crash or power loss (issue 3, writes).
 */
async function openSqlite(dataDir: string): Promise<OpenDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, DATABASE_FILE));
  sqlite.pragma("journal_mode = WAL");
  // NORMAL while migrating: WAL stays consistent, and the many DDL commits skip their fsyncs.
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  // The content and export commands may open the file while the server runs.
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  sqlite.pragma("synchronous = FULL");
  return { db, engine: "sqlite", close: () => db.destroy() };
}

/** The URL as `pg` reads it, with SITE_DATABASE_CA as its `sslrootcert` (checked: verify-full). */
export function postgresConnectionString(url: string, caFile?: string): string {
  if (!caFile) return url;
  const withCa = new URL(url);
  withCa.searchParams.set("sslrootcert", caFile);
  if (!withCa.searchParams.has("sslmode")) withCa.searchParams.set("sslmode", "verify-full");
  return withCa.toString();
}

/** The URL without its password, for messages. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.username ? `${parsed.username}@` : ""}${parsed.host}${parsed.pathname}`;
  } catch {
    return "(not a URL)";
  }
}

async function openPostgres(
  target: Extract<DatabaseTarget, { engine: "postgres" }>,
  startTimeoutMs: number,
): Promise<OpenDatabase> {
  const pool = new pg.Pool({
    connectionString: postgresConnectionString(target.url, target.caFile),
    max: target.poolSize,
    // A host that drops packets would otherwise hold a query (and the start) for minutes.
    connectionTimeoutMillis: Math.min(startTimeoutMs, 5_000),
  });
  // A connection the database drops (a restart, a failover) is dropped by the pool and the next
  // query opens a new one; the query it was running fails with the error. Without listeners
  // the error of a connection, idle in the pool or held between two queries, would end the
  // process.
  pool.on("error", () => {});
  pool.on("connect", (client) => void client.on("error", () => {}));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool,
      // A 200 means committed on disk (issue 25, item 5), whatever the database's default.
      onCreateConnection: (connection) =>
        connection
          .executeQuery(CompiledQuery.raw("set synchronous_commit = on"))
          .then(() => undefined),
    }),
    plugins: [new CamelCasePlugin()],
  });
  try {
    await waitForAnswer(db, target.url, startTimeoutMs);
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, engine: "postgres", close: () => db.destroy() };
}

/**
 * Asks until the database answers: it may still be starting beside the server. A refusal
 * (a wrong password, no such database) is final at once.
 */
async function waitForAnswer(db: SiteDb, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await sql`select 1`.execute(db);
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message || String(error) : String(error);
      if (!isDatabaseUnavailable(error)) {
        throw new DatabaseUnavailableError(
          `SITE_DATABASE_URL: ${describeDatabaseUrl(url)} refused the connection (${reason})`,
        );
      }
      if (Date.now() + 500 >= deadline) {
        throw new DatabaseUnavailableError(
          `SITE_DATABASE_URL: ${describeDatabaseUrl(url)} did not answer within ${timeoutMs / 1000} s (${reason})`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function migrate(db: SiteDb): Promise<void> {
  // PostgreSQL: the migrations' own tables beside the site's, in the schema the connection
  // works in (search_path), even when other schemas of the database hold another copy.
  const migrationTableSchema =
    engineOf(db) === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
}

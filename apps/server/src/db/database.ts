import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, Migrator, SqliteDialect } from "kysely";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { migrationProvider } from "./migrations";
import type { Database } from "./schema";

export const DATABASE_FILE = "site.db";

export type SiteDb = Kysely<Database>;

export interface OpenDatabase {
  db: SiteDb;
  /** The same connection, for what Kysely does not cover (pragmas, `changes()`). */
  sqlite: SQLite.Database;
  close(): Promise<void>;
}

/**
 * Opens (creating on first start) `<dataDir>/site.db` in WAL mode and brings its schema up to
 * date. `synchronous = FULL` makes a commit durable before it returns, so a 200 sent after a
 * commit survives a crash or power loss (issue 3, writes).
 */
export async function openDatabase(dataDir: string): Promise<OpenDatabase> {
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
  return { db, sqlite, close: () => db.destroy() };
}

async function migrate(db: SiteDb): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
}

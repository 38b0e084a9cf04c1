import { sql } from "kysely";
import type { SiteDb } from "./database";

/**
 * A write transaction that takes SQLite's write lock at its start (BEGIN IMMEDIATE). A
 * deferred transaction that reads before it writes fails with SQLITE_BUSY_SNAPSHOT, which
 * busy_timeout does not retry, when another process (the content command beside a running
 * server) commits in between.
 */
export async function writeTransaction<T>(
  db: SiteDb,
  work: (trx: SiteDb) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

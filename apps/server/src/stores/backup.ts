// What a backup carries and a restore writes back (issue 25, item 4): the tables the content
// files cannot rebuild, row by row in a shape both engines read the same way.
import type { Kysely } from "kysely";
import type { SiteDb } from "../db/database";
import { moveIdsPast } from "../db/dialect";
import { integer, timestamp } from "./columns";

/** By their SQL names, in the order a backup holds them. */
export const BACKUP_TABLES = [
  "consultation",
  "complaint",
  "visit",
  "upload",
  "webhook_outbox",
  "content_version",
] as const;

export type BackupTable = (typeof BACKUP_TABLES)[number];

/** The tables whose rows visitors made: a restore does not write over them unasked. */
const SUBMISSION_TABLES = BACKUP_TABLES.filter((table) => table !== "content_version");

/** A row as a backup holds it: SQL column names, integers as numbers, times as ISO 8601 text. */
export type NeutralRow = Record<string, string | number | null>;

// The tables by their SQL names, without the camel-case plugin: column names stay as in SQL,
// so a row goes into the file, and back, without a mapping of its own.
type RawDb = Kysely<{ [Table in BackupTable]: Record<string, string | number | null> }>;

function raw(db: SiteDb): RawDb {
  return db.withoutPlugins() as unknown as RawDb;
}

function neutral(row: Record<string, unknown>): NeutralRow {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      value instanceof Date
        ? timestamp(value)
        : typeof value === "bigint"
          ? integer(value)
          : (value as string | number | null),
    ]),
  );
}

/** Every row of the table, by id. */
export async function readBackupRows(db: SiteDb, table: BackupTable): Promise<NeutralRow[]> {
  const rows = await raw(db).selectFrom(table).selectAll().orderBy("id").execute();
  return rows.map(neutral);
}

/** Rows that visitors made, in all the tables a restore would write over. */
export async function countSubmissionRows(db: SiteDb): Promise<number> {
  let total = 0;
  for (const table of SUBMISSION_TABLES) {
    const row = await raw(db)
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    total += integer(row.count);
  }
  return total;
}

// Well below both engines' limit of bound values in one statement (SQLite 32766, PostgreSQL
// 65535) for the widest table.
const ROWS_PER_INSERT = 500;

/**
 * Inside a write transaction: the backed-up tables hold these rows and no others, ids kept, and
 * the next id each hands out is past them.
 */
export async function replaceBackupRows(
  trx: SiteDb,
  rows: { readonly [Table in BackupTable]: readonly NeutralRow[] },
): Promise<void> {
  const db = raw(trx);
  for (const table of BACKUP_TABLES) {
    await db.deleteFrom(table).execute();
    const tableRows = rows[table];
    for (let start = 0; start < tableRows.length; start += ROWS_PER_INSERT) {
      await db
        .insertInto(table)
        .values(tableRows.slice(start, start + ROWS_PER_INSERT))
        .execute();
    }
  }
  // PostgreSQL moves a sequence outside the transaction: last, so a failure before leaves it be.
  for (const table of SUBMISSION_TABLES) await moveIdsPast(trx, table);
}

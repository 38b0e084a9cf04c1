// Brings the content tables in line with the content files, in one transaction: a row that
// is unchanged is not written (so loading twice changes nothing), an edited row is updated,
// a row gone from its file is deleted.
import type { SiteDb } from "../db/database";
import { writeTransaction } from "../db/write-transaction";
import type { ContentTableName } from "../db/schema";
import { fileTables, type FileTable } from "./files";
import type { ContentSet } from "./read";

export interface TableChanges {
  inserted: number;
  updated: number;
  deleted: number;
  rows: number;
}

export type LoadReport = { [Table in ContentTableName]: TableChanges };

const TIMESTAMPS = new Set(["createdAt", "updatedAt"]);

/** Tables in load order (the menu first: its rows reference each other). */
const TABLES: readonly FileTable[] = [
  ...new Map(Object.values(fileTables).map((entry) => [entry.table, entry])).values(),
];

function sameRow(wanted: Record<string, unknown>, stored: Record<string, unknown>): boolean {
  return Object.entries(wanted).every(
    ([key, value]) => TIMESTAMPS.has(key) || (stored[key] ?? null) === (value ?? null),
  );
}

export function totalChanges(report: LoadReport): number {
  return Object.values(report).reduce(
    (sum, { inserted, updated, deleted }) => sum + inserted + updated + deleted,
    0,
  );
}

export async function loadContent(
  db: SiteDb,
  content: ContentSet,
  now: () => Date = () => new Date(),
): Promise<LoadReport> {
  const timestamp = now().toISOString();
  return writeTransaction(db, async (trx) => {
    const report = {} as LoadReport;
    // The table is picked at run time, so Kysely types these queries for the union of the
    // content tables; each row's own columns were checked by its file's content schema.
    for (const { table, idKey } of TABLES) {
      const wanted = content[table].map((row) => row.values);
      const stored = new Map<number, Record<string, unknown>>(
        (await trx.selectFrom(table).selectAll().execute()).map((row) => [
          row[idKey] as number,
          row as Record<string, unknown>,
        ]),
      );
      const changes: TableChanges = { inserted: 0, updated: 0, deleted: 0, rows: wanted.length };
      const inserts = wanted.filter((row) => !stored.has(row[idKey] as number));
      // In file order, so a menu node is inserted before its children.
      for (const row of inserts) {
        await trx
          .insertInto(table)
          .values({ ...row, createdAt: timestamp, updatedAt: timestamp })
          .execute();
        changes.inserted += 1;
      }
      for (const row of wanted) {
        const current = stored.get(row[idKey] as number);
        if (!current || sameRow(row, current)) continue;
        await trx
          .updateTable(table)
          .set({ ...row, updatedAt: timestamp })
          .where(idKey, "=", row[idKey] as number)
          .execute();
        changes.updated += 1;
      }
      const keep = new Set(wanted.map((row) => row[idKey] as number));
      const gone = [...stored.keys()].filter((id) => !keep.has(id));
      if (gone.length > 0) {
        await trx.deleteFrom(table).where(idKey, "in", gone).execute();
        changes.deleted = gone.length;
      }
      report[table] = changes;
    }
    // A running server drops its cached pages and answers when it sees a new version.
    if (totalChanges(report) > 0) {
      await trx
        .updateTable("contentVersion")
        .set((eb) => ({ version: eb("version", "+", 1) }))
        .where("id", "=", 1)
        .execute();
    }
    return report;
  });
}

/** The version of the loaded content: it changes whenever a load changes something. */
export async function readContentVersion(db: SiteDb): Promise<number> {
  const row = await db
    .selectFrom("contentVersion")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** True when no content has been loaded yet (the server's first start, D9). */
export async function contentIsEmpty(db: SiteDb): Promise<boolean> {
  for (const { table } of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    if (Number(row?.n ?? 0) > 0) return false;
  }
  return true;
}

// Brings the content tables in line with the content files, in one transaction: a row that
// is unchanged is not written (so loading twice changes nothing), an edited row is updated,
// a row gone from its file is deleted.
import type { SiteDb } from "../db/database";
import { writeTransaction } from "../db/dialect";
import type { ContentTableName } from "../db/schema";
import {
  countContentRows,
  deleteContentRows,
  insertContentRow,
  readContentRows,
  updateContentRow,
} from "../stores/content-load";
import { raiseContentVersion } from "../stores/content-version";
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
  return writeTransaction(
    db,
    async (trx) => {
      const report = {} as LoadReport;
      for (const keyed of TABLES) {
        const { table, idKey } = keyed;
        const wanted = content[table].map((row) => row.values);
        const stored = new Map(
          (await readContentRows(trx, table)).map((row) => [row[idKey] as number, row]),
        );
        const changes: TableChanges = { inserted: 0, updated: 0, deleted: 0, rows: wanted.length };
        const inserts = wanted.filter((row) => !stored.has(row[idKey] as number));
        // In file order, so a menu node is inserted before its children.
        for (const row of inserts) {
          await insertContentRow(trx, table, {
            ...row,
            createdAt: timestamp,
            updatedAt: timestamp,
          });
          changes.inserted += 1;
        }
        for (const row of wanted) {
          const current = stored.get(row[idKey] as number);
          if (!current || sameRow(row, current)) continue;
          await updateContentRow(trx, keyed, row[idKey] as number, {
            ...row,
            updatedAt: timestamp,
          });
          changes.updated += 1;
        }
        const keep = new Set(wanted.map((row) => row[idKey] as number));
        const gone = [...stored.keys()].filter((id) => !keep.has(id));
        if (gone.length > 0) {
          await deleteContentRows(trx, keyed, gone);
          changes.deleted = gone.length;
        }
        report[table] = changes;
      }
      // A running server drops its cached pages and answers when it sees a new version.
      if (totalChanges(report) > 0) await raiseContentVersion(trx);
      return report;
      // Two servers starting at once on one empty PostgreSQL database: the second waits, then
      // finds every row in place and changes nothing.
    },
    "contentLoad",
  );
}

/** True when no content has been loaded yet (the server's first start, D9). */
export async function contentIsEmpty(db: SiteDb): Promise<boolean> {
  for (const { table } of TABLES) {
    if ((await countContentRows(db, table)) > 0) return false;
  }
  return true;
}

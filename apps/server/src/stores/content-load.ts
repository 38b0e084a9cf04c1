// What the content load reads and writes to bring the content tables in line with the files.
// The table is picked at run time, so Kysely types these queries for the union of the content
// tables; each row's own columns were checked by its file's content schema.
import type { SiteDb } from "../db/database";
import type { ContentTableName, Database } from "../db/schema";
import { contentRow, integer } from "./columns";

/** A content table and the column that identifies its rows. */
export type KeyedTable = {
  [Table in ContentTableName]: { table: Table; idKey: keyof Database[Table] & string };
}[ContentTableName];

type Row = Record<string, unknown>;

export async function readContentRows(db: SiteDb, table: ContentTableName): Promise<Row[]> {
  const rows: Row[] = await db.selectFrom(table).selectAll().execute();
  return rows.map(contentRow);
}

export async function countContentRows(db: SiteDb, table: ContentTableName): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return integer(row?.n ?? 0);
}

export async function insertContentRow(
  db: SiteDb,
  table: ContentTableName,
  row: { sortOrder: number; createdAt: string; updatedAt: string } & Row,
): Promise<void> {
  await db.insertInto(table).values(row).execute();
}

export async function updateContentRow(
  db: SiteDb,
  { table, idKey }: KeyedTable,
  id: number,
  row: Row,
): Promise<void> {
  await db.updateTable(table).set(row).where(idKey, "=", id).execute();
}

export async function deleteContentRows(
  db: SiteDb,
  { table, idKey }: KeyedTable,
  ids: readonly number[],
): Promise<void> {
  await db.deleteFrom(table).where(idKey, "in", ids).execute();
}

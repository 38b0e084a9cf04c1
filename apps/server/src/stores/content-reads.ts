// The content as visitors are served it: the API's list and single reads (spec 7.1) and the
// sitemap's dates.
import { sql } from "kysely";
import type { SiteDb } from "../db/database";
import type { LanguageCode } from "@site/api/language";
import type { ContentTableName, Database } from "../db/schema";
import { contentRow, integer, timestamp } from "./columns";

/** The content tables answered by a list call; the menu and the chairman are single reads. */
export type ListTable = Exclude<ContentTableName, "classify" | "chairman">;

/** A column of any of the list tables (the query is built for the union of them). */
type ListColumn = { [Table in ListTable]: keyof Database[Table] & string }[ListTable];

/** A list table, the column that orders rows of one position, and whether it has a language. */
export type ListSource = {
  [Table in ListTable]: {
    table: Table;
    idKey: keyof Database[Table] & string;
    /** spec 7.1: TckgClient/list is one list for both editions. */
    hasLanguage?: false;
  };
}[ListTable];

/** Rows whose column holds this code; a null code matches no row. */
export interface CodeMatch {
  column: ListColumn;
  code: number | null;
}

function listSelect(db: SiteDb, { table }: ListSource, matches: readonly CodeMatch[]) {
  // The table is picked at run time: the query is typed for the union of the list tables.
  let select = db.selectFrom(table);
  for (const { column, code } of matches) {
    select =
      code === null ? select.where((eb) => eb.val(1), "=", 0) : select.where(column, "=", code);
  }
  return select;
}

export async function countListRows(
  db: SiteDb,
  source: ListSource,
  matches: readonly CodeMatch[],
): Promise<number> {
  const counted = await listSelect(db, source, matches)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirst();
  return integer(counted?.total ?? 0);
}

/** In display order (language, then file order); `page` is one page of them. */
export async function readListRows(
  db: SiteDb,
  source: ListSource,
  matches: readonly CodeMatch[],
  page?: { limit: number; offset: number },
): Promise<Array<Record<string, unknown>>> {
  let rows = listSelect(db, source, matches).selectAll();
  if (source.hasLanguage !== false) rows = rows.orderBy("language");
  rows = rows.orderBy("sortOrder").orderBy(source.idKey);
  if (page) rows = rows.limit(page.limit).offset(page.offset);
  return (await rows.execute()).map(contentRow);
}

/** The menu's nodes of one language in file order, each naming its parent. */
export async function readMenuRows(db: SiteDb, language: LanguageCode) {
  const rows = await db
    .selectFrom("classify")
    .selectAll()
    .where("language", "=", language)
    .orderBy("sortOrder")
    .orderBy("id")
    .execute();
  return rows.map(contentRow);
}

export async function readChairman(db: SiteDb, language: LanguageCode) {
  const row = await db
    .selectFrom("chairman")
    .selectAll()
    .where("language", "=", language)
    .orderBy("sortOrder")
    .executeTakeFirst();
  return row && contentRow(row);
}

export async function readNewsItem(db: SiteDb, dynamicId: number) {
  const row = await db
    .selectFrom("dynamic")
    .selectAll()
    .where("dynamicId", "=", dynamicId)
    .executeTakeFirst();
  return row && contentRow(row);
}

/** The news items of these types in one language, by id, with their dates. */
export async function readArticleDates(
  db: SiteDb,
  language: LanguageCode,
  dynamicTypes: readonly number[],
) {
  const rows = await db
    .selectFrom("dynamic")
    .select(["dynamicId", "dynamicDate", "createdAt", "updatedAt"])
    .where("language", "=", language)
    .where("dynamicType", "in", dynamicTypes)
    .orderBy("dynamicId")
    .execute();
  return rows.map(contentRow);
}

/** The latest change to the content one language shows (client logos show in both). */
export async function readLastChange(
  db: SiteDb,
  language: LanguageCode,
): Promise<string | undefined> {
  // The derived table is named: PostgreSQL before 16 refuses one without a name.
  const { rows } = await sql<{ lastmod: string | null }>`
    select max(updated_at) as lastmod from (
      select updated_at from classify where language = ${language}
      union all select updated_at from dynamic where language = ${language}
      union all select updated_at from personnel where language = ${language}
      union all select updated_at from case_study where language = ${language}
      union all select updated_at from brief where language = ${language}
      union all select updated_at from chairman where language = ${language}
      union all select updated_at from mileage where language = ${language}
      union all select updated_at from contact where language = ${language}
      union all select updated_at from address where language = ${language}
      union all select updated_at from staff where language = ${language}
      union all select updated_at from cooperation where language = ${language}
      union all select updated_at from config where language = ${language}
      union all select updated_at from client
    ) as content_updates`.execute(db);
  const lastmod = rows[0]?.lastmod;
  return lastmod === undefined || lastmod === null ? undefined : timestamp(lastmod);
}

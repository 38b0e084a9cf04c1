// Issue 12, item 5: a number the content command raises with every load that changes
// something, so a running server (another process) knows its cached pages and answers are old.
import type { Kysely, Migration } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations outlive the current schema type
type AnyDb = Kysely<any>;

export const contentVersion: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("content_version")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .addColumn("version", "integer", (col) => col.notNull())
      .execute();
    await db.insertInto("content_version").values({ id: 1, version: 1 }).execute();
  },
};

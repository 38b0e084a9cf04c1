// Issue 27, item 5 (D14): the Idempotency-Key of each stored consultation and complaint, kept
// 24 hours, so a retried submission, through any node, is answered as the first and stored once.
// One key per kind: the primary key is what makes two racing requests store one record.
import type { Kysely, Migration } from "kysely";
import { timestampType } from "../dialect";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations outlive the current schema type
type AnyDb = Kysely<any>;

export const idempotencyKeys: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("idempotency_key")
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("key", "text", (col) => col.notNull())
      .addColumn("request_hash", "text", (col) => col.notNull())
      .addColumn("response_status", "integer", (col) => col.notNull())
      .addColumn("response_body", "text", (col) => col.notNull())
      .addColumn("created_at", timestampType(db), (col) => col.notNull())
      .addPrimaryKeyConstraint("idempotency_key_pk", ["kind", "key"])
      .execute();
    await db.schema
      .createIndex("idempotency_key_created_idx")
      .on("idempotency_key")
      .column("created_at")
      .execute();
  },
};

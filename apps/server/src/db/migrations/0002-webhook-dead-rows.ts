// Issue 14, item 7: an outbox row a receiver keeps refusing (a lasting 4xx) is marked dead
// instead of blocking its kind forever; deliveries go in order per kind.
import type { Kysely, Migration } from "kysely";
import { timestampType } from "../dialect";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations outlive the current schema type
type AnyDb = Kysely<any>;

export const webhookDeadRows: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("webhook_outbox").addColumn("dead_at", timestampType(db)).execute();
    // Consecutive refusals with a lasting 4xx; any other outcome resets it.
    await db.schema
      .alterTable("webhook_outbox")
      .addColumn("rejections", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex("webhook_outbox_kind_idx")
      .on("webhook_outbox")
      .columns(["kind", "delivered_at", "dead_at", "id"])
      .execute();
  },
};

// Issue 27, item 3: with several server processes on one database, a job that must run in one
// place at a time (delivering an outbox kind, an hour's sweeps) is held through a named lease:
// who holds it and until when. A lease with an expiry, not a session lock, so the job moves on
// when its node vanishes.
import type { Kysely, Migration } from "kysely";
import { timestampType } from "../dialect";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations outlive the current schema type
type AnyDb = Kysely<any>;

export const leases: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("lease")
      .addColumn("name", "text", (col) => col.primaryKey())
      .addColumn("holder", "text", (col) => col.notNull())
      .addColumn("expires_at", timestampType(db), (col) => col.notNull())
      .execute();
  },
};

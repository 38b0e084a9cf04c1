// The Idempotency-Keys of stored writes (D14, issue 27 item 5): written in the write's own
// transaction, read when a key comes again, deleted by the hourly sweep after 24 hours.
import type { Insertable, Selectable } from "kysely";
import type { SiteDb } from "../db/database";
import type { IdempotencyKeyTable, KeyedWriteKind } from "../db/schema";
import { integer, timestamp } from "./columns";

export type StoredKey = Selectable<IdempotencyKeyTable>;

/** The key's row, if it was stored at `since` (ISO 8601) or later; older ones count as unknown. */
export async function findIdempotencyKey(
  db: SiteDb,
  kind: KeyedWriteKind,
  key: string,
  since: string,
): Promise<StoredKey | undefined> {
  const row = await db
    .selectFrom("idempotencyKey")
    .selectAll()
    .where("kind", "=", kind)
    .where("key", "=", key)
    .where("createdAt", ">=", since)
    .executeTakeFirst();
  return (
    row && {
      ...row,
      responseStatus: integer(row.responseStatus),
      createdAt: timestamp(row.createdAt),
    }
  );
}

/**
 * Inside the write's transaction: stores the key, or takes over its row when that is older than
 * `expiredBefore` (not yet swept). False when the key is held: another request stored it first,
 * or (PostgreSQL) did so in a transaction this one waited for on the primary key.
 */
export async function claimIdempotencyKey(
  db: SiteDb,
  values: Insertable<IdempotencyKeyTable>,
  expiredBefore: string,
): Promise<boolean> {
  const result = await db
    .insertInto("idempotencyKey")
    .values(values)
    .onConflict((conflict) =>
      conflict
        .columns(["kind", "key"])
        .doUpdateSet((row) => ({
          requestHash: row.ref("excluded.requestHash"),
          responseStatus: row.ref("excluded.responseStatus"),
          responseBody: row.ref("excluded.responseBody"),
          createdAt: row.ref("excluded.createdAt"),
        }))
        .where("idempotencyKey.createdAt", "<", expiredBefore),
    )
    .executeTakeFirst();
  return integer(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Deletes the keys stored before `before` (ISO 8601); returns how many. */
export async function deleteIdempotencyKeysBefore(db: SiteDb, before: string): Promise<number> {
  const result = await db
    .deleteFrom("idempotencyKey")
    .where("createdAt", "<", before)
    .executeTakeFirst();
  return integer(result.numDeletedRows);
}

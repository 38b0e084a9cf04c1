// The webhook outbox (issue 3, operator side; issue 14, item 7): one row per committed
// consultation or complaint, queued in the submission's own transaction, until the receiver
// takes it or keeps refusing it (dead).
import type { Insertable } from "kysely";
import type { SiteDb } from "../db/database";
import type { OutboxKind, OutboxRow, WebhookOutboxTable } from "../db/schema";
import { integer, optionalTimestamp, timestamp } from "./columns";

/** A committed submission as the operator receives it. */
export interface OutboxRecord {
  id: number;
  createdAt: string;
  [field: string]: unknown;
}

/**
 * Where a committed submission goes next: written in the submission's own transaction, so a
 * row that is stored is also queued for the operator (issue 3, operator side). The writes queue
 * through it; the webhook's worker is it.
 */
export interface Outbox {
  enqueue(trx: SiteDb, kind: OutboxKind, record: OutboxRecord): Promise<void>;
  /** After the commit: deliver soon. */
  notify(): void;
}

function outboxRow(row: OutboxRow): OutboxRow {
  return {
    ...row,
    id: integer(row.id),
    recordId: integer(row.recordId),
    attempts: integer(row.attempts),
    nextAttemptAt: timestamp(row.nextAttemptAt),
    deliveredAt: optionalTimestamp(row.deliveredAt),
    createdAt: timestamp(row.createdAt),
    deadAt: optionalTimestamp(row.deadAt),
    rejections: integer(row.rejections),
  };
}

export async function enqueueDelivery(
  db: SiteDb,
  values: Insertable<WebhookOutboxTable>,
): Promise<void> {
  await db.insertInto("webhookOutbox").values(values).execute();
}

/** The oldest row of this kind neither delivered nor dead, due or not. */
export async function nextDelivery(db: SiteDb, kind: OutboxKind): Promise<OutboxRow | undefined> {
  const row = await db
    .selectFrom("webhookOutbox")
    .selectAll()
    .where("kind", "=", kind)
    .where("deliveredAt", "is", null)
    .where("deadAt", "is", null)
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return row && outboxRow(row);
}

export async function markDelivered(
  db: SiteDb,
  id: number,
  { deliveredAt, attempts }: { deliveredAt: string; attempts: number },
): Promise<void> {
  await db
    .updateTable("webhookOutbox")
    .set({ deliveredAt, attempts, lastError: null, rejections: 0 })
    .where("id", "=", id)
    .execute();
}

export interface FailedTry {
  attempts: number;
  /** Lasting-4xx refusals in a row, this one included. */
  rejections: number;
  lastError: string;
  nextAttemptAt: string;
}

async function recordFailure(
  db: SiteDb,
  id: number,
  failure: FailedTry,
  deadAt: string | null,
): Promise<void> {
  await db
    .updateTable("webhookOutbox")
    .set({ ...failure, deadAt })
    .where("id", "=", id)
    .execute();
}

/** A failed try: the row waits for its next one. */
export function markFailed(db: SiteDb, id: number, failure: FailedTry): Promise<void> {
  return recordFailure(db, id, failure, null);
}

/** A failed try after which the row is never tried again. */
export function markDead(
  db: SiteDb,
  id: number,
  failure: FailedTry,
  deadAt: string,
): Promise<void> {
  return recordFailure(db, id, failure, deadAt);
}

/** Rows of dead deliveries, oldest first; `since` (ISO 8601) keeps those queued from then on. */
export async function listDeadDeliveries(db: SiteDb, since?: string): Promise<OutboxRow[]> {
  let query = db.selectFrom("webhookOutbox").selectAll().where("deadAt", "is not", null);
  if (since) query = query.where("createdAt", ">=", since);
  const rows = await query.orderBy("id").execute();
  return rows.map(outboxRow);
}

/** Deletes the rows that copy these records. */
export async function deleteDeliveriesOf(
  db: SiteDb,
  kind: OutboxKind,
  recordIds: readonly number[],
): Promise<void> {
  await db
    .deleteFrom("webhookOutbox")
    .where("kind", "=", kind)
    .where("recordId", "in", recordIds)
    .execute();
}

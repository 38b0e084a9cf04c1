import type { SiteDb } from "../db/database";
import type { OutboxKind } from "../db/schema";

/** A committed submission as the operator receives it. */
export interface OutboxRecord {
  id: number;
  createdAt: string;
  [field: string]: unknown;
}

/**
 * Where a committed submission goes next: written in the submission's own transaction, so a
 * row that is stored is also queued for the operator (issue 3, operator side).
 */
export interface Outbox {
  enqueue(trx: SiteDb, kind: OutboxKind, record: OutboxRecord): Promise<void>;
  /** After the commit: deliver soon. */
  notify(): void;
}

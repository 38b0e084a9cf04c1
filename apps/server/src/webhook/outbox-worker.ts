// The webhook outbox (issue 3, operator side; issue 14, item 7): each consultation and
// complaint is queued in its own transaction, then delivered by this worker in order within
// its kind, with capped backoff between tries and no limit on them, so a hook that is down
// loses nothing. A receiver that keeps refusing a row with a lasting 4xx marks it dead (logged,
// listed by `export dead-webhooks`). Every message carries a stable record id, so the one
// repeat a crash can cause (after the receiver's 200, before the row is marked) can be dropped.
//
// Several nodes on one database (issue 27, item 3): each kind is delivered by the one process
// that holds its lease (`outbox:<kind>`, stores/leases.ts): taken when a run finds a row due,
// then checked and renewed in the transaction that records each outcome, before the next send;
// a process that lost it (paused past its expiry and taken over) records and sends nothing
// more. The lease lasts 20 s from its last renewal, so when its node dies another node's next
// poll after that takes over; a graceful stop releases it at once.
import type { SiteDb } from "../db/database";
import { writeTransaction } from "../db/dialect";
import type { OutboxKind, OutboxRow } from "../db/schema";
import { releaseLease, renewLease, takeLease, THIS_PROCESS } from "../stores/leases";
import {
  enqueueDelivery,
  markDead,
  markDelivered,
  markFailed,
  nextDelivery,
  type Outbox,
} from "../stores/webhook-outbox";
import type { WebhookSettings } from "../config";
import { acceptedByReceiver, recordKey, webhookMessage } from "./format";

export interface OutboxWorkerOptions {
  now?: () => Date;
  log?: { warn(message: string): void; error(error: unknown): void };
  /** How often due deliveries are looked for (default 5 s). */
  pollMs?: number;
  /** Well under `OUTBOX_LEASE_MS`: a send ends before the lease renewed for it expires. */
  requestTimeoutMs?: number;
  /** Who holds the leases (default: this process). Two workers on one database are two nodes. */
  holder?: string;
}

export interface OutboxWorker extends Outbox {
  start(): void;
  /**
   * Stops taking new deliveries and waits for the one in flight (at most a request timeout),
   * so the database can be closed after it without a delivery sent twice; then releases its
   * leases, so another node delivers at once.
   */
  stop(): Promise<void>;
  /**
   * Delivers what is due now, oldest first per kind, of the kinds whose lease it holds or
   * takes (another node delivers the others). Returns how many arrived.
   */
  deliverDue(): Promise<number>;
}

const KINDS: readonly OutboxKind[] = ["consultation", "complaint"];

/** How long a kind's lease lasts from each renewal: a dead node's kinds move on within 30 s. */
export const OUTBOX_LEASE_MS = 20_000;

function leaseName(kind: OutboxKind): string {
  return `outbox:${kind}`;
}

/** A lasting 4xx: this many refusals in a row (about ten minutes of tries) make a row dead. */
export const DEAD_AFTER_REJECTIONS = 8;

/** 5 s, 10 s, 20 s, ... up to 15 minutes between tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);
}

type Outcome =
  | { ok: true }
  | {
      ok: false;
      error: string;
      /** A 4xx other than 408/429: the request itself is refused. */ rejected: boolean;
    };

export function createOutboxWorker(
  db: SiteDb,
  settings: WebhookSettings | null,
  {
    now = () => new Date(),
    log,
    pollMs = 5_000,
    requestTimeoutMs = 10_000,
    holder = THIS_PROCESS,
  }: OutboxWorkerOptions = {},
): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let closing = false;
  let stopped: Promise<void> | undefined;
  // Runs go one after another, never two at once (two would send a row twice).
  let queue: Promise<unknown> = Promise.resolve();
  let pending = false;

  async function deliver(row: OutboxRow): Promise<Outcome> {
    if (!settings) return { ok: false, error: "no webhook", rejected: false };
    const record = JSON.parse(row.payload) as Record<string, unknown>;
    const body = webhookMessage(settings.format, row.kind, record);
    try {
      const response = await fetch(settings.url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          // The same key on every try: a receiver that sees it twice drops the repeat.
          "idempotency-key": recordKey(row.kind, record),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const text = await response.text();
      if (!response.ok) {
        const status = response.status;
        const rejected = status >= 400 && status < 500 && status !== 408 && status !== 429;
        return { ok: false, error: `HTTP ${status}: ${text.slice(0, 200)}`, rejected };
      }
      return acceptedByReceiver(settings.format, text)
        ? { ok: true }
        : { ok: false, error: `refused: ${text.slice(0, 200)}`, rejected: false };
    } catch (error) {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return { ok: false, error: message, rejected: false };
    }
  }

  function leaseTerms(kind: OutboxKind) {
    const at = now();
    return {
      name: leaseName(kind),
      holder,
      now: at,
      until: new Date(at.getTime() + OUTBOX_LEASE_MS),
    };
  }

  /** Records the outcome only while the lease still names this worker ("lost" otherwise). */
  async function record(
    row: OutboxRow,
    outcome: Outcome,
  ): Promise<"delivered" | "waits" | "dead" | "lost"> {
    const result = await writeTransaction(db, async (trx) => {
      // The renewal locks the lease row (PostgreSQL) or holds the write lock (SQLite) until the
      // commit: nobody takes the lease between this check and the row's update.
      if (!(await renewLease(trx, leaseTerms(row.kind)))) return "lost" as const;
      return recordOutcome(trx, row, outcome);
    });
    // Logged after the commit, so nothing is logged that was not recorded.
    const attempts = row.attempts + 1;
    const error = outcome.ok ? "" : outcome.error;
    if (result === "lost") {
      log?.warn(
        `webhook delivery ${row.id}: another node took over ${row.kind} deliveries during the send; its outcome is left to that node`,
      );
    } else if (result === "dead") {
      log?.error(
        new Error(
          `webhook delivery ${row.id} (${row.kind} ${row.recordId}) is dead after ${row.rejections + 1} refusals: ${error}; list it with \`export dead-webhooks\``,
        ),
      );
    } else if (result === "waits") {
      log?.warn(`webhook delivery ${row.id} failed (try ${attempts}): ${error}`);
    }
    return result;
  }

  async function recordOutcome(
    trx: SiteDb,
    row: OutboxRow,
    outcome: Outcome,
  ): Promise<"delivered" | "waits" | "dead"> {
    const attempts = row.attempts + 1;
    const at = now();
    if (outcome.ok) {
      await markDelivered(trx, row.id, { deliveredAt: at.toISOString(), attempts });
      return "delivered";
    }
    const rejections = outcome.rejected ? row.rejections + 1 : 0;
    const dead = rejections >= DEAD_AFTER_REJECTIONS;
    const failure = {
      attempts,
      rejections,
      lastError: outcome.error,
      nextAttemptAt: new Date(at.getTime() + retryDelayMs(attempts)).toISOString(),
    };
    if (dead) await markDead(trx, row.id, failure, at.toISOString());
    else await markFailed(trx, row.id, failure);
    return dead ? "dead" : "waits";
  }

  function isDue(row: OutboxRow | undefined): row is OutboxRow {
    return row !== undefined && row.nextAttemptAt <= now().toISOString();
  }

  /** One kind, oldest first: a row that is not due (or fails) holds back the ones after it. */
  async function deliverKind(kind: OutboxKind): Promise<number> {
    // Nothing due: no lease taken, so an idle node writes nothing at each poll. Another node
    // holds this kind: it delivers, and this one asks again at its next poll.
    if (!isDue(await nextDelivery(db, kind))) return 0;
    if (!(await takeLease(db, leaseTerms(kind)))) return 0;
    let delivered = 0;
    // The take, then the recording of each outcome, checks the lease is still mine and renews
    // it for 20 s, longer than a send may take: the check before each send, one read earlier.
    while (!closing) {
      const row = await nextDelivery(db, kind);
      if (!isDue(row)) return delivered;
      const result = await record(row, await deliver(row));
      if (result === "delivered") delivered += 1;
      // A failed row waits for its next try, and the rest of its kind with it; a dead row no
      // longer holds them back. A lost lease: the node that took it over carries on.
      if (result === "waits" || result === "lost") return delivered;
    }
    return delivered;
  }

  async function deliverDueNow(): Promise<number> {
    if (!settings || closing) return 0;
    let delivered = 0;
    for (const kind of KINDS) delivered += await deliverKind(kind);
    return delivered;
  }

  function deliverDue(): Promise<number> {
    const run = queue.then(deliverDueNow);
    queue = run.catch((error: unknown) => log?.error(error));
    return run;
  }

  /** Asks for a run; a request while one waits to start is the same request. */
  function kick(): void {
    if (!started || closing || !settings || pending) return;
    pending = true;
    const run = queue.then(() => {
      pending = false;
      return deliverDueNow();
    });
    queue = run.catch((error: unknown) => log?.error(error));
  }

  return {
    async enqueue(trx, kind, record) {
      if (!settings) return;
      await enqueueDelivery(trx, {
        kind,
        recordId: record.id,
        payload: JSON.stringify(record),
        nextAttemptAt: record.createdAt,
        deliveredAt: null,
        lastError: null,
        createdAt: record.createdAt,
        deadAt: null,
      });
    },
    notify: kick,
    deliverDue,
    start() {
      if (!settings || started || closing) return;
      started = true;
      timer = setInterval(kick, pollMs);
      timer.unref();
      kick();
    },
    stop() {
      stopped ??= (async () => {
        closing = true;
        clearInterval(timer);
        // The delivery in flight finishes and is recorded; nothing after it starts.
        await queue;
        if (!settings) return;
        // Handed over at once (a rolling restart), not after the lease runs out.
        for (const kind of KINDS) {
          await releaseLease(db, leaseName(kind), holder).catch((error: unknown) =>
            log?.error(error),
          );
        }
      })();
      return stopped;
    },
  };
}

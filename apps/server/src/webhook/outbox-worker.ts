// The webhook outbox (issue 3, operator side; issue 14, item 7): each consultation and
// complaint is queued in its own transaction, then delivered by this worker in order within
// its kind, with capped backoff between tries and no limit on them, so a hook that is down
// loses nothing. A receiver that keeps refusing a row with a lasting 4xx marks it dead (logged,
// listed by `export dead-webhooks`). Every message carries a stable record id, so the one
// repeat a crash can cause (after the receiver's 200, before the row is marked) can be dropped.
import type { SiteDb } from "../db/database";
import type { OutboxKind, OutboxRow } from "../db/schema";
import {
  enqueueDelivery,
  markDead,
  markDelivered,
  markFailed,
  nextDelivery,
} from "../stores/webhook-outbox";
import type { Outbox } from "../writes/outbox";
import { acceptedByReceiver, recordKey, webhookMessage, type WebhookFormat } from "./format";

export interface WebhookSettings {
  url: string;
  format: WebhookFormat;
}

export interface OutboxWorkerOptions {
  now?: () => Date;
  log?: { warn(message: string): void; error(error: unknown): void };
  /** How often due deliveries are looked for (default 5 s). */
  pollMs?: number;
  requestTimeoutMs?: number;
}

export interface OutboxWorker extends Outbox {
  start(): void;
  /**
   * Stops taking new deliveries and waits for the one in flight (at most a request timeout),
   * so the database can be closed after it without a delivery sent twice.
   */
  stop(): Promise<void>;
  /** Delivers what is due now, oldest first per kind. Returns how many arrived. */
  deliverDue(): Promise<number>;
}

const KINDS: readonly OutboxKind[] = ["consultation", "complaint"];

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
  }: OutboxWorkerOptions = {},
): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let closing = false;
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

  async function record(row: OutboxRow, outcome: Outcome): Promise<"delivered" | "waits" | "dead"> {
    const attempts = row.attempts + 1;
    const at = now();
    if (outcome.ok) {
      await markDelivered(db, row.id, { deliveredAt: at.toISOString(), attempts });
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
    if (dead) {
      await markDead(db, row.id, failure, at.toISOString());
      log?.error(
        new Error(
          `webhook delivery ${row.id} (${row.kind} ${row.recordId}) is dead after ${rejections} refusals: ${outcome.error}; list it with \`export dead-webhooks\``,
        ),
      );
    } else {
      await markFailed(db, row.id, failure);
      log?.warn(`webhook delivery ${row.id} failed (try ${attempts}): ${outcome.error}`);
    }
    return dead ? "dead" : "waits";
  }

  /** One kind, oldest first: a row that is not due (or fails) holds back the ones after it. */
  async function deliverKind(kind: OutboxKind): Promise<number> {
    let delivered = 0;
    while (!closing) {
      const row = await nextDelivery(db, kind);
      if (!row || row.nextAttemptAt > now().toISOString()) return delivered;
      const result = await record(row, await deliver(row));
      if (result === "delivered") delivered += 1;
      // A failed row waits for its next try, and the rest of its kind with it; a dead row no
      // longer holds them back.
      if (result === "waits") return delivered;
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
    async stop() {
      closing = true;
      clearInterval(timer);
      // The delivery in flight finishes and is recorded; nothing after it starts.
      await queue;
    },
  };
}

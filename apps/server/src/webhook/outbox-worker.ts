// The webhook outbox (issue 3, operator side): each consultation and complaint is queued in
// its own transaction, then delivered in order by this worker, with backoff between tries and
// no limit on them, so a hook that is down loses nothing.
import type { SiteDb } from "../db/database";
import type { Outbox } from "../writes/outbox";
import { acceptedByReceiver, webhookMessage, type WebhookFormat } from "./format";

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
  stop(): Promise<void>;
  /** Delivers what is due now, oldest first; stops at the first failure. Returns how many arrived. */
  deliverDue(): Promise<number>;
}

const BATCH = 20;

/** 5 s, 10 s, 20 s, ... up to 15 minutes between tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);
}

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
  let stopped = true;
  // Runs go one after another, never two at once (two would send a row twice).
  let queue: Promise<unknown> = Promise.resolve();
  let pending = false;

  async function deliver(row: { kind: string; payload: string }): Promise<string | null> {
    if (!settings) return "no webhook";
    const record = JSON.parse(row.payload) as Record<string, unknown>;
    const body = webhookMessage(settings.format, row.kind as "consultation" | "complaint", record);
    try {
      const response = await fetch(settings.url, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const text = await response.text();
      if (!response.ok) return `HTTP ${response.status}: ${text.slice(0, 200)}`;
      return acceptedByReceiver(settings.format, text) ? null : `refused: ${text.slice(0, 200)}`;
    } catch (error) {
      return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
  }

  async function deliverDueNow(): Promise<number> {
    if (!settings) return 0;
    let delivered = 0;
    for (;;) {
      const due = await db
        .selectFrom("webhookOutbox")
        .selectAll()
        .where("deliveredAt", "is", null)
        .where("nextAttemptAt", "<=", now().toISOString())
        .orderBy("id")
        .limit(BATCH)
        .execute();
      for (const row of due) {
        const failure = await deliver(row);
        const attempts = row.attempts + 1;
        if (failure === null) {
          await db
            .updateTable("webhookOutbox")
            .set({ deliveredAt: now().toISOString(), attempts, lastError: null })
            .where("id", "=", row.id)
            .execute();
          delivered += 1;
          continue;
        }
        await db
          .updateTable("webhookOutbox")
          .set({
            attempts,
            lastError: failure,
            nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)).toISOString(),
          })
          .where("id", "=", row.id)
          .execute();
        log?.warn(`webhook delivery ${row.id} failed (try ${attempts}): ${failure}`);
        // The hook is down or refusing: later rows wait, so they still arrive in order.
        return delivered;
      }
      if (due.length < BATCH) return delivered;
    }
  }

  function deliverDue(): Promise<number> {
    const run = queue.then(deliverDueNow);
    queue = run.catch((error: unknown) => log?.error(error));
    return run;
  }

  /** Asks for a run; a request while one waits to start is the same request. */
  function kick(): void {
    if (stopped || !settings || pending) return;
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
      await trx
        .insertInto("webhookOutbox")
        .values({
          kind,
          recordId: record.id,
          payload: JSON.stringify(record),
          nextAttemptAt: record.createdAt,
          deliveredAt: null,
          lastError: null,
          createdAt: record.createdAt,
        })
        .execute();
    },
    notify: kick,
    deliverDue,
    start() {
      if (!settings || !stopped) return;
      stopped = false;
      timer = setInterval(kick, pollMs);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await queue;
    },
  };
}

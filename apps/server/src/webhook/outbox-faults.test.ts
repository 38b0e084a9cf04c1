// Issue 14, item 7: the outbox under faults, with injected clocks and timeouts (no real 10 s
// waits): a graceful stop repeats nothing, a crash's one repeat carries the same record id, a
// slow receiver is retried with the same id, each kind is delivered in order, and a lasting
// 4xx marks a row dead (logged, exported) instead of blocking its kind.
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type OpenDatabase } from "../db/database";
import type { OutboxKind } from "../db/schema";
import { exportRows } from "../export/export";
import { createOutboxWorker, DEAD_AFTER_REJECTIONS, type OutboxWorker } from "./outbox-worker";
import {
  createTestDatabase,
  rawRows,
  type TestDatabaseTarget,
} from "../test-support/test-database";
import { sql } from "kysely";
import { eventually } from "../test-support/eventually";
import {
  startWebhookReceiver,
  type Delivery,
  type WebhookReceiver,
} from "../test-support/webhook-receiver";

type Answer = { status: number };

/** What the outbox sends (the fields these tests read). */
type Sent = { id: string; kind: string; record: { id: number } };
const sent = (delivery: Delivery) => delivery.body as Sent;

let created: TestDatabaseTarget | undefined;
let database: OpenDatabase | undefined;
let receiver: WebhookReceiver | undefined;
const workers: OutboxWorker[] = [];
let clock = new Date("2026-11-25T02:30:00.000Z");
const errors: string[] = [];

afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
  await database?.close();
  await receiver?.close();
  await created?.drop();
  database = undefined;
  receiver = undefined;
  created = undefined;
  clock = new Date("2026-11-25T02:30:00.000Z");
  errors.length = 0;
});

async function setUp(answer: (key: string, nth: number) => Answer | Promise<Answer>) {
  receiver = await startWebhookReceiver(({ key }, nth) => answer(key, nth));
  created = await createTestDatabase();
  database = await openDatabase(created.target);
}

function worker(requestTimeoutMs = 2_000): OutboxWorker {
  const created = createOutboxWorker(
    database!.db,
    { url: receiver!.url, format: "json" },
    {
      now: () => clock,
      requestTimeoutMs,
      pollMs: 60_000,
      log: { warn: () => {}, error: (error) => errors.push(String(error)) },
    },
  );
  workers.push(created);
  return created;
}

let nextId = 1;
async function enqueue(outbox: OutboxWorker, kind: OutboxKind) {
  const record = { id: nextId++, createdAt: clock.toISOString(), name: "张三" };
  await outbox.enqueue(database!.db, kind, record);
  return `${kind}-${record.id}`;
}

async function rows() {
  return (await rawRows(
    database!.db,
    "select id, kind, attempts, delivered_at, dead_at from webhook_outbox order by id",
  )) as Array<{
    id: number;
    kind: string;
    attempts: number;
    delivered_at: string | null;
    dead_at: string | null;
  }>;
}

function later(ms: number) {
  clock = new Date(clock.getTime() + ms);
}

/** An answer the receiver holds back until the test gives it. */
function heldAnswer() {
  let give!: () => void;
  const given = new Promise<void>((resolve) => (give = resolve));
  const answer = async (): Promise<Answer> => {
    await given;
    return { status: 200 };
  };
  return { give, answer };
}

describe("outbox faults", () => {
  it("graceful stop: waits for the delivery in flight, records it, starts no other, repeats nothing", async () => {
    const held = heldAnswer();
    await setUp(held.answer);
    const outbox = worker();
    const first = await enqueue(outbox, "consultation");
    const second = await enqueue(outbox, "consultation");
    outbox.start();
    await eventually(
      "the first delivery arrives",
      async () => receiver!.arrived.length === 1,
      5_000,
    );
    // The receiver answers only once the stop has begun: the stop has to wait for that answer.
    const stopped = outbox.stop();
    held.give();
    await stopped;
    // The stop waited for the receiver's answer and recorded it before returning.
    expect(receiver!.received.map((r) => r.key)).toEqual([first]);
    expect((await rows()).map((row) => row.delivered_at !== null)).toEqual([true, false]);
    // The database may close now; the next start sends only what was not delivered.
    await database!.close();
    database = await openDatabase(created!.target);
    const next = worker();
    expect(await next.deliverDue()).toBe(1);
    expect(receiver!.arrived).toEqual([first, second]);
  });

  it("crash after the receiver's 200: the one repeat carries the same record id", async () => {
    await setUp(() => ({ status: 200 }));
    const outbox = worker();
    const key = await enqueue(outbox, "complaint");
    expect(await outbox.deliverDue()).toBe(1);
    // What a SIGKILL between the receiver's answer and the commit leaves: the row not marked.
    await sql.raw("update webhook_outbox set delivered_at = null").execute(database!.db);
    const afterRestart = worker();
    expect(await afterRestart.deliverDue()).toBe(1);
    expect(receiver!.received.map((r) => r.key)).toEqual([key, key]);
    expect(receiver!.received.map((r) => sent(r).id)).toEqual([key, key]);
    expect(new Set(receiver!.received.map((r) => r.key)).size).toBe(1);
  });

  it("slow receiver: a timed-out try is retried later with the same id, and nothing overtakes it", async () => {
    let slowKey = "";
    // The first try of the slow record is answered only after its retry (past the timeout).
    const held = heldAnswer();
    await setUp((key, nth) => (key === slowKey && nth === 1 ? held.answer() : { status: 200 }));
    // The held answer outlasts any timeout, so the test pays the default one once; a 100 ms
    // timeout also cut off the prompt answers on a loaded CI machine.
    const outbox = worker();
    const slow = await enqueue(outbox, "consultation");
    slowKey = slow;
    const after = await enqueue(outbox, "consultation");
    expect(await outbox.deliverDue()).toBe(0);
    expect((await rows())[0]).toMatchObject({ attempts: 1, delivered_at: null });
    expect(receiver!.arrived).toEqual([slow]);
    // Not due yet: still nothing overtakes it.
    expect(await outbox.deliverDue()).toBe(0);
    later(5_000);
    expect(await outbox.deliverDue()).toBe(2);
    expect(receiver!.arrived).toEqual([slow, slow, after]);
    held.give();
    await eventually("the late answer comes", async () => receiver!.received.length === 3, 5_000);
    expect(new Set(receiver!.received.map((r) => r.key))).toEqual(new Set([slow, after]));
  });

  it("delivers each kind in order: a failed row holds back its own kind, not the other", async () => {
    await setUp((key, nth) =>
      key === "consultation-1" && nth === 1 ? { status: 503 } : { status: 200 },
    );
    nextId = 1;
    const outbox = worker();
    await enqueue(outbox, "consultation");
    await enqueue(outbox, "consultation");
    await enqueue(outbox, "complaint");
    expect(await outbox.deliverDue()).toBe(1);
    expect(receiver!.received.map((r) => r.key)).toEqual(["complaint-3"]);
    later(5_000);
    expect(await outbox.deliverDue()).toBe(2);
    expect(receiver!.received.map((r) => r.key)).toEqual([
      "complaint-3",
      "consultation-1",
      "consultation-2",
    ]);
  });

  it("retries 408, 429 and 5xx with capped backoff for as long as it takes", async () => {
    let failures = 0;
    await setUp(() =>
      failures-- > 0 ? { status: [408, 429, 500][failures % 3]! } : { status: 200 },
    );
    failures = 40;
    nextId = 1;
    const outbox = worker();
    await enqueue(outbox, "consultation");
    for (let i = 0; i < 40; i += 1) {
      expect(await outbox.deliverDue()).toBe(0);
      later(15 * 60_000);
    }
    expect((await rows())[0]).toMatchObject({ attempts: 40, dead_at: null, delivered_at: null });
    expect(await outbox.deliverDue()).toBe(1);
  });

  it("a lasting 4xx marks the row dead, logged and exported, and its kind moves on", async () => {
    await setUp((key) => (key === "consultation-1" ? { status: 404 } : { status: 200 }));
    nextId = 1;
    const outbox = worker();
    await enqueue(outbox, "consultation");
    await enqueue(outbox, "consultation");
    for (let i = 1; i < DEAD_AFTER_REJECTIONS; i += 1) {
      expect(await outbox.deliverDue()).toBe(0);
      later(15 * 60_000);
    }
    expect((await rows())[0]?.dead_at).toBeNull();
    expect(errors).toEqual([]);
    expect(await outbox.deliverDue()).toBe(1);
    expect((await rows())[0]).toMatchObject({ attempts: DEAD_AFTER_REJECTIONS });
    expect((await rows())[0]?.dead_at).not.toBeNull();
    expect(receiver!.received.map((r) => r.key)).toEqual(["consultation-2"]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("dead");
    const dead = await exportRows(database!.db, "dead-webhooks");
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({
      kind: "consultation",
      recordId: 1,
      lastError: expect.stringContaining("HTTP 404"),
    });
    // Never tried again.
    later(60 * 60_000);
    expect(await outbox.deliverDue()).toBe(0);
    expect(receiver!.arrived.filter((key) => key === "consultation-1")).toHaveLength(
      DEAD_AFTER_REJECTIONS,
    );
  });
});

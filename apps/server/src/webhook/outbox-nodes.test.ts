// Issue 27, item 3: the outbox with several nodes on one database. Each "node" is a worker with
// its own holder id and its own connection, and all send to one local receiver; the clock is
// injected, so a lease runs out when a test moves it.
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type OpenDatabase, type SiteDb } from "../db/database";
import {
  createTestDatabase,
  rawRows,
  type TestDatabaseTarget,
} from "../test-support/test-database";
import { eventually } from "../test-support/eventually";
import { startWebhookReceiver, type WebhookReceiver } from "../test-support/webhook-receiver";
import { createOutboxWorker, OUTBOX_LEASE_MS, type OutboxWorker } from "./outbox-worker";

let created: TestDatabaseTarget | undefined;
let receiver: WebhookReceiver | undefined;
const workers: OutboxWorker[] = [];
const databases: OpenDatabase[] = [];
const t0 = new Date("2026-11-25T02:30:00.000Z");
let clock = t0;
const warnings: string[] = [];

afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
  for (const database of databases.splice(0)) await database.close();
  await receiver?.close();
  await created?.drop();
  receiver = undefined;
  created = undefined;
  clock = t0;
  warnings.length = 0;
});

async function setUp(answer: (key: string, nth: number) => Promise<number>) {
  receiver = await startWebhookReceiver(async ({ key }, nth) => ({
    status: await answer(key, nth),
  }));
  created = await createTestDatabase();
}

interface Node {
  db: SiteDb;
  worker: OutboxWorker;
}

/** A server process: its own connection to the database and its own holder id. */
async function node(holder: string, pollMs = 60_000): Promise<Node> {
  const database = await openDatabase(created!.target);
  databases.push(database);
  const worker = createOutboxWorker(
    database.db,
    { url: receiver!.url, format: "json" },
    {
      now: () => clock,
      holder,
      pollMs,
      requestTimeoutMs: 2_000,
      log: { warn: (message) => warnings.push(message), error: () => {} },
    },
  );
  workers.push(worker);
  return { db: database.db, worker };
}

let nextId = 1;
async function enqueue({ db, worker }: Node): Promise<string> {
  const record = { id: nextId++, createdAt: clock.toISOString(), name: "张三" };
  await worker.enqueue(db, "consultation", record);
  return `consultation-${record.id}`;
}

async function rows(db: SiteDb) {
  return rawRows(db, "select record_id, attempts, delivered_at, last_error from webhook_outbox");
}

async function lease(db: SiteDb) {
  const [row] = await rawRows(
    db,
    "select holder, expires_at from lease where name = 'outbox:consultation'",
  );
  return row as { holder: string; expires_at: string } | undefined;
}

function later(ms: number) {
  clock = new Date(clock.getTime() + ms);
}

const ok = async () => 200;

describe("outbox deliveries across nodes", () => {
  it("two nodes, 20 records alternating between them: each arrives once, in order", async () => {
    // A short, uneven wait before each answer, so the two nodes' polls overlap with sends.
    await setUp(async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 8));
      return 200;
    });
    const a = await node("node-a", 5);
    const b = await node("node-b", 5);
    a.worker.start();
    b.worker.start();
    const keys: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const at = i % 2 === 0 ? a : b;
      keys.push(await enqueue(at));
      at.worker.notify();
    }
    await eventually("all 20 arrive", async () => receiver!.received.length >= 20, 10_000);
    // Stopping waits for any send in flight: a second send of a row would have arrived by now.
    await a.worker.stop();
    await b.worker.stop();
    expect(receiver!.arrived).toEqual(keys);
    expect(receiver!.received.map((r) => r.key)).toEqual(keys);
    expect((await rows(a.db)).every((row) => row.delivered_at !== null && row.attempts === 1)).toBe(
      true,
    );
  });

  it("a node that dies holding the lease: another takes over once it expires, within 30 s", async () => {
    await setUp(ok);
    const a = await node("node-a");
    const b = await node("node-b");
    const first = await enqueue(a);
    expect(await a.worker.deliverDue()).toBe(1);
    // Node a dies here: no stop, no release.
    const held = await lease(b.db);
    expect(held?.holder).toBe("node-a");
    const expiresAt = new Date(held!.expires_at).getTime();
    expect(expiresAt - t0.getTime()).toBe(OUTBOX_LEASE_MS);
    expect(expiresAt - t0.getTime()).toBeLessThanOrEqual(30_000);
    const second = await enqueue(b);
    expect(await b.worker.deliverDue()).toBe(0);
    clock = new Date(expiresAt - 1);
    expect(await b.worker.deliverDue()).toBe(0);
    expect(receiver!.arrived).toEqual([first]);
    clock = new Date(t0.getTime() + 30_000);
    expect(await b.worker.deliverDue()).toBe(1);
    expect(receiver!.arrived).toEqual([first, second]);
    expect((await lease(b.db))?.holder).toBe("node-b");
  });

  it("a node whose lease was taken over during its send records nothing and sends nothing more", async () => {
    let answerSlowSend: (status: number) => void = () => {};
    // The first send of the first record hangs until the test answers it.
    await setUp((key, nth) =>
      key === "consultation-1" && nth === 1
        ? new Promise<number>((resolve) => (answerSlowSend = resolve))
        : ok(),
    );
    nextId = 1;
    const a = await node("node-a");
    const b = await node("node-b");
    const first = await enqueue(a);
    const second = await enqueue(a);
    const aRun = a.worker.deliverDue();
    await eventually("the first send arrives", async () => receiver!.arrived.length === 1, 10_000);
    // Node a is held up past its lease (a long pause); node b takes over and delivers both.
    later(30_000);
    expect(await b.worker.deliverDue()).toBe(2);
    expect(receiver!.received.map((r) => r.key)).toEqual([first, second]);
    const afterB = await rows(b.db);
    // Now a's send ends, with a failure a's record would write over b's delivery.
    answerSlowSend(503);
    expect(await aRun).toBe(0);
    expect(await rows(b.db)).toEqual(afterB);
    expect(afterB.map((row) => [row.attempts, row.last_error])).toEqual([
      [1, null],
      [1, null],
    ]);
    expect(afterB.every((row) => row.delivered_at !== null)).toBe(true);
    // Node a sent nothing after it (b sent the first record's repeat, with the same key).
    expect(receiver!.arrived).toEqual([first, first, second]);
    expect(warnings).toEqual([expect.stringContaining("another node took over consultation")]);
    expect((await lease(b.db))?.holder).toBe("node-b");
  });

  it("a graceful stop releases the lease: the other node delivers at once", async () => {
    await setUp(ok);
    const a = await node("node-a");
    const b = await node("node-b");
    const first = await enqueue(a);
    expect(await a.worker.deliverDue()).toBe(1);
    const second = await enqueue(b);
    // Held by a for a lease's length from its last send.
    expect(await b.worker.deliverDue()).toBe(0);
    await a.worker.stop();
    expect(await lease(b.db)).toBeUndefined();
    // The clock has not moved.
    expect(await b.worker.deliverDue()).toBe(1);
    expect(receiver!.received.map((r) => r.key)).toEqual([first, second]);
  });
});

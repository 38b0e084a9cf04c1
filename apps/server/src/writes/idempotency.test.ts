import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../db/database";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { rawRows, TEST_ENGINE } from "../test-support/test-database";
import { validComplaint, validConsultation } from "../test-support/submissions";
import { sweepIdempotencyKeys } from "./idempotency-sweep";
import { scheduleSweeps } from "./sweeps";
import { claimIdempotencyKey } from "../stores/idempotency-keys";
import { writeTransaction } from "../db/dialect";

// D14 (issue 27, item 5): a retried submission is one submission.

const CONSULT = "/api/pcsystem/TckgConsult";
const COMPLAIN = "/api/pcsystem/Tckgcustomer";
const T0 = new Date("2026-11-25T02:30:00.000Z");
const HOUR = 60 * 60 * 1000;
// A receiver that is never there: the outbox rows stay, to be counted.
const ENV = { SITE_WEBHOOK_URL: "http://127.0.0.1:9/hook", SITE_RATE_SUBMIT: "1000" };

const servers: TestApp[] = [];

afterEach(async () => {
  vi.useRealTimers();
  // The second node first: on SQLite it shares the first one's connection.
  for (const server of servers.splice(0).reverse()) await server.close();
});

async function start(now: () => Date = () => T0): Promise<TestApp> {
  const server = await createTestApp({ seed: false, now, env: ENV });
  servers.push(server);
  return server;
}

/**
 * Another node on the first one's database: its own pool on PostgreSQL. On SQLite, the first
 * one's connection (SQLite is one node, D13; two connections in one process would wait on each
 * other's lock synchronously).
 */
async function secondNode(first: TestApp): Promise<TestApp> {
  const { target, dataDir } = first.database;
  const opened =
    TEST_ENGINE === "postgres"
      ? await openDatabase(target)
      : { ...first.database, close: async () => undefined };
  const server = await createTestApp({
    seed: false,
    now: () => T0,
    env: ENV,
    database: { ...opened, target, dataDir, dispose: () => opened.close() },
  });
  servers.push(server);
  return server;
}

function send(server: TestApp, url: string, payload: object, key?: string) {
  return server.app.inject({
    method: "POST",
    url,
    payload,
    headers: key === undefined ? {} : { "idempotency-key": key },
  });
}

async function counts(server: TestApp) {
  return {
    consultation: await server.count("consultation"),
    complaint: await server.count("complaint"),
    outbox: await server.count("webhook_outbox"),
    keys: await server.count("idempotency_key"),
  };
}

describe("Idempotency-Key on the writes (D14)", () => {
  it.each([
    ["consultation", CONSULT, validConsultation],
    ["complaint", COMPLAIN, validComplaint],
  ])("a %s sent twice with one key is stored once and answered alike", async (kind, url, body) => {
    const server = await start();
    const first = await send(server, url, body, "k-1");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 200, msg: "操作成功" });
    const again = await send(server, url, body, "k-1");
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(again.body).toBe(first.body);
    expect(await server.count(kind)).toBe(1);
    expect(await server.count("webhook_outbox")).toBe(1);
    expect(await server.count("idempotency_key")).toBe(1);
  });

  it("takes the same body with its fields in another order as a repeat", async () => {
    const server = await start();
    expect((await send(server, CONSULT, validConsultation, "k-order")).statusCode).toBe(200);
    const reordered = {
      content: validConsultation.content,
      tel: validConsultation.tel,
      name: validConsultation.name,
    };
    expect((await send(server, CONSULT, reordered, "k-order")).statusCode).toBe(200);
    expect(await counts(server)).toEqual({ consultation: 1, complaint: 0, outbox: 1, keys: 1 });
  });

  it("answers a known key with another body 422 in the visitor's language, storing nothing", async () => {
    const server = await start();
    expect((await send(server, CONSULT, validConsultation, "k-2")).statusCode).toBe(200);
    const other = { ...validConsultation, content: "另一条留言" };
    const reused = await send(server, CONSULT, other, "k-2");
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      code: 422,
      msg: "此 Idempotency-Key 已用于另一份内容不同的提交",
    });
    const english = await send(server, `${COMPLAIN}?language=1`, validComplaint, "k-3");
    expect(english.statusCode).toBe(200);
    const reusedEn = await send(
      server,
      `${COMPLAIN}?language=1`,
      { ...validComplaint, remark: "changed" },
      "k-3",
    );
    expect(reusedEn.statusCode).toBe(422);
    expect(reusedEn.json()).toEqual({
      code: 422,
      msg: "This Idempotency-Key was already used for a submission with different content",
    });
    expect(await counts(server)).toEqual({ consultation: 1, complaint: 1, outbox: 2, keys: 2 });
    expect(await rawRows(server.database.db, "select content from consultation")).toEqual([
      { content: validConsultation.content },
    ]);
  });

  it("knows a key only within its kind of write", async () => {
    const server = await start();
    expect((await send(server, CONSULT, validConsultation, "shared")).statusCode).toBe(200);
    expect((await send(server, COMPLAIN, validComplaint, "shared")).statusCode).toBe(200);
    expect(await counts(server)).toEqual({ consultation: 1, complaint: 1, outbox: 2, keys: 2 });
  });

  it("takes 100 characters; refuses 101, an empty key and one with a space with 400, storing nothing", async () => {
    const server = await start();
    for (const [url, body] of [
      [CONSULT, validConsultation],
      [COMPLAIN, validComplaint],
    ] as const) {
      for (const key of ["k".repeat(101), "", "a b", "é"]) {
        const refused = await send(server, url, body, key);
        expect(refused.statusCode, `${url} ${key}`).toBe(400);
        expect(refused.json()).toEqual({
          code: 400,
          msg: "Idempotency-Key 须为 1 到 100 个可见 ASCII 字符",
        });
      }
    }
    const english = await send(server, `${CONSULT}?language=1`, validConsultation, "k".repeat(101));
    expect(english.json()).toEqual({
      code: 400,
      msg: "Idempotency-Key must be 1 to 100 visible ASCII characters",
    });
    expect(await counts(server)).toEqual({ consultation: 0, complaint: 0, outbox: 0, keys: 0 });
    expect((await send(server, CONSULT, validConsultation, "k".repeat(100))).statusCode).toBe(200);
    expect(await counts(server)).toEqual({ consultation: 1, complaint: 0, outbox: 1, keys: 1 });
  });

  it("stores no key for a refused write, so the key's next try is a first one", async () => {
    const server = await start();
    const invalid = await send(server, CONSULT, { ...validConsultation, tel: "123" }, "k-4");
    expect(invalid.statusCode).toBe(400);
    expect(await counts(server)).toEqual({ consultation: 0, complaint: 0, outbox: 0, keys: 0 });
    expect((await send(server, CONSULT, validConsultation, "k-4")).statusCode).toBe(200);
    expect(await counts(server)).toEqual({ consultation: 1, complaint: 0, outbox: 1, keys: 1 });
  });

  it("behaves as before without a key: each write stored", async () => {
    const server = await start();
    expect((await send(server, CONSULT, validConsultation)).statusCode).toBe(200);
    expect((await send(server, CONSULT, validConsultation)).statusCode).toBe(200);
    expect(await counts(server)).toEqual({ consultation: 2, complaint: 0, outbox: 2, keys: 0 });
  });

  it("forgets a key after 24 hours (the clock moved), and the sweep deletes the old ones", async () => {
    let clock = T0;
    const server = await start(() => clock);
    expect((await send(server, CONSULT, validConsultation, "k-day")).statusCode).toBe(200);
    const other = { ...validConsultation, content: "第二天的留言" };
    clock = new Date(T0.getTime() + 24 * HOUR);
    expect((await send(server, CONSULT, other, "k-day")).statusCode).toBe(422);
    clock = new Date(T0.getTime() + 24 * HOUR + 1);
    expect((await send(server, CONSULT, other, "k-day")).statusCode).toBe(200);
    expect(await counts(server)).toEqual({ consultation: 2, complaint: 0, outbox: 2, keys: 1 });
    // The key now stands for its new body.
    expect((await send(server, CONSULT, other, "k-day")).statusCode).toBe(200);
    expect((await send(server, CONSULT, validConsultation, "k-day")).statusCode).toBe(422);
    expect(await server.count("consultation")).toBe(2);

    clock = new Date(T0.getTime() + 30 * HOUR);
    expect((await send(server, COMPLAIN, validComplaint, "k-later")).statusCode).toBe(200);
    const db = server.database.db;
    // The first key was taken over at 24 h + 1 ms: it is 24 hours old, then older.
    expect(await sweepIdempotencyKeys(db, "", new Date(T0.getTime() + 48 * HOUR + 1))).toBe(0);
    expect(await sweepIdempotencyKeys(db, "", new Date(T0.getTime() + 48 * HOUR + 2))).toBe(1);
    expect(await rawRows(db, "select kind, key from idempotency_key")).toEqual([
      { kind: "complaint", key: "k-later" },
    ]);
    expect(await sweepIdempotencyKeys(db, "", new Date(T0.getTime() + 55 * HOUR))).toBe(1);
    expect(await server.count("idempotency_key")).toBe(0);
  });

  it("is swept every hour with the other housekeeping", async () => {
    const server = await start();
    expect((await send(server, CONSULT, validConsultation, "k-hourly")).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const errors: unknown[] = [];
    const later = new Date(T0.getTime() + 25 * HOUR);
    const stop = scheduleSweeps(
      server.database.db,
      server.config.dataDir,
      () => later,
      (error) => errors.push(error),
    );
    vi.advanceTimersByTime(HOUR);
    vi.useRealTimers();
    await vi.waitFor(async () => expect(await server.count("idempotency_key")).toBe(0), {
      timeout: 5_000,
    });
    stop();
    expect(errors).toEqual([]);
  });

  it("stores one record when two nodes take the same key at once", async () => {
    const first = await start();
    const second = await secondNode(first);
    const keys = Array.from({ length: 8 }, (_, index) => `race-${index}`);
    const answers = await Promise.all(
      keys.flatMap((key) => [
        send(first, CONSULT, validConsultation, key),
        send(second, CONSULT, validConsultation, key),
      ]),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ code: 200, msg: "操作成功" });
    }
    expect(await counts(first)).toEqual({ consultation: 8, complaint: 0, outbox: 8, keys: 8 });

    // One key, two bodies at once: one is stored, the other refused.
    const [a, b] = await Promise.all([
      send(first, COMPLAIN, validComplaint, "race-bodies"),
      send(second, COMPLAIN, { ...validComplaint, remark: "另一份" }, "race-bodies"),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 422]);
    expect(await counts(first)).toEqual({ consultation: 8, complaint: 1, outbox: 9, keys: 9 });
  });

  it("answers a repeat through the other node as the first", async () => {
    const first = await start();
    const second = await secondNode(first);
    const stored = await send(first, COMPLAIN, validComplaint, "k-across");
    const repeat = await send(second, COMPLAIN, validComplaint, "k-across");
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body).toBe(stored.body);
    expect(await counts(second)).toEqual({ consultation: 0, complaint: 1, outbox: 1, keys: 1 });
  });

  it("holds a stored key against a second claim until it is 24 hours old (the race's loser)", async () => {
    const server = await start();
    const db = server.database.db;
    const row = (createdAt: string, requestHash: string) => ({
      kind: "consultation" as const,
      key: "k-claim",
      requestHash,
      responseStatus: 200,
      responseBody: "{}",
      createdAt,
    });
    const dayBefore = (at: string) => new Date(Date.parse(at) - 24 * HOUR).toISOString();
    const first = "2026-11-25T02:30:00.000Z";
    expect(
      await writeTransaction(db, (trx) =>
        claimIdempotencyKey(trx, row(first, "a"), dayBefore(first)),
      ),
    ).toBe(true);
    const soon = "2026-11-26T02:30:00.000Z";
    expect(
      await writeTransaction(db, (trx) =>
        claimIdempotencyKey(trx, row(soon, "b"), dayBefore(soon)),
      ),
    ).toBe(false);
    const later = "2026-11-26T02:30:00.001Z";
    expect(
      await writeTransaction(db, (trx) =>
        claimIdempotencyKey(trx, row(later, "c"), dayBefore(later)),
      ),
    ).toBe(true);
    expect(await rawRows(db, "select request_hash, created_at from idempotency_key")).toEqual([
      { request_hash: "c", created_at: later },
    ]);
  });
});

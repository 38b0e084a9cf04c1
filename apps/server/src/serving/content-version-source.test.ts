// Issue 27, item 1: with Redis, a node keeps the content version in memory and reads it again
// when a load is announced, after Redis reconnects (an announcement may have been missed) and
// every few seconds (one may have been lost).
import { afterEach, describe, expect, it } from "vitest";
import { announceContentLoad } from "../redis/content-announcements";
import { connectSharedRedis, type SharedRedis } from "../redis/shared-redis";
import { eventually } from "../test-support/eventually";
import { startTcpRelay, type TcpRelay } from "../test-support/tcp-relay";
import { createTestRedis, TEST_REDIS_URL, type TestRedis } from "../test-support/test-redis";
import { contentVersionKept, type ContentVersionSource } from "./content-version-source";

const quiet = { warn() {}, info() {} };
let testRedis: TestRedis;
let shared: SharedRedis | undefined;
let source: ContentVersionSource | undefined;
let relay: TcpRelay | undefined;

afterEach(async () => {
  source?.close();
  await shared?.close();
  relay?.restore();
  await relay?.close();
  await testRedis.dispose();
  [shared, source, relay] = [undefined, undefined, undefined];
});

/** The database's version, as a test sets it; `away` makes the read fail. */
function database(version: number) {
  const state = { version, away: false, reads: 0 };
  const read = async () => {
    state.reads += 1;
    if (state.away) throw new Error("the database is away");
    return state.version;
  };
  return { state, read };
}

function settings(url = TEST_REDIS_URL) {
  return { url, prefix: testRedis.prefix };
}

describe("contentVersionKept", () => {
  it("reads again every pollMs, for an announcement that was lost", async () => {
    testRedis = createTestRedis();
    const { state, read } = database(1);
    shared = connectSharedRedis(settings(), quiet);
    source = contentVersionKept(read, shared, { pollMs: 100 });
    expect(await source.current()).toBe(1);
    state.version = 2;
    await eventually("the new version", async () => (await source!.current()) === 2, 1_000);
  });

  it("reads again after Redis reconnects", async () => {
    testRedis = createTestRedis();
    relay = await startTcpRelay({
      host: "127.0.0.1",
      port: Number(new URL(TEST_REDIS_URL).port || 6379),
    });
    const { state, read } = database(1);
    shared = connectSharedRedis(settings(`redis://127.0.0.1:${relay.port}`), quiet);
    await shared.connected();
    source = contentVersionKept(read, shared, { pollMs: 60_000 });
    expect(await source.current()).toBe(1);
    relay.cut();
    await eventually("Redis gone", async () => !shared!.available(), 3_000);
    state.version = 2;
    expect(await source.current()).toBe(1);
    relay.restore();
    await eventually(
      "the version read after the reconnection",
      async () => (await source!.current()) === 2,
      5_000,
    );
  });

  it("takes the announced version when the database cannot be read", async () => {
    testRedis = createTestRedis();
    const { state, read } = database(1);
    shared = connectSharedRedis(settings(), quiet);
    source = contentVersionKept(read, shared, { pollMs: 60_000 });
    await shared.connected();
    expect(await source.current()).toBe(1);
    state.away = true;
    expect(await announceContentLoad(settings(), 7)).toBe(true);
    await eventually("the announced version", async () => (await source!.current()) === 7, 1_000);
    // A cached answer asks nothing of the database between announcements.
    const reads = state.reads;
    for (let hit = 0; hit < 10; hit += 1) await source.current();
    expect(state.reads).toBe(reads);
  });
});

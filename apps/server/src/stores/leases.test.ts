// Issue 27, item 3: the lease store on both engines, each "node" with its own connection to
// one database, as separate server processes would have.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type OpenDatabase } from "../db/database";
import {
  createTestDatabase,
  rawRows,
  type TestDatabaseTarget,
} from "../test-support/test-database";
import { claimExpiredLease, releaseLease, renewLease, takeLease } from "./leases";

let created: TestDatabaseTarget;
const nodes: OpenDatabase[] = [];
const t0 = new Date("2026-11-25T02:30:00.000Z");

function at(seconds: number): Date {
  return new Date(t0.getTime() + seconds * 1000);
}

async function node(): Promise<OpenDatabase> {
  const opened = await openDatabase(created.target);
  nodes.push(opened);
  return opened;
}

beforeEach(async () => {
  created = await createTestDatabase();
});

afterEach(async () => {
  for (const opened of nodes.splice(0)) await opened.close();
  await created.drop();
});

async function holderOf(db: OpenDatabase["db"], name: string) {
  return rawRows(db, `select holder, expires_at from lease where name = '${name}'`);
}

describe("leases", () => {
  it("take: free or expired or mine goes through; held by another until its expiry does not", async () => {
    const a = (await node()).db;
    const b = (await node()).db;
    const lease = "outbox:consultation";
    expect(await takeLease(a, { name: lease, holder: "a", now: at(0), until: at(20) })).toBe(true);
    expect(await takeLease(b, { name: lease, holder: "b", now: at(0), until: at(20) })).toBe(false);
    // Mine: taken again, the expiry moves on.
    expect(await takeLease(a, { name: lease, holder: "a", now: at(5), until: at(25) })).toBe(true);
    expect(await takeLease(b, { name: lease, holder: "b", now: at(24.999), until: at(45) })).toBe(
      false,
    );
    expect(await holderOf(b, lease)).toEqual([{ holder: "a", expires_at: at(25).toISOString() }]);
    // At the expiry it goes to whoever asks.
    expect(await takeLease(b, { name: lease, holder: "b", now: at(25), until: at(45) })).toBe(true);
    expect(await holderOf(a, lease)).toEqual([{ holder: "b", expires_at: at(45).toISOString() }]);
    // Other names are other leases.
    expect(
      await takeLease(a, { name: "outbox:complaint", holder: "a", now: at(25), until: at(45) }),
    ).toBe(true);
  });

  it("renew: only while the lease names me, even past its expiry if nobody took it", async () => {
    const a = (await node()).db;
    const b = (await node()).db;
    const lease = "outbox:complaint";
    expect(await renewLease(a, { name: lease, holder: "a", until: at(20) })).toBe(false);
    await takeLease(a, { name: lease, holder: "a", now: at(0), until: at(20) });
    expect(await renewLease(b, { name: lease, holder: "b", until: at(40) })).toBe(false);
    expect(await renewLease(a, { name: lease, holder: "a", until: at(50) })).toBe(true);
    expect(await holderOf(a, lease)).toEqual([{ holder: "a", expires_at: at(50).toISOString() }]);
    // Expired and taken over: a's renewal fails and changes nothing.
    expect(await takeLease(b, { name: lease, holder: "b", now: at(50), until: at(70) })).toBe(true);
    expect(await renewLease(a, { name: lease, holder: "a", until: at(90) })).toBe(false);
    expect(await holderOf(a, lease)).toEqual([{ holder: "b", expires_at: at(70).toISOString() }]);
  });

  it("release: only mine; then anyone takes it at once", async () => {
    const a = (await node()).db;
    const b = (await node()).db;
    const lease = "outbox:consultation";
    await takeLease(a, { name: lease, holder: "a", now: at(0), until: at(20) });
    await releaseLease(b, lease, "b");
    expect(await takeLease(b, { name: lease, holder: "b", now: at(1), until: at(21) })).toBe(false);
    await releaseLease(a, lease, "a");
    expect(await takeLease(b, { name: lease, holder: "b", now: at(1), until: at(21) })).toBe(true);
    // Released and taken by b: a's renewal no longer goes through.
    expect(await renewLease(a, { name: lease, holder: "a", until: at(30) })).toBe(false);
  });

  it("claim: one per term, not even the holder claims again before the expiry", async () => {
    const a = (await node()).db;
    const b = (await node()).db;
    const claim = (db: typeof a, holder: string, now: number, until: number) =>
      claimExpiredLease(db, { name: "sweeps", holder, now: at(now), until: at(until) });
    expect(await claim(a, "a", 0, 1800)).toBe(true);
    expect(await claim(a, "a", 60, 1800)).toBe(false);
    expect(await claim(b, "b", 1799, 5400)).toBe(false);
    expect(await claim(b, "b", 1800, 5400)).toBe(true);
    expect(await claim(a, "a", 1800, 5400)).toBe(false);
  });

  it("many nodes asking at once: exactly one takes the lease, exactly one claims the term", async () => {
    const opened: OpenDatabase[] = [];
    for (let i = 0; i < 4; i += 1) opened.push(await node());
    for (const [name, ask] of [
      ["outbox:consultation", takeLease],
      ["sweeps", claimExpiredLease],
    ] as const) {
      const taken = await Promise.all(
        opened.map(({ db }, i) => ask(db, { name, holder: `n${i}`, now: at(0), until: at(20) })),
      );
      expect(taken.filter(Boolean)).toHaveLength(1);
      const [row] = await holderOf(opened[0]!.db, name);
      expect(row?.holder).toBe(`n${taken.indexOf(true)}`);
      // And again once it expired.
      const retaken = await Promise.all(
        opened.map(({ db }, i) => ask(db, { name, holder: `n${i}`, now: at(20), until: at(40) })),
      );
      expect(retaken.filter(Boolean)).toHaveLength(1);
    }
  });
});

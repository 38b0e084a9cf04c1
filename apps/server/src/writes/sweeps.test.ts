// Issue 27, item 3: the hourly sweeps run once an hour for the whole site, whichever nodes are
// up. Two "nodes" with their own connections to one database check as often as a running
// server does, on an injected clock; the sweeps are stand-ins that note each run.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type OpenDatabase, type SiteDb } from "../db/database";
import { eventually } from "../test-support/eventually";
import { createTestDatabase, type TestDatabaseTarget } from "../test-support/test-database";
import { runSweepsIfDue, scheduleSweeps, SWEEP_CHECK_MS } from "./sweeps";

let created: TestDatabaseTarget;
const databases: OpenDatabase[] = [];

beforeEach(async () => {
  created = await createTestDatabase();
});

afterEach(async () => {
  for (const database of databases.splice(0)) await database.close();
  await created.drop();
});

async function nodeDb(): Promise<SiteDb> {
  const database = await openDatabase(created.target);
  databases.push(database);
  return database.db;
}

interface Run {
  node: string;
  sweep: string;
  at: string;
}

const HOUR_MS = 60 * 60 * 1000;

describe("hourly sweeps across nodes", () => {
  it("two nodes run every sweep once per hour between them, and one alone still hourly", async () => {
    const runs: Run[] = [];
    const errors: unknown[] = [];
    const node = (name: string, db: SiteDb) => (now: Date) =>
      runSweepsIfDue(db, created.dataDir, now, (error) => errors.push(error), {
        holder: name,
        sweeps: ["uploads", "retention"].map(
          (sweep) => async (_db: SiteDb, _dir: unknown, at: Date) => {
            runs.push({ node: name, sweep, at: at.toISOString() });
          },
        ),
      });
    const nodes = {
      "node-a": node("node-a", await nodeDb()),
      "node-b": node("node-b", await nodeDb()),
    };
    const start = new Date("2026-11-25T02:30:00.000Z").getTime();
    // Both nodes check at once, every SWEEP_CHECK_MS, for three hours.
    for (let t = start; t < start + 3 * HOUR_MS; t += SWEEP_CHECK_MS) {
      await Promise.all(Object.values(nodes).map((check) => check(new Date(t))));
    }
    // Then the node that ran the last sweeps is gone; the other checks on alone.
    const last = runs.at(-1)!.node;
    const survivor = last === "node-a" ? "node-b" : "node-a";
    for (let t = start + 3 * HOUR_MS; t < start + 5 * HOUR_MS; t += SWEEP_CHECK_MS) {
      await nodes[survivor](new Date(t));
    }
    expect(errors).toEqual([]);
    const hours = ["02", "03", "04", "05", "06", "07"];
    for (const sweep of ["uploads", "retention"]) {
      const times = runs.filter((run) => run.sweep === sweep).map((run) => run.at);
      // The first check of each hour runs it (02:30 when the nodes started), no later check.
      expect(times).toEqual(
        hours.map((hour) => `2026-11-25T${hour}:${hour === "02" ? "30" : "00"}:00.000Z`),
      );
    }
    // Each hour's sweeps ran on one node; once the last one to run them was gone, on the other.
    for (const hour of hours) {
      const ran = new Set(
        runs.filter((run) => run.at.slice(11, 13) === hour).map((run) => run.node),
      );
      expect(ran.size).toBe(1);
    }
    expect(runs.filter((run) => run.at >= "2026-11-25T06").map((run) => run.node)).toEqual(
      Array(4).fill(survivor),
    );
    expect(SWEEP_CHECK_MS).toBeLessThanOrEqual(5 * 60 * 1000);
  });

  it("a node that restarts within the hour does not run that hour's sweeps again", async () => {
    let runs = 0;
    const db = await nodeDb();
    const at = new Date("2026-11-25T02:10:00.000Z");
    const sweeps = [async () => void (runs += 1)];
    expect(
      await runSweepsIfDue(db, created.dataDir, at, () => {}, { holder: "first", sweeps }),
    ).toBe(true);
    const later = new Date("2026-11-25T02:55:00.000Z");
    expect(
      await runSweepsIfDue(db, created.dataDir, later, () => {}, { holder: "restarted", sweeps }),
    ).toBe(false);
    expect(runs).toBe(1);
  });

  it("a sweep that fails is reported and the others still run", async () => {
    const errors: unknown[] = [];
    const ran: string[] = [];
    const db = await nodeDb();
    await runSweepsIfDue(db, created.dataDir, new Date(), (error) => errors.push(error), {
      sweeps: [
        async () => {
          throw new Error("disk gone");
        },
        async () => void ran.push("second"),
      ],
    });
    expect(ran).toEqual(["second"]);
    expect(errors).toEqual([new Error("disk gone")]);
  });

  it("scheduleSweeps checks on its timer", async () => {
    const db = await nodeDb();
    const runs: string[] = [];
    const clock = new Date("2026-11-25T02:10:00.000Z");
    const stop = scheduleSweeps(
      db,
      created.dataDir,
      () => clock,
      () => {},
      {
        checkMs: 5,
        sweeps: [async (_db, _dir, now) => void runs.push(now.toISOString())],
      },
    );
    await eventually("the sweeps run", async () => runs.length > 0, 5_000);
    stop();
    expect(runs).toEqual([clock.toISOString()]);
  });
});

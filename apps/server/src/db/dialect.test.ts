import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { otherWriter } from "../test-support/other-writer";
import { eventually } from "../test-support/eventually";
import {
  advisoryLockWaits,
  openTestDatabase,
  rawColumn,
  TEST_ENGINE,
  type TestDatabase,
} from "../test-support/test-database";
import { DATABASE_FILE, openDatabase } from "./database";
import { moveIdsPast, writeTransaction } from "./dialect";

let database: TestDatabase;

beforeEach(async () => {
  database = await openTestDatabase();
});

afterEach(async () => {
  await database.dispose();
});

const visitAt = (at: string) => ({ userType: "详情", createdAt: at });

describe("writeTransaction", () => {
  it.runIf(TEST_ENGINE === "sqlite")(
    "SQLite: holds the write lock from the start, so a read-then-write survives another process's write",
    async () => {
      const other = otherWriter(join(database.dataDir, DATABASE_FILE), "2026-11-25T00:00:00.000Z");
      await other.said("ready");
      const written = other.said("written");
      await writeTransaction(database.db, async (trx) => {
        await trx.selectFrom("visit").selectAll().execute();
        // The other process tries to write now: it finds the lock held and waits for this
        // transaction (it says so), rather than writing between its read and its write.
        expect(await other.write()).toBe("busy");
        await trx.insertInto("visit").values(visitAt("2026-11-25T00:00:01.000Z")).execute();
      });
      await written;
      expect(await rawColumn(database.db, "select user_type from visit order by id")).toEqual([
        "详情",
        "首页",
      ]);
    },
  );

  it.runIf(TEST_ENGINE === "postgres")(
    "PostgreSQL: writers of one lock take turns, across connections of different processes",
    async () => {
      // A second pool on the same database stands for a second server process.
      const other = await openDatabase(database.target);
      try {
        const order: string[] = [];
        let releaseFirst!: () => void;
        const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
        let firstStarted!: () => void;
        const started = new Promise<void>((resolve) => (firstStarted = resolve));
        const first = writeTransaction(
          database.db,
          async (trx) => {
            order.push("first in");
            firstStarted();
            await firstHolds;
            await trx.insertInto("visit").values(visitAt("2026-11-25T00:00:01.000Z")).execute();
            order.push("first out");
          },
          "contentLoad",
        );
        await started;
        const second = writeTransaction(
          other.db,
          async (trx) => {
            order.push("second in");
            // It sees what the first committed before it got the lock.
            const seen = await trx.selectFrom("visit").select("id").execute();
            order.push(`second saw ${seen.length}`);
          },
          "contentLoad",
        );
        // The second waits for the lock the first holds (PostgreSQL shows it waiting).
        await eventually(
          "the second waits for the lock",
          async () => (await advisoryLockWaits(database.db)) === 1,
          5_000,
        );
        expect(order).toEqual(["first in"]);
        releaseFirst();
        await Promise.all([first, second]);
        expect(order).toEqual(["first in", "first out", "second in", "second saw 1"]);
      } finally {
        await other.close();
      }
    },
  );

  it("rolls back on failure", async () => {
    await expect(
      writeTransaction(database.db, async (trx) => {
        await trx.insertInto("visit").values(visitAt("2026-11-25T00:00:00.000Z")).execute();
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    expect(await rawColumn(database.db, "select count(*) as count from visit")).toEqual([0]);
  });
});

describe("moveIdsPast", () => {
  it("after rows written with their own ids, the next id is past the largest", async () => {
    await database.db
      .insertInto("visit")
      .values([
        { id: 7, ...visitAt("2026-11-25T00:00:00.000Z") },
        { id: 41, ...visitAt("2026-11-25T00:00:01.000Z") },
      ])
      .execute();
    await moveIdsPast(database.db, "visit");
    const next = await database.db
      .insertInto("visit")
      .values(visitAt("2026-11-25T00:00:02.000Z"))
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(Number(next.id)).toBe(42);
  });
});

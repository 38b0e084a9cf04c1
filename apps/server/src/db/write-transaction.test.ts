import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_FILE, openDatabase, type OpenDatabase } from "./database";
import { otherWriter } from "../test-support/other-writer";
import { writeTransaction } from "./write-transaction";

let dataDir: string;
let database: OpenDatabase;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "site-lock-"));
  database = await openDatabase(dataDir);
});

afterEach(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("writeTransaction", () => {
  it("holds the write lock from the start, so a read-then-write survives another process's write", async () => {
    const other = otherWriter(join(dataDir, DATABASE_FILE), "2026-11-25T00:00:00.000Z");
    await other.said("ready");
    const written = other.said("written");
    await writeTransaction(database.db, async (trx) => {
      await trx.selectFrom("visit").selectAll().execute();
      other.child.stdin.write("go\n");
      // The other process tries to write now; it must wait for this transaction.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await trx
        .insertInto("visit")
        .values({ userType: "详情", createdAt: "2026-11-25T00:00:01.000Z" })
        .execute();
    });
    await written;
    const labels = database.sqlite.prepare("select user_type from visit order by id").pluck().all();
    expect(labels).toEqual(["详情", "首页"]);
  });

  it("rolls back on failure", async () => {
    await expect(
      writeTransaction(database.db, async (trx) => {
        await trx
          .insertInto("visit")
          .values({ userType: "首页", createdAt: "2026-11-25T00:00:00.000Z" })
          .execute();
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    expect(database.sqlite.prepare("select count(*) from visit").pluck().get()).toBe(0);
  });
});

import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_FILE, openDatabase } from "./database";

let parent: string;

beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), "site-db-"));
});

afterEach(() => {
  rmSync(parent, { recursive: true, force: true });
});

describe("openDatabase", () => {
  it("creates the data folder and the database on first start, in WAL mode", async () => {
    const dataDir = join(parent, "nested", "data");
    const { sqlite, close } = await openDatabase(dataDir);
    expect(existsSync(join(dataDir, DATABASE_FILE))).toBe(true);
    expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(sqlite.pragma("synchronous", { simple: true })).toBe(2); // FULL
    await close();
  });

  it("creates a table for every entity, submission, upload and the webhook outbox", async () => {
    const { sqlite, close } = await openDatabase(parent);
    const tables = sqlite
      .prepare("select name from sqlite_master where type = 'table' order by name")
      .pluck()
      .all();
    expect(tables).toEqual(
      expect.arrayContaining([
        "classify",
        "personnel",
        "case_study",
        "dynamic",
        "client",
        "config",
        "brief",
        "chairman",
        "mileage",
        "contact",
        "address",
        "staff",
        "cooperation",
        "consultation",
        "complaint",
        "visit",
        "upload",
        "webhook_outbox",
        "kysely_migration",
      ]),
    );
    await close();
  });

  it("records migrations once and reopens an existing database unchanged", async () => {
    const first = await openDatabase(parent);
    await first.db
      .insertInto("visit")
      .values({ userType: "首页", createdAt: new Date().toISOString() })
      .execute();
    await first.close();
    const second = await openDatabase(parent);
    const migrations = second.sqlite.prepare("select name from kysely_migration").pluck().all();
    expect(migrations).toEqual(["0001-initial", "0002-webhook-dead-rows", "0003-content-version"]);
    const visits = await second.db.selectFrom("visit").selectAll().execute();
    expect(visits).toHaveLength(1);
    expect(visits[0]?.userType).toBe("首页");
    await second.close();
  });

  it("keeps languages and display order on content tables, wire names on their columns", async () => {
    const { sqlite, close } = await openDatabase(parent);
    const columns = sqlite.prepare("select name from pragma_table_info('dynamic')").pluck().all();
    expect(columns).toEqual(
      expect.arrayContaining([
        "dynamic_id",
        "language",
        "sort_order",
        "dynamic_type",
        "dynamic_date",
      ]),
    );
    await close();
  });
});

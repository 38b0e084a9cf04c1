import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  rawColumn,
  TEST_ENGINE,
  type TestDatabaseTarget,
} from "../test-support/test-database";
import { DATABASE_FILE, openDatabase, type OpenDatabase } from "./database";

let parent: string;
let created: TestDatabaseTarget;
const opened: OpenDatabase[] = [];

async function open(): Promise<OpenDatabase> {
  const database = await openDatabase(created.target);
  opened.push(database);
  return database;
}

beforeEach(async () => {
  parent = mkdtempSync(join(tmpdir(), "site-db-"));
  created = await createTestDatabase(join(parent, "nested", "data"));
});

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  await created.drop();
  rmSync(parent, { recursive: true, force: true });
});

const TABLES = [
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
  "content_version",
  "lease",
  "kysely_migration",
];

describe("openDatabase", () => {
  it("creates a table for every entity, submission, upload and the webhook outbox", async () => {
    const { db } = await open();
    const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(TABLES));
  });

  it("records migrations once and reopens an existing database unchanged", async () => {
    const first = await open();
    await first.db
      .insertInto("visit")
      .values({ userType: "首页", createdAt: new Date().toISOString() })
      .execute();
    await first.close();
    opened.length = 0;
    const second = await open();
    expect(await rawColumn(second.db, "select name from kysely_migration order by name")).toEqual([
      "0001-initial",
      "0002-webhook-dead-rows",
      "0003-content-version",
      "0004-leases",
      "0005-idempotency-keys",
    ]);
    const visits = await second.db.selectFrom("visit").selectAll().execute();
    expect(visits).toHaveLength(1);
    expect(visits[0]?.userType).toBe("首页");
  });

  it("keeps languages and display order on content tables, wire names on their columns", async () => {
    const { db } = await open();
    const tables = await db.introspection.getTables();
    const dynamic = tables.find((table) => table.name === "dynamic");
    expect(dynamic?.columns.map((column) => column.name)).toEqual(
      expect.arrayContaining([
        "dynamic_id",
        "language",
        "sort_order",
        "dynamic_type",
        "dynamic_date",
      ]),
    );
  });

  it("numbers submissions from 1 and never hands out an id twice", async () => {
    const { db } = await open();
    const at = "2026-11-25T00:00:00.000Z";
    const ids = [];
    for (const name of ["一", "二"]) {
      const row = await db
        .insertInto("consultation")
        .values({ name, tel: "13912345678", content: "", createdAt: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(Number(row.id));
    }
    expect(ids).toEqual([1, 2]);
  });

  it.runIf(TEST_ENGINE === "sqlite")(
    "SQLite: creates the data folder and the file on first start, in WAL mode, commits synchronous",
    async () => {
      const { db } = await open();
      expect(existsSync(join(created.dataDir, DATABASE_FILE))).toBe(true);
      expect(await rawColumn(db, "pragma journal_mode")).toEqual(["wal"]);
      expect(await rawColumn(db, "pragma synchronous")).toEqual([2]); // FULL
    },
  );

  it.runIf(TEST_ENGINE === "postgres")(
    "PostgreSQL: every connection commits synchronously, ids are identities a restore may set",
    async () => {
      const { db } = await open();
      expect(existsSync(join(created.dataDir, DATABASE_FILE))).toBe(false);
      expect(await rawColumn(db, "show synchronous_commit")).toEqual(["on"]);
      expect(
        await rawColumn(
          db,
          "select identity_generation from information_schema.columns where table_name = 'consultation' and column_name = 'id'",
        ),
      ).toEqual(["BY DEFAULT"]);
      expect(
        await rawColumn(
          db,
          "select data_type from information_schema.columns where table_name = 'consultation' and column_name = 'created_at'",
        ),
      ).toEqual(["timestamp with time zone"]);
    },
  );
});

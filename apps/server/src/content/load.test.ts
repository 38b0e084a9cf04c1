import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentFixture, writeContentFixture } from "../test-support/content-fixture";
import { contentIsEmpty, loadContent, totalChanges } from "./load";
import { ContentError, readContentDir } from "./read";
import {
  openTestDatabase,
  rawColumn,
  rawRows,
  TEST_ENGINE,
  type TestDatabase,
} from "../test-support/test-database";

let work: string;
let contentDir: string;
let database: TestDatabase;

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
];

// On PostgreSQL each row carries the transaction that last wrote it: a rewrite of an unchanged
// row shows in the dump. SQLite counts the rows written (totalChanges).
const WRITTEN_BY = TEST_ENGINE === "postgres" ? ", xmin::text as written_by" : "";

async function dump(): Promise<Record<string, unknown[]>> {
  return Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => [
        table,
        await rawRows(database.db, `select *${WRITTEN_BY} from ${table} order by 1`),
      ]),
    ),
  );
}

async function rowsWritten(): Promise<number> {
  if (TEST_ENGINE === "postgres") return 0;
  return (await rawColumn(database.db, "select total_changes()"))[0] as number;
}

async function load(at = "2026-11-25T08:00:00.000Z") {
  return loadContent(database.db, await readContentDir(contentDir), () => new Date(at));
}

beforeEach(async () => {
  work = mkdtempSync(join(tmpdir(), "site-content-"));
  contentDir = join(work, "content");
  writeContentFixture(contentDir);
  database = await openTestDatabase(join(work, "data"));
});

afterEach(async () => {
  await database.dispose();
  rmSync(work, { recursive: true, force: true });
});

describe("loading content", () => {
  it("loads every file into its table, both languages, in file order", async () => {
    expect(await contentIsEmpty(database.db)).toBe(true);
    const report = await load();
    expect(await contentIsEmpty(database.db)).toBe(false);
    expect(report.dynamic).toEqual({ inserted: 10, updated: 0, deleted: 0, rows: 10 });
    expect(report.classify.inserted).toBe(10);
    expect(report.client.inserted).toBe(3);

    const menu = await rawRows(
      database.db,
      "select id, parent_id, language, sort_order from classify where language = 0 order by id",
    );
    expect(menu).toEqual([
      { id: 1, parent_id: null, language: 0, sort_order: 0 },
      { id: 2, parent_id: null, language: 0, sort_order: 1 },
      { id: 21, parent_id: 2, language: 0, sort_order: 0 },
      { id: 22, parent_id: 2, language: 0, sort_order: 1 },
      { id: 211, parent_id: 21, language: 0, sort_order: 0 },
    ]);
    const brief = (await rawRows(database.db, "select * from brief where language = 1"))[0];
    expect(brief).toMatchObject({
      brief_id: 1001,
      brief_imgs: "/profile/about/a1.svg,/profile/about/a2.svg",
      brief_yg_number: 1521,
    });
    const mileage = (await rawRows(database.db, "select * from mileage where language = 0"))[0];
    expect(JSON.parse((mileage as { mileage_content: string }).mileage_content)).toEqual([
      { month: "3", content: "北京总部成立" },
      { month: "11", content: "上海分公司成立" },
    ]);
    expect((await rawColumn(database.db, "select mileage_year from mileage"))[0]).toBe("2019");
    expect((await rawColumn(database.db, "select contact_phone from contact"))[0]).toBe(
      "13800000000",
    );
    const news = await rawRows(
      database.db,
      "select dynamic_id, sort_order, created_at from dynamic where language = 0 order by sort_order",
    );
    expect(news[0]).toEqual({
      dynamic_id: 1,
      sort_order: 0,
      created_at: "2026-11-25T08:00:00.000Z",
    });
  });

  it("is idempotent: loading again changes nothing", async () => {
    await load();
    const before = await dump();
    const changesBefore = await rowsWritten();
    const report = await load("2026-11-26T08:00:00.000Z");
    expect(totalChanges(report)).toBe(0);
    expect(await rowsWritten()).toBe(changesBefore);
    expect(await dump()).toEqual(before);
  });

  it("changes exactly the edited row", async () => {
    await load();
    const before = await dump();
    const files = contentFixture();
    const news = files["zh/news.yaml"] as Array<Record<string, unknown>>;
    news[1] = { ...news[1], dynamicTitle: "新闻二（修订）" };
    writeContentFixture(contentDir, { "zh/news.yaml": news });
    const report = await load("2026-11-26T08:00:00.000Z");
    expect(totalChanges(report)).toBe(1);
    expect(report.dynamic.updated).toBe(1);
    const after = await dump();
    const changed = (after.dynamic as Array<Record<string, unknown>>).find(
      (row) => row.dynamic_id === 2,
    );
    expect(changed).toMatchObject({
      dynamic_title: "新闻二（修订）",
      created_at: "2026-11-25T08:00:00.000Z",
      updated_at: "2026-11-26T08:00:00.000Z",
    });
    const untouched = (rows: unknown[]) =>
      (rows as Array<Record<string, unknown>>).filter((row) => row.dynamic_id !== 2);
    expect(untouched(after.dynamic!)).toEqual(untouched(before.dynamic!));
    expect({ ...after, dynamic: [] }).toEqual({ ...before, dynamic: [] });
  });

  it("deletes a row removed from its file, and inserts a new one", async () => {
    await load();
    const files = contentFixture();
    const experts = files["en/experts.yaml"] as Array<Record<string, unknown>>;
    const withoutLast = experts.slice(0, -1);
    withoutLast.push({ ...experts[0], personnelId: 1099, personnelName: "New Expert" });
    const menu = files["zh/menu.yaml"] as Array<Record<string, unknown>>;
    writeContentFixture(contentDir, {
      "en/experts.yaml": withoutLast,
      // Dropping the services node drops its subtree.
      "zh/menu.yaml": menu.slice(0, 1),
    });
    const report = await load();
    expect(report.personnel).toEqual({ inserted: 1, updated: 0, deleted: 1, rows: 8 });
    expect(report.classify.deleted).toBe(4);
    const ids = await rawColumn(
      database.db,
      "select personnel_id from personnel where language = 1 order by sort_order",
    );
    expect(ids).toEqual([1001, 1002, 1003, 1099]);
    expect(
      (await rawColumn(database.db, "select count(*) from classify where language = 0"))[0],
    ).toBe(1);
  });

  it("moves a menu node under a new parent in one load", async () => {
    await load();
    const files = contentFixture();
    const menu = files["zh/menu.yaml"] as Array<Record<string, unknown>>;
    const services = menu[1] as { children: Array<Record<string, unknown>> };
    const moved = [
      menu[0],
      { id: 3, label: "新栏目", classifyPath: "/zixun", children: services.children },
    ];
    writeContentFixture(contentDir, { "zh/menu.yaml": moved });
    const report = await load();
    expect(report.classify).toMatchObject({ inserted: 1, updated: 2, deleted: 1 });
    expect((await rawColumn(database.db, "select parent_id from classify where id = 21"))[0]).toBe(
      3,
    );
  });
});

describe("refusing bad content", () => {
  async function problemsWith(changes: Record<string, unknown>): Promise<string[]> {
    writeContentFixture(contentDir, changes);
    try {
      await readContentDir(contentDir);
    } catch (error) {
      if (error instanceof ContentError) return [...error.problems];
      throw error;
    }
    return [];
  }

  function newsWith(index: number, change: Record<string, unknown>) {
    const news = contentFixture()["zh/news.yaml"] as Array<Record<string, unknown>>;
    news[index] = { ...news[index], ...change };
    return news;
  }

  it("names the file, row, id and field of a bad value", async () => {
    const problems = await problemsWith({ "zh/news.yaml": newsWith(1, { dynamicType: 9 }) });
    expect(problems).toEqual([
      "zh/news.yaml row 2 (dynamicId 2): dynamicType: must be one of 1, 2, 3, 4, 5, 6, 7",
    ]);
  });

  it("names a misspelt field, a bad date and a bad media path", async () => {
    const news = newsWith(0, { dynamicTittle: "x", dynamicDate: "2026-02-30" });
    news[2] = { ...news[2], dynamicImg: "news/n1.svg" };
    const problems = await problemsWith({ "zh/news.yaml": news });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^zh\/news\.yaml row 1 \(dynamicId 1\): .*dynamicTittle/),
        "zh/news.yaml row 1 (dynamicId 1): dynamicDate: is not a real date",
        expect.stringMatching(
          /^zh\/news\.yaml row 3 \(dynamicId 3\): dynamicImg: must be a media path/,
        ),
      ]),
    );
  });

  it("names a nested menu node", async () => {
    const menu = contentFixture()["zh/menu.yaml"] as Array<Record<string, unknown>>;
    const services = menu[1] as { children: Array<Record<string, unknown>> };
    services.children[1] = { ...services.children[1], label: "" };
    const problems = await problemsWith({ "zh/menu.yaml": menu });
    expect(problems).toEqual([
      "zh/menu.yaml row 2 (id 2) › child 2 (id 22): label: must not be empty",
    ]);
  });

  it("refuses a menu deeper than three levels", async () => {
    const menu = contentFixture()["zh/menu.yaml"] as Array<Record<string, unknown>>;
    const services = menu[1] as { children: Array<{ children: Array<Record<string, unknown>> }> };
    services.children[0]!.children[0]!.children = [
      { id: 2111, label: "too deep", classifyPath: "/" },
    ];
    const problems = await problemsWith({ "zh/menu.yaml": menu });
    expect(problems).toEqual([
      "zh/menu.yaml row 2 (id 2) › child 1 (id 21) › child 1 (id 211) › child 1 (id 2111): the menu has at most 3 levels",
    ]);
  });

  it("refuses ids outside the language's range and ids used twice", async () => {
    const problems = await problemsWith({
      "zh/news.yaml": newsWith(0, { dynamicId: 1005 }),
      "en/cases.yaml": (contentFixture()["en/cases.yaml"] as Array<Record<string, unknown>>).map(
        (row) => ({ ...row, caseId: 1001 }),
      ),
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "zh/news.yaml row 1 (dynamicId 1005): dynamicId must be between 1 and 999 in zh/news.yaml",
        "en/cases.yaml row 2 (caseId 1001): caseId 1001 is used twice",
      ]),
    );
  });

  it("names a missing file and a YAML syntax error", async () => {
    const problems = await problemsWith({
      "en/staff.yaml": null,
      "zh/contacts.yaml": "- contactId: 1\n  deptName: [unclosed\n",
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^zh\/contacts\.yaml: not valid YAML: .*line \d+/s),
      ]),
    );
    // Written by the fixture before: remove it for real.
    rmSync(join(contentDir, "en/staff.yaml"));
    await expect(readContentDir(contentDir)).rejects.toThrow(/en\/staff\.yaml: file missing/);
  });

  it("writes nothing when any file is bad", async () => {
    await load();
    const before = await dump();
    writeContentFixture(contentDir, {
      "zh/news.yaml": newsWith(0, { dynamicTitle: "changed" }),
      "en/news.yaml": [{ dynamicId: 1001 }],
    });
    await expect(load()).rejects.toThrow(ContentError);
    expect(await dump()).toEqual(before);
  });
});

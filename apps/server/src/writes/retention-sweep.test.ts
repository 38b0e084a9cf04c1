import type { KyselyPlugin } from "kysely";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_FILE } from "../db/database";
import { imageUpload, pngBytes } from "../test-support/multipart";
import { otherWriter } from "../test-support/other-writer";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { sweepExpiredRecords } from "./retention-sweep";
import { rawColumn, TEST_ENGINE } from "../test-support/test-database";

let server: TestApp;
let clock: Date;
const start = new Date("2026-01-10T02:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(start.getTime() + days * DAY);

beforeEach(async () => {
  clock = start;
  // A webhook address makes each write queue an outbox row (nothing listens there).
  server = await createTestApp({
    seed: false,
    now: () => clock,
    env: { SITE_WEBHOOK_URL: "http://127.0.0.1:9/hook" },
  });
});

afterEach(async () => {
  await server.close();
});

async function consult(name: string) {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/pcsystem/TckgConsult",
    payload: { name, tel: "13800138000", content: "代理记账咨询" },
  });
  expect(response.statusCode).toBe(200);
}

async function complain(name: string): Promise<string> {
  const uploaded = await server.app.inject({
    method: "POST",
    url: "/api/common/upload2",
    ...imageUpload("a.png", pngBytes()),
  });
  const { fileName } = uploaded.json() as { fileName: string };
  const response = await server.app.inject({
    method: "POST",
    url: "/api/pcsystem/Tckgcustomer",
    payload: {
      customerName: name,
      customerPhone: "13912345678",
      customerCompany: "某公司",
      customerGwname: "刘顾问",
      customerType: 1,
      remark: "材料未收到",
      customerImgs: fileName,
      customerSolve: 1,
    },
  });
  expect(response.statusCode).toBe(200);
  return fileName;
}

const names = (table: "consultation" | "complaint") =>
  rawColumn(
    server.database.db,
    `select ${table === "consultation" ? "name" : "customer_name"} from ${table} order by id`,
  );
const uploadFiles = () => readdirSync(join(server.config.dataDir, "uploads"));

describe("keeping visitors' records only as long as the privacy page says (D5)", () => {
  it("deletes consultations after one year and complaints with their images after three", async () => {
    await consult("一年前");
    await complain("三年前");
    clock = at(2);
    await consult("较新");
    await complain("较新");
    expect(uploadFiles()).toHaveLength(2);
    expect(await server.count("webhook_outbox")).toBe(4);

    // One year and a day after the first consultation, before the second one's year is up.
    expect(await sweepExpiredRecords(server.database.db, server.config.dataDir, at(366))).toEqual({
      consultations: 1,
      complaints: 0,
    });
    expect(await names("consultation")).toEqual(["较新"]);
    expect(await names("complaint")).toEqual(["三年前", "较新"]);

    expect(
      await sweepExpiredRecords(server.database.db, server.config.dataDir, at(3 * 365 + 1)),
    ).toEqual({ consultations: 1, complaints: 1 });
    expect(await names("consultation")).toEqual([]);
    expect(await names("complaint")).toEqual(["较新"]);
    expect(await server.count("upload")).toBe(1);
    expect(uploadFiles()).toHaveLength(1);
    // The outbox copies of deleted records go too.
    expect(await server.count("webhook_outbox")).toBe(1);
  });

  it("keeps everything younger than its period", async () => {
    await consult("新咨询");
    const fileName = await complain("新投诉");
    expect(await sweepExpiredRecords(server.database.db, server.config.dataDir, at(364))).toEqual({
      consultations: 0,
      complaints: 0,
    });
    expect(await names("consultation")).toEqual(["新咨询"]);
    expect(existsSync(join(server.config.dataDir, "uploads"))).toBe(true);
    expect(await server.count("upload")).toBe(1);
    expect(fileName).toMatch(/^\/profile\/upload\//);
  });

  // SQLite's own failure (a deferred transaction's snapshot); PostgreSQL's read-committed
  // transaction has no such failure.
  it.runIf(TEST_ENGINE === "sqlite")(
    "SQLite: holds the write lock from its first read, so another process writing before its deletes does not fail it",
    async () => {
      await consult("一年前");
      const other = otherWriter(
        join(server.config.dataDir, DATABASE_FILE),
        "2027-01-10T02:00:00.000Z",
      );
      await other.said("ready");
      const written = other.said("written");
      // After the sweep's first read, the other process writes; a deferred transaction would
      // then fail its first delete with SQLITE_BUSY_SNAPSHOT.
      const selects = new WeakSet<object>();
      // What the other process met when it tried: the lock held ("busy"), so it waited.
      let told = false;
      let met: "busy" | "written" | undefined;
      const afterFirstRead: KyselyPlugin = {
        transformQuery({ node, queryId }) {
          if (node.kind === "SelectQueryNode") selects.add(queryId);
          return node;
        },
        async transformResult({ result, queryId }) {
          if (!told && selects.has(queryId)) {
            told = true;
            met = await other.write();
          }
          return result;
        },
      };
      const db = server.database.db.withPlugin(afterFirstRead);
      expect(await sweepExpiredRecords(db, server.config.dataDir, at(366))).toEqual({
        consultations: 1,
        complaints: 0,
      });
      expect(met).toBe("busy");
      await written;
      expect(await names("consultation")).toEqual([]);
      expect(await server.count("visit")).toBe(1);
    },
  );
});

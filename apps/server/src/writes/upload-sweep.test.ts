import { existsSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { imageUpload, pngBytes } from "../test-support/multipart";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { sweepUploads } from "./upload-sweep";
import { rawColumn } from "../test-support/test-database";

let server: TestApp;
let clock: Date;
const start = new Date("2026-11-25T02:00:00.000Z");
const HOUR = 60 * 60 * 1000;

beforeEach(async () => {
  clock = start;
  server = await createTestApp({ seed: false, now: () => clock });
});

afterEach(async () => {
  await server.close();
});

async function upload(): Promise<{ fileName: string; newFileName: string }> {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/common/upload2",
    ...imageUpload("a.png", pngBytes()),
  });
  return response.json();
}

const uploads = () => join(server.config.dataDir, "uploads");

describe("sweeping unclaimed uploads (D4)", () => {
  it("deletes uploads no complaint named within 24 hours, keeps the others", async () => {
    const unclaimed = await upload();
    const claimed = await upload();
    clock = new Date(start.getTime() + 2 * HOUR);
    const complaint = await server.app.inject({
      method: "POST",
      url: "/api/pcsystem/Tckgcustomer",
      payload: {
        customerName: "王五",
        customerPhone: "13912345678",
        customerCompany: "某公司",
        customerGwname: "刘顾问",
        customerType: 1,
        remark: "问题",
        customerImgs: claimed.fileName,
        customerSolve: 1,
      },
    });
    expect(complaint.statusCode).toBe(200);
    const later = await upload();

    expect(
      await sweepUploads(
        server.database.db,
        server.config.dataDir,
        new Date(start.getTime() + 24 * HOUR),
      ),
    ).toBe(0);
    expect(readdirSync(uploads())).toHaveLength(3);

    const afterADay = new Date(start.getTime() + 24 * HOUR + 1);
    expect(await sweepUploads(server.database.db, server.config.dataDir, afterADay)).toBe(1);
    expect(existsSync(join(uploads(), unclaimed.newFileName))).toBe(false);
    expect(readdirSync(uploads()).sort()).toEqual([claimed.newFileName, later.newFileName].sort());
    expect(await rawColumn(server.database.db, "select file_name from upload order by id")).toEqual(
      [claimed.fileName, later.fileName],
    );

    // A complaint that names a swept upload is refused.
    clock = afterADay;
    const late = await server.app.inject({
      method: "POST",
      url: "/api/pcsystem/Tckgcustomer",
      payload: {
        customerName: "王五",
        customerPhone: "13912345678",
        customerCompany: "某公司",
        customerGwname: "刘顾问",
        customerType: 1,
        remark: "问题",
        customerImgs: unclaimed.fileName,
        customerSolve: 1,
      },
    });
    expect(late.statusCode).toBe(400);
  });

  it("deletes old files that have no row, and leaves young ones", async () => {
    await upload();
    const orphan = join(uploads(), "orphan.png");
    const young = join(uploads(), "young.png");
    writeFileSync(orphan, pngBytes());
    writeFileSync(young, pngBytes());
    const old = new Date(Date.now() - 25 * HOUR);
    utimesSync(orphan, old, old);
    await sweepUploads(server.database.db, server.config.dataDir, new Date());
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(young)).toBe(true);
  });
});

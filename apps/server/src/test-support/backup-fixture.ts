// A site after some use, for the backup and restore tests: what it holds, and how to compare two.
import { expect } from "vitest";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { SiteDb } from "../db/database";
import { EXPORT_KINDS, exportRows, formatExport, type ExportKind } from "../export/export";
import { BACKUP_TABLES, readBackupRows, type NeutralRow } from "../stores/backup";
import { raiseContentVersion } from "../stores/content-version";
import { insertComplaint, insertConsultation, insertVisit } from "../stores/submissions";
import { claimUploads } from "../stores/uploads";
import { enqueueDelivery, markDead, markDelivered } from "../stores/webhook-outbox";
import { storeUpload, uploadsDir } from "../writes/upload-store";
import { jpegBytes, imageUpload, pngBytes } from "./multipart";
import { validComplaint, validConsultation } from "./submissions";
import type { TestApp } from "./test-app";

export const FILLED_AT = "2026-11-25T02:30:00.000Z";

const failedTry = (attempts: number) => ({
  attempts,
  rejections: attempts,
  lastError: "HTTP 410 Gone",
  nextAttemptAt: "2026-11-25T03:00:00.000Z",
});

/** Outbox rows of records 1 (dead) and 2 (delivered), and the content version raised twice. */
async function fillOutboxAndVersion(db: SiteDb): Promise<void> {
  for (const recordId of [1, 2]) {
    await enqueueDelivery(db, {
      kind: "consultation",
      recordId,
      payload: JSON.stringify({ id: recordId }),
      nextAttemptAt: FILLED_AT,
      deliveredAt: null,
      lastError: null,
      createdAt: FILLED_AT,
      deadAt: null,
    });
  }
  await markDead(db, 1, failedTry(8), "2026-11-25T02:40:00.000Z");
  await markDelivered(db, 2, { deliveredAt: "2026-11-25T02:31:00.000Z", attempts: 1 });
  await raiseContentVersion(db);
  await raiseContentVersion(db);
}

/** Through the server's routes: two consultations, a complaint with two images, a visit. */
export async function fillThroughApp(server: TestApp): Promise<void> {
  const post = (url: string, payload: object) =>
    server.app.inject({ method: "POST", url, payload });
  expect((await post("/api/pcsystem/TckgConsult", validConsultation)).statusCode).toBe(200);
  const images: string[] = [];
  for (const [name, bytes] of [
    ["a.png", pngBytes(300)],
    ["b.jpg", jpegBytes(500)],
  ] as const) {
    const contentType = name.endsWith(".png") ? "image/png" : "image/jpeg";
    const response = await server.app.inject({
      method: "POST",
      url: "/api/common/upload2",
      ...imageUpload(name, bytes, contentType),
    });
    expect(response.statusCode).toBe(200);
    images.push(response.json().fileName);
  }
  const complaint = { ...validComplaint, customerImgs: images.join(",") };
  expect((await post("/api/pcsystem/Tckgcustomer", complaint)).statusCode).toBe(200);
  expect((await post("/api/pcsystem/TckgSoftLogin", { userType: "首页" })).statusCode).toBe(200);
  const second = { ...validConsultation, name: "李四", content: 'a "quoted", line\nnext' };
  expect((await post("/api/pcsystem/TckgConsult", second)).statusCode).toBe(200);
  await fillOutboxAndVersion(server.database.db);
}

/** The same kinds of rows written through the stores, into any database and data folder. */
export async function fillThroughStores(db: SiteDb, dataDir: string): Promise<void> {
  await insertConsultation(db, { ...validConsultation, createdAt: FILLED_AT });
  const at = new Date(FILLED_AT);
  const first = await storeUpload(db, dataDir, {
    bytes: pngBytes(300),
    kind: "png",
    originalFilename: "a.png",
    at,
  });
  const second = await storeUpload(db, dataDir, {
    bytes: jpegBytes(500),
    kind: "jpeg",
    originalFilename: "b.jpg",
    at,
  });
  const names = [first.fileName, second.fileName];
  await claimUploads(db, names, FILLED_AT);
  await insertComplaint(db, {
    customerName: "王五",
    customerPhone: "13912345678",
    customerCompany: "某公司",
    customerGwname: "刘顾问",
    customerType: 3,
    customerTypeContent: "发票",
    remark: "已经等了两周",
    customerImgs: names.join(","),
    customerSolve: 1,
    customerSolveContent: "",
    createdAt: FILLED_AT,
  });
  await insertVisit(db, { userType: "首页", createdAt: FILLED_AT });
  await insertConsultation(db, { ...validConsultation, name: "李四", createdAt: FILLED_AT });
  await fillOutboxAndVersion(db);
}

/** Every export as JSON, as `export <kind> --format json` prints it. */
export async function exportsOf(db: SiteDb): Promise<Record<ExportKind, string>> {
  const exports: Partial<Record<ExportKind, string>> = {};
  for (const kind of EXPORT_KINDS) {
    exports[kind] = formatExport(kind, await exportRows(db, kind), "json");
  }
  return exports as Record<ExportKind, string>;
}

/** Every row a backup carries, table by table. */
export async function backedUpRows(db: SiteDb): Promise<Record<string, NeutralRow[]>> {
  const rows: Record<string, NeutralRow[]> = {};
  for (const table of BACKUP_TABLES) rows[table] = await readBackupRows(db, table);
  return rows;
}

/** The files in `<dataDir>/uploads/`, by name. */
export async function uploadedFiles(dataDir: string): Promise<Record<string, Buffer>> {
  const dir = uploadsDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  const files: Record<string, Buffer> = {};
  for (const name of names.sort()) files[name] = await readFile(join(dir, name));
  return files;
}

/** What a restore may change: every backed-up row, the uploads, and leftovers in the folder. */
export async function siteState(db: SiteDb, dataDir: string) {
  return {
    rows: await backedUpRows(db),
    files: await uploadedFiles(dataDir),
    dataDir: (await readdir(dataDir).catch(() => [] as string[])).sort(),
  };
}

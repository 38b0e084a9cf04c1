// A 200 means the row is committed (issue 3, writes): the server is killed with SIGKILL while
// consultations stream in, started again, and every acknowledged consultation is there. The
// same for complaints with their uploaded images (issue 14, item 8): every acknowledged
// complaint is there with its images, whose rows are claimed and whose files are whole. On
// both engines (issue 25, item 5): nothing acknowledged is lost, nothing is stored twice.
import type { ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/database";
import { exportRows } from "./export/export";
import { eventually } from "./test-support/eventually";
import { pngBytes } from "./test-support/multipart";
import {
  databaseEnv,
  killAll,
  startServerProcess,
  type ServerProcess,
} from "./test-support/server-process";
import { createTestDatabase } from "./test-support/test-database";

const created = await createTestDatabase();
const { dataDir, target } = created;
const children: ChildProcess[] = [];

afterAll(async () => {
  await killAll(children);
  await created.drop();
});

async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess({
    ...databaseEnv(target, dataDir),
    SITE_CONTENT_ON_START: "never",
    SITE_RATE_SUBMIT: "100000",
    SITE_RATE_UPLOAD: "100000",
    SITE_UPLOAD_DAILY_MB: "100000",
  });
  children.push(server.child);
  return server;
}

describe("durability", () => {
  it("keeps every consultation that got a 200 across a SIGKILL", { timeout: 60_000 }, async () => {
    const first = await startServer();
    const acknowledged: string[] = [];
    let sent = 0;

    // Each sender sends one consultation after another until one fails: the kill comes while
    // all four are sending, and each ends on a request it cut off or refused.
    async function sender(): Promise<void> {
      for (;;) {
        const name = `客户${(sent += 1)}`;
        try {
          const response = await fetch(`${first.base}/api/pcsystem/TckgConsult`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ name, tel: "13812345678", content: "durability" }),
          });
          if (response.status === 200) acknowledged.push(name);
        } catch {
          // Cut off by the kill: not acknowledged, so it may or may not be stored.
          return;
        }
      }
    }

    const senders = Array.from({ length: 4 }, sender);
    await eventually("40 acknowledged", async () => acknowledged.length >= 40, 30_000);
    first.child.kill("SIGKILL");
    await Promise.all(senders);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const second = await startServer();
    const visit = await fetch(`${second.base}/api/pcsystem/TckgConsult`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "重启之后", tel: "13812345678" }),
    });
    expect(visit.status).toBe(200);
    const exited = new Promise((resolve) => second.child.once("exit", resolve));
    second.child.kill("SIGTERM");
    await exited;

    const database = await openDatabase(target);
    try {
      const names = (await exportRows(database.db, "consultations")).map((row) => String(row.name));
      const stored = new Set(names);
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
      expect(names.length).toBe(stored.size);
      expect(stored.has("重启之后")).toBe(true);
    } finally {
      await database.close();
    }
  });

  it(
    "keeps every complaint that got a 200, with its uploaded images, across a SIGKILL",
    { timeout: 60_000 },
    async () => {
      const first = await startServer();
      const acknowledged = new Map<string, string[]>();
      let sent = 0;
      let killed = false;

      async function upload(base: string): Promise<string | null> {
        const form = new FormData();
        form.append(
          "file",
          new Blob([new Uint8Array(pngBytes(20_000))], { type: "image/png" }),
          "证据.png",
        );
        const response = await fetch(`${base}/api/common/upload2`, { method: "POST", body: form });
        if (response.status !== 200) return null;
        return String(((await response.json()) as { fileName: string }).fileName);
      }

      async function sender(): Promise<void> {
        while (!killed) {
          const name = `投诉人${(sent += 1)}`;
          try {
            const images: string[] = [];
            for (let i = 0; i < 2; i += 1) {
              const fileName = await upload(first.base);
              if (fileName) images.push(fileName);
            }
            if (images.length < 2) continue;
            const response = await fetch(`${first.base}/api/pcsystem/Tckgcustomer`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({
                customerName: name,
                customerPhone: "13912345678",
                customerCompany: "某公司",
                customerGwname: "刘顾问",
                customerType: 1,
                remark: "durability",
                customerImgs: images.join(","),
                customerSolve: 1,
              }),
            });
            if (response.status === 200) acknowledged.set(name, images);
          } catch {
            // Cut off by the kill: not acknowledged, so it may or may not be stored.
          }
        }
      }

      const senders = Array.from({ length: 4 }, sender);
      await eventually("15 acknowledged", async () => acknowledged.size >= 15, 30_000);
      first.child.kill("SIGKILL");
      killed = true;
      await Promise.all(senders);

      // Started again, it serves and accepts complaints as before.
      const second = await startServer();
      const image = await upload(second.base);
      expect(image).toMatch(/^\/profile\/upload\//);
      const exited = new Promise((resolve) => second.child.once("exit", resolve));
      second.child.kill("SIGTERM");
      await exited;

      const database = await openDatabase(target);
      try {
        const exported = await exportRows(database.db, "complaints");
        expect(new Set(exported.map((row) => row.customerName)).size).toBe(exported.length);
        const complaints = new Map(
          exported.map((row) => [String(row.customerName), String(row.customerImgs)]),
        );
        const missing = [...acknowledged.keys()].filter((name) => !complaints.has(name));
        expect(missing).toEqual([]);
        const uploads = new Map(
          (await database.db.selectFrom("upload").selectAll().execute()).map((row) => [
            row.fileName,
            row,
          ]),
        );
        const uploadsDir = join(dataDir, "uploads");
        const files = new Set(existsSync(uploadsDir) ? readdirSync(uploadsDir) : []);
        for (const [name, images] of acknowledged) {
          expect(complaints.get(name), name).toBe(images.join(","));
          for (const fileName of images) {
            const row = uploads.get(fileName);
            expect(row?.claimedAt, fileName).not.toBeNull();
            expect(files.has(String(row?.storedName)), fileName).toBe(true);
            // Whole: the re-encoded image decodes.
            const metadata = await sharp(join(uploadsDir, String(row?.storedName))).metadata();
            expect(metadata.format).toBe("png");
          }
        }
      } finally {
        await database.close();
      }
    },
  );
});

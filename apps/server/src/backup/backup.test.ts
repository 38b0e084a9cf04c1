import { readFile, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readContentVersion } from "../stores/content-version";
import { insertConsultation } from "../stores/submissions";
import {
  backedUpRows,
  exportsOf,
  FILLED_AT,
  fillThroughApp,
  siteState,
  uploadedFiles,
} from "../test-support/backup-fixture";
import { arrivingComplaints } from "../test-support/arriving-complaints";
import { eventually } from "../test-support/eventually";
import { imageUpload, pngBytes } from "../test-support/multipart";
import { validConsultation } from "../test-support/submissions";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { openTestDatabase, type TestDatabase } from "../test-support/test-database";
import { uploadsDir } from "../writes/upload-store";
import { InvalidBackupError } from "./read-backup";
import { restoreBackup, TargetNotEmptyError } from "./restore";
import { writeBackup } from "./write-backup";

let source: TestApp;
let backupFile: string;
const opened: Array<{ dispose(): Promise<void> } | { close(): Promise<void> }> = [];

beforeEach(async () => {
  source = await createTestApp({
    seed: false,
    now: () => new Date(FILLED_AT),
  });
  backupFile = join(source.workDir, "site.backup.gz");
});

afterEach(async () => {
  for (const resource of opened.splice(0).reverse()) {
    await ("dispose" in resource ? resource.dispose() : resource.close());
  }
  await source.close();
});

async function emptyTarget(): Promise<TestDatabase> {
  const target = await openTestDatabase();
  opened.push(target);
  return target;
}

/** A target that holds what visitors sent to it: a consultation, and an upload's file. */
async function usedTarget(): Promise<TestApp> {
  const target = await createTestApp({ seed: false, now: () => new Date("2026-12-01T00:00:00Z") });
  opened.push(target);
  const post = (payload: object) =>
    target.app.inject({ method: "POST", url: "/api/pcsystem/TckgConsult", payload });
  expect((await post({ ...validConsultation, name: "别的" })).statusCode).toBe(200);
  const upload = await target.app.inject({
    method: "POST",
    url: "/api/common/upload2",
    ...imageUpload("c.png", pngBytes(100)),
  });
  expect(upload.statusCode).toBe(200);
  return target;
}

/** The backup's lines, changed by `edit`, written back gzip'd. */
async function editBackup(edit: (lines: string[]) => string[]): Promise<void> {
  const lines = gunzipSync(await readFile(backupFile))
    .toString("utf8")
    .trimEnd()
    .split("\n");
  await writeFile(backupFile, gzipSync(`${edit(lines).join("\n")}\n`));
}

describe("backup and restore", () => {
  it("restores every row with its id, the images byte for byte, and numbers on past them", async () => {
    await fillThroughApp(source);
    const summary = await writeBackup(source.database.db, source.config.dataDir, backupFile);
    expect(summary).toEqual({
      rows: {
        consultation: 2,
        complaint: 1,
        visit: 1,
        upload: 2,
        webhook_outbox: 2,
        content_version: 1,
      },
      files: 2,
    });

    const target = await emptyTarget();
    expect(await restoreBackup(target.db, target.dataDir, backupFile)).toEqual(summary);
    expect(await exportsOf(target.db)).toEqual(await exportsOf(source.database.db));
    expect(JSON.parse((await exportsOf(target.db))["dead-webhooks"])).toHaveLength(1);
    expect(await backedUpRows(target.db)).toEqual(await backedUpRows(source.database.db));
    expect(await readContentVersion(target.db)).toBe(3);
    const files = await uploadedFiles(target.dataDir);
    expect(Object.keys(files)).toHaveLength(2);
    expect(files).toEqual(await uploadedFiles(source.config.dataDir));

    const next = await insertConsultation(target.db, {
      ...validConsultation,
      createdAt: FILLED_AT,
    });
    expect(next).toBe(3);
  });

  it("refuses a target that holds submissions unless told to replace them", async () => {
    await fillThroughApp(source);
    await writeBackup(source.database.db, source.config.dataDir, backupFile);
    const target = await usedTarget();
    const before = await siteState(target.database.db, target.config.dataDir);

    await expect(
      restoreBackup(target.database.db, target.config.dataDir, backupFile),
    ).rejects.toThrow(TargetNotEmptyError);
    expect(await siteState(target.database.db, target.config.dataDir)).toEqual(before);

    await restoreBackup(target.database.db, target.config.dataDir, backupFile, { replace: true });
    expect(await exportsOf(target.database.db)).toEqual(await exportsOf(source.database.db));
    // The target's own upload went with its row.
    expect(await uploadedFiles(target.config.dataDir)).toEqual(
      await uploadedFiles(source.config.dataDir),
    );
    const after = await siteState(target.database.db, target.config.dataDir);
    expect(after.dataDir).toEqual(before.dataDir);
  });

  it("refuses a backup cut short, changed or of another kind, and changes nothing", async () => {
    await fillThroughApp(source);
    await writeBackup(source.database.db, source.config.dataDir, backupFile);
    const whole = await readFile(backupFile);
    const target = await usedTarget();
    const before = await siteState(target.database.db, target.config.dataDir);
    const refused = async (message: RegExp) => {
      await expect(
        restoreBackup(target.database.db, target.config.dataDir, backupFile, { replace: true }),
      ).rejects.toThrow(message);
      await expect(
        restoreBackup(target.database.db, target.config.dataDir, backupFile, { replace: true }),
      ).rejects.toBeInstanceOf(InvalidBackupError);
      expect(await siteState(target.database.db, target.config.dataDir)).toEqual(before);
      await writeFile(backupFile, whole);
    };

    await writeFile(backupFile, whole.subarray(0, Math.floor(whole.length / 2)));
    await refused(/not a usable backup/);
    await editBackup((lines) => lines.slice(0, -1));
    await refused(/cut short/);
    // A whole line lost, the end line kept: the counts tell.
    await editBackup((lines) => lines.filter((line) => !line.includes('"table":"visit"')));
    await refused(/0 visit rows where its end line counts 1/);
    await editBackup((lines) => lines.map((line) => line.replace('"id":1,', '"id":"one",')));
    await refused(/line 2 is not a row/);
    await editBackup((lines) => lines.map((line) => line.replace(/"file":"/, '"file":"../')));
    await refused(/is not a row, a file or the end/);
    await editBackup(([header, ...rest]) => [
      (header ?? "").replace('"version":1', '"version":2'),
      ...rest,
    ]);
    await refused(/another version/);
    await writeFile(backupFile, gzipSync("id,name\n1,x\n"));
    await refused(/not a backup of this site/);
    await writeFile(backupFile, "not gzip at all");
    await refused(/not a usable backup/);
    await unlink(backupFile);
    await refused(/cannot be read \(ENOENT\)/);
  });

  it("leaves the target's rows and files as they were when the transaction fails", async () => {
    await fillThroughApp(source);
    await writeBackup(source.database.db, source.config.dataDir, backupFile);
    // Two uploads of one name: a valid file whose last rows the database refuses.
    await editBackup((lines) => {
      const uploads = lines.filter((line) => line.includes('"table":"upload"'));
      const firstName = JSON.parse(uploads[0] ?? "").row.file_name as string;
      return lines.map((line) => {
        if (line !== uploads[1]) return line;
        const parsed = JSON.parse(line);
        parsed.row.file_name = firstName;
        return JSON.stringify(parsed);
      });
    });
    const target = await usedTarget();
    const before = await siteState(target.database.db, target.config.dataDir);
    await expect(
      restoreBackup(target.database.db, target.config.dataDir, backupFile, { replace: true }),
    ).rejects.toThrow();
    expect(await siteState(target.database.db, target.config.dataDir)).toEqual(before);
  });

  it("skips an image file that is gone, keeping its row", async () => {
    await fillThroughApp(source);
    const [gone] = Object.keys(await uploadedFiles(source.config.dataDir));
    await unlink(join(uploadsDir(source.config.dataDir), gone ?? ""));
    const missing: string[] = [];
    const summary = await writeBackup(source.database.db, source.config.dataDir, backupFile, {
      onMissingFile: (name) => missing.push(name),
    });
    expect(missing).toEqual([gone]);
    expect(summary.files).toBe(1);
    const target = await emptyTarget();
    await restoreBackup(target.db, target.dataDir, backupFile);
    expect(await backedUpRows(target.db)).toEqual(await backedUpRows(source.database.db));
    expect(await uploadedFiles(target.dataDir)).toEqual(await uploadedFiles(source.config.dataDir));
  });

  it("takes one moment of the database while complaints keep arriving", async () => {
    const writer = await arrivingComplaints(source.database.target, source.config.dataDir);
    try {
      let arrived = await source.count("complaint");
      for (let round = 0; round < 5; round += 1) {
        // Each backup is taken after more complaints have come in.
        const since = arrived;
        await eventually(
          "a complaint arrives",
          async () => (arrived = await source.count("complaint")) > since,
          10_000,
        );
        await writeBackup(source.database.db, source.config.dataDir, backupFile);
        const target = await openTestDatabase();
        try {
          await restoreBackup(target.db, target.dataDir, backupFile);
          const rows = await backedUpRows(target.db);
          const named = new Set(
            rows.complaint?.flatMap((row) => String(row.customer_imgs).split(",")),
          );
          const claimed = new Set(
            rows.upload?.filter((row) => row.claimed_at !== null).map((row) => row.file_name),
          );
          // A complaint and the claim of its image are one transaction: both or neither.
          expect(claimed).toEqual(named);
          // Each image is stored before its row: every row in the snapshot has its file.
          expect(Object.keys(await uploadedFiles(target.dataDir))).toHaveLength(
            rows.upload?.length ?? -1,
          );
        } finally {
          await target.dispose();
        }
      }
    } finally {
      expect(await writer.stop()).toBeGreaterThan(5);
    }
    // A writer process to start and five databases to make and fill: 8 s on an idle 2-core
    // machine, more than 15 s beside the browser tests in CI.
  }, 60_000);
});

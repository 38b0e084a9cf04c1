// Issue 27, item 2: backup and restore carry the images of a site whose uploads are in a bucket,
// in the same backup format: from a bucket into a fresh bucket or a folder, and from a folder
// into a bucket, byte for byte, on the run's engine.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readConfig } from "../config";
import {
  backedUpRows,
  FILLED_AT,
  fillThroughApp,
  uploadedFiles,
} from "../test-support/backup-fixture";
import { imageUpload, pngBytes } from "../test-support/multipart";
import { startS3Server, type S3TestServer, type TestBucket } from "../test-support/s3-server";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { openTestDatabase, type TestDatabase } from "../test-support/test-database";
import { bucketFiles } from "../uploads/bucket-files";
import type { UploadFiles } from "../uploads/upload-files";
import { restoreBackup } from "./restore";
import { writeBackup } from "./write-backup";

const packageDir = fileURLToPath(new URL("../..", import.meta.url));

let s3: S3TestServer;
const cleanUps: Array<() => Promise<void> | void> = [];

beforeEach(async () => {
  s3 = await startS3Server();
  vi.stubEnv("AWS_ACCESS_KEY_ID", s3.env.AWS_ACCESS_KEY_ID);
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", s3.env.AWS_SECRET_ACCESS_KEY);
});

afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  await s3.close();
  vi.unstubAllEnvs();
});

function filesIn(bucket: TestBucket): UploadFiles {
  const { uploads } = readConfig(bucket.env);
  if (uploads.kind !== "bucket") throw new Error("not a bucket");
  const files = bucketFiles(uploads);
  cleanUps.push(() => files.close());
  return files;
}

async function siteOn(bucket: TestBucket | null, now = FILLED_AT): Promise<TestApp> {
  const site = await createTestApp({
    seed: false,
    now: () => new Date(now),
    env: bucket?.env ?? {},
  });
  cleanUps.push(() => site.close());
  return site;
}

async function emptyDatabase(): Promise<TestDatabase> {
  const database = await openTestDatabase();
  cleanUps.push(() => database.dispose());
  return database;
}

/** The bucket's images by stored name, as `uploadedFiles` gives a folder's. */
async function bucketImages(bucket: TestBucket): Promise<Record<string, Buffer>> {
  const images: Record<string, Buffer> = {};
  for (const key of await bucket.keys()) {
    const object = await bucket.object(key);
    if (object) images[key.slice(`${bucket.prefix}/`.length)] = object.bytes;
  }
  return images;
}

async function contentTypes(bucket: TestBucket): Promise<string[]> {
  const types: string[] = [];
  for (const key of await bucket.keys())
    types.push(String((await bucket.object(key))?.contentType));
  return types.sort();
}

describe("backup and restore with the images in a bucket", () => {
  it("restores a bucket's site into a fresh bucket and into a folder, the same bytes", async () => {
    const source = await siteOn(s3);
    await fillThroughApp(source);
    const images = await bucketImages(s3);
    expect(Object.keys(images)).toHaveLength(2);
    const file = join(source.workDir, "site.backup.gz");
    const summary = await writeBackup(source.database.db, filesIn(s3), file);
    expect(summary.files).toBe(2);

    // A site already in use, on a fresh bucket: its own upload goes with its row.
    const fresh = await s3.createBucket("images/v2");
    const target = await siteOn(fresh, "2026-12-01T00:00:00Z");
    const own = await target.app.inject({
      method: "POST",
      url: "/api/common/upload2",
      ...imageUpload("own.png", pngBytes(120)),
    });
    expect(own.statusCode).toBe(200);
    await restoreBackup(target.database.db, filesIn(fresh), file, { replace: true });
    expect(await bucketImages(fresh)).toEqual(images);
    expect(await contentTypes(fresh)).toEqual(["image/jpeg", "image/png"]);
    expect(await backedUpRows(target.database.db)).toEqual(await backedUpRows(source.database.db));

    const folder = await emptyDatabase();
    await restoreBackup(folder.db, folder.dataDir, file);
    expect(await uploadedFiles(folder.dataDir)).toEqual(images);
    expect(await backedUpRows(folder.db)).toEqual(await backedUpRows(source.database.db));
  });

  it("restores a folder's site into a bucket", async () => {
    const source = await siteOn(null);
    await fillThroughApp(source);
    const file = join(source.workDir, "site.backup.gz");
    await writeBackup(source.database.db, source.config.dataDir, file);
    const target = await emptyDatabase();
    await restoreBackup(target.db, filesIn(s3), file);
    expect(await bucketImages(s3)).toEqual(await uploadedFiles(source.config.dataDir));
    expect(await contentTypes(s3)).toEqual(["image/jpeg", "image/png"]);
    expect(await backedUpRows(target.db)).toEqual(await backedUpRows(source.database.db));
  });

  it(
    "the backup and restore commands read the bucket from the settings",
    { timeout: 60_000 },
    async () => {
      const source = await siteOn(s3);
      await fillThroughApp(source);
      const file = join(source.workDir, "site.backup.gz");
      const target = await emptyDatabase();
      const run = (script: string, args: string[], env: NodeJS.ProcessEnv) => {
        const childEnv: NodeJS.ProcessEnv = { ...process.env };
        delete childEnv.SITE_DATABASE_URL;
        const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
          cwd: packageDir,
          env: { ...childEnv, ...env },
        });
        let stdout = "";
        child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
        return new Promise<{ code: number | null; stdout: string }>((resolve) =>
          child.on("close", (code) => resolve({ code, stdout })),
        );
      };
      const database = (target: TestDatabase["target"]) =>
        target.engine === "postgres" ? { SITE_DATABASE_URL: target.url } : {};
      const backup = await run("src/cli/backup.ts", ["--out", file], {
        SITE_DATA_DIR: source.config.dataDir,
        ...database(source.database.target),
        ...s3.env,
      });
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`with the images in s3://${s3.bucket}/complaints written to`);
      expect(backup.stdout).toContain("2 image files");
      const fresh = await s3.createBucket();
      const restored = await run("src/cli/restore.ts", [file], {
        SITE_DATA_DIR: target.dataDir,
        ...database(target.target),
        ...fresh.env,
      });
      expect(restored.code).toBe(0);
      expect(await bucketImages(fresh)).toEqual(await bucketImages(s3));
    },
  );
});

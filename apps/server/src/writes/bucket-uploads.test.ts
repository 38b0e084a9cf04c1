// Complaint images in an S3-compatible bucket (issue 27, item 2): the upload route, the claim, both
// sweeps and the bucket's failures, against an S3 server in this process, on the run's engine.
import type { KyselyPlugin } from "kysely";
import { existsSync, readdirSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readConfig } from "../config";
import { imageUpload, jpegBytes, pngBytes } from "../test-support/multipart";
import {
  closedEndpoint,
  startS3Server,
  type S3TestServer,
  type TestBucket,
} from "../test-support/s3-server";
import { validComplaint } from "../test-support/submissions";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { rawRows } from "../test-support/test-database";
import { bucketFiles } from "../uploads/bucket-files";
import { UploadsUnavailableError, type UploadFiles } from "../uploads/upload-files";
import { sweepExpiredRecords } from "./retention-sweep";
import { sweepUploads } from "./upload-sweep";
import { storeUpload } from "./upload-store";

const HOUR = 60 * 60 * 1000;
// The bucket dates its objects by the real clock, and the orphan pass compares those dates.
const start = new Date(Math.floor(Date.now() / 1000) * 1000);
let clock: Date;
let s3: S3TestServer;
let server: TestApp;
const opened: UploadFiles[] = [];

/** A server whose images go to `bucket`, the SDK reading its credentials from the environment. */
async function serverOn(bucket: TestBucket, env: Record<string, string> = {}): Promise<TestApp> {
  const settings = { ...bucket.env, ...env };
  vi.stubEnv("AWS_ACCESS_KEY_ID", settings.AWS_ACCESS_KEY_ID);
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", settings.AWS_SECRET_ACCESS_KEY);
  return createTestApp({ seed: false, now: () => clock, env: settings });
}

/** The bucket's files as a server reads them from these settings. */
function filesOf(env: Record<string, string>): UploadFiles {
  const { uploads } = readConfig(env);
  if (uploads.kind !== "bucket") throw new Error("not a bucket");
  const files = bucketFiles(uploads);
  opened.push(files);
  return files;
}

async function upload(name = "营业执照.png", bytes = pngBytes(300)) {
  return server.app.inject({
    method: "POST",
    url: "/api/common/upload2",
    ...imageUpload(name, bytes, name.endsWith(".png") ? "image/png" : "image/jpeg"),
  });
}

async function complain(images: string[]) {
  return server.app.inject({
    method: "POST",
    url: "/api/pcsystem/Tckgcustomer",
    payload: { ...validComplaint, customerImgs: images.join(",") },
  });
}

/** What the data folder holds besides SQLite's own files. */
function dataFolder(): string[] {
  const dir = server.config.dataDir;
  return existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith("site.db")) : [];
}

beforeEach(async () => {
  clock = start;
  s3 = await startS3Server();
  server = await serverOn(s3);
});

afterEach(async () => {
  for (const files of opened.splice(0)) files.close();
  await server.close();
  await s3.close();
  vi.unstubAllEnvs();
});

describe("complaint images in a bucket", () => {
  it("stores an upload under the prefix and its random name, with its type, and nothing in the data folder", async () => {
    const png = await upload("营业执照.png", pngBytes(300));
    const jpeg = await upload("photo.jpg", jpegBytes(300));
    expect([png.statusCode, jpeg.statusCode]).toEqual([200, 200]);
    const [pngName, jpegName] = [png.json().newFileName, jpeg.json().newFileName] as string[];
    expect(pngName).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(jpegName).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(await s3.keys()).toEqual([`complaints/${pngName}`, `complaints/${jpegName}`].sort());
    const stored = await s3.object(`complaints/${pngName}`);
    expect(stored?.contentType).toBe("image/png");
    expect((await s3.object(`complaints/${jpegName}`))?.contentType).toBe("image/jpeg");
    // Re-encoded as in the folder: the padding after the image is gone.
    expect(stored?.bytes.length).toBeLessThan(300);
    expect(
      await rawRows(server.database.db, "select stored_name, size_bytes from upload order by id"),
    ).toEqual([
      { stored_name: pngName, size_bytes: stored?.bytes.length },
      { stored_name: jpegName, size_bytes: expect.any(Number) },
    ]);
    expect(dataFolder()).toEqual([]);

    const complaint = await complain([png.json().fileName, jpeg.json().fileName]);
    expect(complaint.statusCode).toBe(200);
    expect(
      await rawRows(server.database.db, "select claimed_at from upload where claimed_at is null"),
    ).toEqual([]);
  });

  it("sweeps unclaimed uploads and old files without a row from the bucket, leaving the rest", async () => {
    const unclaimed = (await upload()).json();
    const claimed = (await upload()).json();
    expect((await complain([claimed.fileName])).statusCode).toBe(200);
    await s3.putObject("complaints/left-by-a-crash.png", pngBytes());
    await s3.putObject("not-ours/kept.png", pngBytes());
    const files = filesOf(s3.env);
    const all = await s3.keys();

    expect(
      await sweepUploads(server.database.db, files, new Date(start.getTime() + 23 * HOUR)),
    ).toBe(0);
    expect(await s3.keys()).toEqual(all);

    expect(
      await sweepUploads(server.database.db, files, new Date(start.getTime() + 25 * HOUR)),
    ).toBe(1);
    expect(await s3.keys()).toEqual([`complaints/${claimed.newFileName}`, "not-ours/kept.png"]);
    expect(await server.count("upload")).toBe(1);
    expect(unclaimed.newFileName).not.toBe(claimed.newFileName);
  });

  it("deletes a complaint's images from the bucket when its three years are up", async () => {
    const image = (await upload()).json();
    expect((await complain([image.fileName])).statusCode).toBe(200);
    const files = filesOf(s3.env);
    const threeYears = new Date(start.getTime() + (3 * 365 + 1) * 24 * HOUR);
    expect(await sweepExpiredRecords(server.database.db, files, threeYears)).toEqual({
      consultations: 0,
      complaints: 1,
    });
    expect(await s3.keys()).toEqual([]);
    expect(await server.count("upload")).toBe(0);
  });

  it("sweeps with the bucket down fail for the schedule to log, and a later sweep finishes the work", async () => {
    const image = (await upload()).json();
    expect((await complain([image.fileName])).statusCode).toBe(200);
    const unclaimed = (await upload()).json();
    const down = filesOf({ ...s3.env, SITE_S3_ENDPOINT: await closedEndpoint() });
    const later = new Date(start.getTime() + (3 * 365 + 1) * 24 * HOUR);

    const retention = sweepExpiredRecords(server.database.db, down, later);
    await expect(retention).rejects.toThrow(/^retention sweep: the records were deleted/);
    await expect(retention.catch((error: Error) => error.cause)).resolves.toBeInstanceOf(
      UploadsUnavailableError,
    );
    expect(await server.count("complaint")).toBe(0);
    await expect(sweepUploads(server.database.db, down, later)).rejects.toBeInstanceOf(
      UploadsUnavailableError,
    );
    expect(await s3.keys()).toEqual(
      [`complaints/${image.newFileName}`, `complaints/${unclaimed.newFileName}`].sort(),
    );

    await sweepUploads(server.database.db, filesOf(s3.env), later);
    expect(await s3.keys()).toEqual([]);
    expect(await server.count("upload")).toBe(0);
  });

  it("deletes the object again when its row cannot be inserted", async () => {
    const refuseInsert: KyselyPlugin = {
      transformQuery({ node }) {
        if (node.kind === "InsertQueryNode") throw new Error("the insert failed");
        return node;
      },
      async transformResult({ result }) {
        return result;
      },
    };
    const files = filesOf(s3.env);
    await expect(
      storeUpload(server.database.db.withPlugin(refuseInsert), files, {
        bytes: pngBytes(),
        kind: "png",
        originalFilename: "a.png",
        at: start,
      }),
    ).rejects.toThrow("the insert failed");
    expect(
      s3.requests.some((request) => request.method === "PUT" && request.url.includes(".png")),
    ).toBe(true);
    expect(await s3.keys()).toEqual([]);
    expect(await server.count("upload")).toBe(0);
  });
});

describe("an upload when the bucket fails", () => {
  async function refusedUpload(rowsBefore = 0) {
    const response = await upload();
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({ code: 503, msg: "服务暂时不可用，请稍后重试" });
    expect(await server.count("upload")).toBe(rowsBefore);
    expect(dataFolder()).toEqual([]);
  }

  it("answers 503 with a RuoYi body, as a database outage does, when the bucket stops", async () => {
    expect((await upload()).statusCode).toBe(200);
    await s3.close();
    await refusedUpload(1);
  });

  it("answers 503 when nothing listens at the endpoint, and stores no row", async () => {
    await server.close();
    server = await serverOn(s3, { SITE_S3_ENDPOINT: await closedEndpoint() });
    await refusedUpload();
    expect(await s3.keys()).toEqual([]);
  });

  it("answers 503 when the bucket refuses the credentials, and stores nothing", async () => {
    await server.close();
    // (s3rver checks the key id, not a V4 signature: a wrong secret would pass there.)
    server = await serverOn(s3, { AWS_ACCESS_KEY_ID: "NOT-THE-KEY" });
    await refusedUpload();
    expect(await s3.keys()).toEqual([]);
  });
});

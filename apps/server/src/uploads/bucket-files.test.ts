// The bucket behind UploadFiles (issue 27, item 2), against an S3 server in this process. No
// database plays a part: the sqlite project runs it, the postgres one would only repeat it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readConfig } from "../config";
import { startS3Server, type S3TestServer } from "../test-support/s3-server";
import { TEST_ENGINE } from "../test-support/test-database";
import { bucketFiles } from "./bucket-files";
import { UploadsUnavailableError, type BucketSetting, type UploadFiles } from "./upload-files";

let s3: S3TestServer;
const opened: UploadFiles[] = [];

/** The bucket's setting as a server reads it from `env`, with the SDK's credentials set. */
function settingOf(env: Record<string, string>): BucketSetting {
  vi.stubEnv("AWS_ACCESS_KEY_ID", env.AWS_ACCESS_KEY_ID);
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", env.AWS_SECRET_ACCESS_KEY);
  const { uploads } = readConfig(env);
  if (uploads.kind !== "bucket") throw new Error("not a bucket");
  return uploads;
}

function open(setting: BucketSetting, options?: { pageSize: number }): UploadFiles {
  const files = bucketFiles(setting, options);
  opened.push(files);
  return files;
}

beforeEach(async () => {
  s3 = await startS3Server();
});

afterEach(async () => {
  for (const files of opened.splice(0)) files.close();
  vi.unstubAllEnvs();
  await s3.close();
});

describe.runIf(TEST_ENGINE === "sqlite")("images in an S3-compatible bucket", () => {
  it("stores under the prefix with the content type and no ACL, reads, lists and deletes", async () => {
    const files = open(settingOf(s3.env));
    const bytes = Buffer.from("an image's bytes");
    await files.put("0123abcd.png", bytes, "image/png");
    expect(await s3.keys()).toEqual(["complaints/0123abcd.png"]);
    expect(await s3.object("complaints/0123abcd.png")).toEqual({ bytes, contentType: "image/png" });
    const put = s3.requests.find(
      (request) => request.method === "PUT" && request.url.includes(".png"),
    );
    expect(put?.url).toBe(`/${s3.bucket}/complaints/0123abcd.png?x-id=PutObject`);
    expect(put?.headers["content-type"]).toBe("image/png");
    // As private as the folder: the bucket's own policy holds it, no ACL opens it.
    expect(Object.keys(put?.headers ?? {}).filter((name) => /acl|grant/i.test(name))).toEqual([]);

    expect(await files.read("0123abcd.png")).toEqual(bytes);
    expect(await files.read("ffff.png")).toBeNull();
    const listed = await files.list();
    expect(listed.map((file) => file.name)).toEqual(["0123abcd.png"]);
    expect(listed[0]?.modifiedAt).toBeInstanceOf(Date);

    await files.delete("0123abcd.png");
    await files.delete("0123abcd.png");
    expect(await s3.keys()).toEqual([]);
    expect(files.where).toBe(`s3://${s3.bucket}/complaints`);
  });

  it("lists only its own prefix, page after page", async () => {
    const files = open(settingOf(s3.env), { pageSize: 2 });
    for (const name of ["a.png", "b.png", "c.jpg", "d.jpg", "e.png"]) {
      await files.put(name, Buffer.from(name), "image/png");
    }
    await s3.putObject("complaints/older/x.png", Buffer.from("x"));
    await s3.putObject("elsewhere.png", Buffer.from("y"));
    await s3.putObject("complaints-2/z.png", Buffer.from("z"));
    expect((await files.list()).map((file) => file.name).sort()).toEqual([
      "a.png",
      "b.png",
      "c.jpg",
      "d.jpg",
      "e.png",
    ]);
    const listings = s3.requests.filter((request) => request.url.includes("list-type=2"));
    expect(listings.length).toBe(3);
  });

  it("stores at the bucket's top without a prefix", async () => {
    const top = await s3.createBucket("");
    const files = open(settingOf(top.env));
    await files.put("top.png", Buffer.from("top"), "image/png");
    expect(await top.keys()).toEqual(["top.png"]);
    expect((await files.list()).map((file) => file.name)).toEqual(["top.png"]);
  });

  it("says the bucket is unavailable when it refuses the credentials or does not answer", async () => {
    const wrongKey = open(settingOf({ ...s3.env, AWS_ACCESS_KEY_ID: "WRONG" }));
    await expect(wrongKey.put("a.png", Buffer.from("a"), "image/png")).rejects.toThrow(
      /^the bucket s3:\/\/site-test-\d+-\d+\/complaints did not store a\.png: InvalidAccessKeyId \(HTTP 403\)$/,
    );
    vi.unstubAllEnvs();
    const files = open(settingOf(s3.env));
    await s3.close();
    for (const attempt of [
      () => files.put("a.png", Buffer.from("a"), "image/png"),
      () => files.read("a.png"),
      () => files.delete("a.png"),
      () => files.list(),
    ]) {
      await expect(attempt()).rejects.toBeInstanceOf(UploadsUnavailableError);
    }
    await expect(files.read("a.png")).rejects.toThrow(/did not read a\.png: Error$/);
  });
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  gifBytes,
  imageUpload,
  jpegBytes,
  multipartBody,
  pngBytes,
} from "../test-support/multipart";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { rawRows } from "../test-support/test-database";

let server: TestApp;
const MiB = 1024 * 1024;

beforeEach(async () => {
  server = await createTestApp({ seed: false, now: () => new Date(2026, 10, 25, 10, 30) });
});

afterEach(async () => {
  await server.close();
});

function upload(body: { payload: Buffer; headers: Record<string, string> }) {
  return server.app.inject({ method: "POST", url: "/api/common/upload2", ...body });
}

function storedFiles(): string[] {
  const dir = join(server.config.dataDir, "uploads");
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe("POST /api/common/upload2", () => {
  it("stores a PNG privately under a random name and answers RuoYi's upload body", async () => {
    const bytes = pngBytes(2048);
    const response = await upload(imageUpload("营业执照.png", bytes));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, msg: "操作成功", originalFilename: "营业执照.png" });
    expect(body.fileName).toMatch(/^\/profile\/upload\/2026\/11\/25\/[0-9a-f]{32}\.png$/);
    expect(body.newFileName).toBe(body.fileName.split("/").pop());
    expect(body.url).toBe(`http://localhost:8080/api${body.fileName}`);
    expect(storedFiles()).toEqual([body.newFileName]);
    // Stored as decoded and encoded again (issue 14, item 4): the padding after the image is gone.
    const stored = readFileSync(join(server.config.dataDir, "uploads", body.newFileName));
    expect(stored.length).toBeLessThan(2048);
    expect(await sharp(stored).metadata()).toMatchObject({ format: "png", width: 2, height: 2 });
    expect((await rawRows(server.database.db, "select * from upload"))[0]).toMatchObject({
      file_name: body.fileName,
      original_filename: "营业执照.png",
      content_type: "image/png",
      size_bytes: stored.length,
      claimed_at: null,
    });
  });

  it("stores a JPEG, with the extension its bytes say", async () => {
    for (const name of ["photo.JPG", "photo.jpeg", "photo.png"]) {
      const response = await upload(imageUpload(name, jpegBytes(), "image/jpeg"));
      expect(response.statusCode, name).toBe(200);
      expect(response.json().fileName).toMatch(/\.jpg$/);
    }
    expect(await server.count("upload")).toBe(3);
  });

  it("refuses a GIF renamed .png, and other types, with 415", async () => {
    for (const [name, bytes] of [
      ["renamed.png", gifBytes()],
      ["notes.png", Buffer.from("just some text, not an image")],
      ["picture.gif", pngBytes()],
      ["empty.png", Buffer.alloc(0)],
    ] as const) {
      const response = await upload(imageUpload(name, bytes));
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toEqual({ code: 415, msg: "仅支持 JPG/PNG 格式" });
    }
    expect(await server.count("upload")).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it("takes exactly 10 MiB and refuses 10 MiB + 1 byte with 413", async () => {
    const exact = await upload(imageUpload("exact.png", pngBytes(10 * MiB)));
    expect(exact.statusCode).toBe(200);
    const over = await upload(imageUpload("over.png", pngBytes(10 * MiB + 1)));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ code: 413, msg: "单张图片不能超过10MB" });
    expect(await server.count("upload")).toBe(1);
    // By name: a refused file's temporary copy (`.incoming-…`) is gone before the answer.
    expect(storedFiles()).toEqual([exact.json().newFileName]);
  });

  it("refuses a request without a file in the field `file`", async () => {
    const cases = [
      multipartBody([{ name: "image", filename: "a.png", data: pngBytes() }]),
      multipartBody([{ name: "file", data: "not a file" }]),
      { payload: Buffer.from("{}"), headers: { "content-type": "application/json" } },
    ];
    for (const body of cases) {
      const response = await upload(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: "请选择要上传的文件" });
    }
    expect(await server.count("upload")).toBe(0);
  });

  it("never serves an upload back", async () => {
    const { fileName, newFileName } = (await upload(imageUpload("secret.png", pngBytes()))).json();
    for (const url of [
      `/api${fileName}`,
      fileName,
      `/api/profile/upload/${newFileName}`,
      `/api/profile/${newFileName}`,
      `/uploads/${newFileName}`,
      `/api/common/download?fileName=${encodeURIComponent(fileName)}`,
      `/api/common/download/resource?resource=${encodeURIComponent(fileName)}`,
    ]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).not.toBe(200);
      expect(response.headers["content-type"] ?? "", url).not.toContain("image/");
      expect(response.rawPayload.subarray(0, 8), url).not.toEqual(pngBytes().subarray(0, 8));
    }
  });
});

describe("the upload answer's url (issue 26, item 4)", () => {
  const hostile = { host: 'evil.example/"><x' };

  it("starts at SITE_PUBLIC_URL whatever Host the request names", async () => {
    const published = await createTestApp({
      seed: false,
      env: {
        SITE_PUBLIC_URL: "https://www.example.cn",
        SITE_EN_PUBLIC_URL: "https://en.example.com",
      },
    });
    try {
      for (const [headers, origin] of [
        [hostile, "https://www.example.cn"],
        [{ ...hostile, "accept-language": "en" }, "https://en.example.com"],
      ] as const) {
        const body = imageUpload("a.png", pngBytes());
        const response = await published.app.inject({
          method: "POST",
          url: "/api/common/upload2",
          payload: body.payload,
          headers: { ...body.headers, ...headers },
        });
        expect(response.statusCode).toBe(200);
        const { url, fileName } = response.json();
        expect(url).toBe(`${origin}/api${fileName}`);
        expect(response.body).not.toContain("evil.example");
      }
    } finally {
      await published.close();
    }
  });

  it("starts at the local address when no public origin is set, never at the Host", async () => {
    const body = imageUpload("a.png", pngBytes());
    const response = await server.app.inject({
      method: "POST",
      url: "/api/common/upload2",
      payload: body.payload,
      headers: { ...body.headers, ...hostile },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toBe(`http://localhost:8080/api${response.json().fileName}`);
    expect(response.body).not.toContain("evil.example");
  });
});

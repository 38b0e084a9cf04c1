// Issue 14, item 4: uploads streamed with the cap enforced as they arrive, one file per
// request, a daily allowance per address, and every image decoded and encoded again.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { imageUpload, jpegBytes, multipartBody, pngBytes } from "../test-support/multipart";
import { eventually } from "../test-support/eventually";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { sendBytes, watchNextRequest } from "../test-support/raw-http";

let server: TestApp | undefined;
const MiB = 1024 * 1024;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(env: NodeJS.ProcessEnv = {}) {
  server = await createTestApp({ seed: false, env: { SITE_RATE_UPLOAD: "1000", ...env } });
  return server;
}

function upload(
  app: TestApp,
  body: { payload: Buffer; headers: Record<string, string> },
  headers: Record<string, string> = {},
) {
  return app.app.inject({
    method: "POST",
    url: "/api/common/upload2",
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

function storedFiles(app: TestApp): string[] {
  const dir = join(app.config.dataDir, "uploads");
  return existsSync(dir) ? readdirSync(dir) : [];
}

function stored(app: TestApp, newFileName: string): Buffer {
  return readFileSync(join(app.config.dataDir, "uploads", newFileName));
}

describe("one file per request, well-formed multipart", () => {
  it("refuses two files with 400 and keeps neither", async () => {
    const app = await start();
    const body = multipartBody([
      { name: "file", filename: "a.png", contentType: "image/png", data: pngBytes() },
      { name: "file", filename: "b.png", contentType: "image/png", data: pngBytes() },
    ]);
    const response = await upload(app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: "每次只能上传一个文件" });
    const english = await upload(app, body, { "accept-language": "en" });
    expect(english.json()).toEqual({ code: 400, msg: "Upload one file at a time" });
    expect(await app.count("upload")).toBe(0);
    expect(storedFiles(app)).toEqual([]);
  });

  it("refuses a multipart body without a boundary with 400, not a 500", async () => {
    const app = await start();
    for (const type of ["multipart/form-data", "multipart/form-data; charset=utf-8"]) {
      const response = await upload(app, {
        payload: imageUpload("a.png", pngBytes()).payload,
        headers: { "content-type": type },
      });
      expect(response.statusCode, type).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: "上传格式错误：缺少 multipart 分隔符" });
    }
  });

  it("refuses a body cut short or with a broken part header with 400", async () => {
    const app = await start();
    const whole = imageUpload("a.png", pngBytes(4096));
    const cut = { payload: whole.payload.subarray(0, 300), headers: whole.headers };
    const broken = {
      payload: Buffer.from("------site-test-boundary\r\nNo-Colon-Here\r\n\r\nxx\r\n"),
      headers: whole.headers,
    };
    for (const body of [cut, broken]) {
      const response = await upload(app, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(400);
    }
    expect(await app.count("upload")).toBe(0);
    expect(storedFiles(app)).toEqual([]);
  });
});

describe("decoded and encoded again", () => {
  it.each([
    ["ELF", Buffer.from("\u007fELF\u0002\u0001\u0001\u0000payload")],
    ["SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ["HTML", Buffer.from("<html><script>alert(document.cookie)</script></html>")],
  ])("refuses a JPEG header followed by %s (415)", async (_kind, payload) => {
    const app = await start();
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), payload]);
    const response = await upload(app, imageUpload("x.jpg", bytes, "image/jpeg"));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 415, msg: "仅支持 JPG/PNG 格式" });
    expect(await app.count("upload")).toBe(0);
    expect(storedFiles(app)).toEqual([]);
  });

  it.each([
    ["jpg", jpegBytes(0)],
    ["png", pngBytes(0)],
  ])("keeps only the pixels of a valid %s with a payload after it", async (ext, image) => {
    const app = await start();
    const payload = Buffer.from('<script>alert(1)</script>\u007fELF<svg onload="x">');
    const response = await upload(app, imageUpload(`x.${ext}`, Buffer.concat([image, payload])));
    expect(response.statusCode).toBe(200);
    const kept = stored(app, response.json().newFileName);
    expect(kept.includes("<script>")).toBe(false);
    expect(kept.includes("ELF")).toBe(false);
    expect(kept.includes("<svg")).toBe(false);
  });

  it("applies the EXIF orientation, then drops EXIF data with the GPS location", async () => {
    const app = await start();
    const photo = await sharp({
      create: { width: 4, height: 2, channels: 3, background: "#336699" },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Copyright: "owner-name-secret" },
        IFD3: { GPSMapDatum: "WGS-84-location-secret", GPSLatitudeRef: "N" },
      })
      .toBuffer();
    expect(photo.includes("WGS-84-location-secret")).toBe(true);
    const response = await upload(app, imageUpload("photo.jpg", photo, "image/jpeg"));
    expect(response.statusCode).toBe(200);
    const kept = stored(app, response.json().newFileName);
    expect(kept.includes("WGS-84-location-secret")).toBe(false);
    expect(kept.includes("owner-name-secret")).toBe(false);
    const metadata = await sharp(kept).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 2, height: 4 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it("refuses an image of more pixels than it will decode (a decompression bomb)", async () => {
    const app = await start();
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: "#ffffff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(UPLOAD_BOMB_MAX_BYTES);
    const response = await upload(app, imageUpload("bomb.png", bomb));
    expect(response.statusCode).toBe(415);
    expect(await app.count("upload")).toBe(0);
  });
});

const UPLOAD_BOMB_MAX_BYTES = 1 * MiB;

describe("daily allowance per address", () => {
  it("refuses with 429 once an address has sent its megabytes today, and no one else", async () => {
    const app = await start({ SITE_UPLOAD_DAILY_MB: "1" });
    const image = imageUpload("a.png", pngBytes(300 * 1024));
    for (let i = 0; i < 3; i += 1) {
      expect((await upload(app, image)).statusCode, `upload ${i + 1}`).toBe(200);
    }
    const over = await upload(app, image);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 429, msg: "今日上传已达上限，请明天再试" });
    const again = await upload(app, imageUpload("b.png", pngBytes()), { "accept-language": "en" });
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toBe("Today's upload allowance is used up, please try again tomorrow");
    const other = await app.app.inject({
      method: "POST",
      url: "/api/common/upload2",
      remoteAddress: "10.0.0.9",
      ...imageUpload("c.png", pngBytes()),
    });
    expect(other.statusCode).toBe(200);
    expect(await app.count("upload")).toBe(4);
    expect(storedFiles(app)).toHaveLength(4);
  });
});

describe("streamed to disk", () => {
  it("refuses an over-size file while it arrives: the answer comes before the whole body is sent", async () => {
    const app = await start();
    await app.app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const boundary = "----stream-boundary";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    );
    // 40 MiB announced; the server must answer once 10 MiB have arrived, not wait for 40.
    const total = 40 * MiB;
    let sent = 0;
    const answer = await new Promise<{ status: number; body: string; sent: number }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port,
            method: "POST",
            path: "/api/common/upload2",
            headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
          },
          (res) => {
            let body = "";
            res.on("data", (chunk: Buffer) => (body += chunk.toString()));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body, sent }));
          },
        );
        req.on("error", (error: NodeJS.ErrnoException) => {
          if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
        });
        req.write(head);
        const chunk = Buffer.concat([pngBytes(0), Buffer.alloc(256 * 1024 - pngBytes(0).length)]);
        const pump = () => {
          while (sent < total) {
            sent += chunk.length;
            if (!req.write(chunk)) {
              req.once("drain", pump);
              return;
            }
          }
          req.end();
        };
        pump();
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ code: 413, msg: "单张图片不能超过10MB" });
    expect(answer.sent).toBeLessThan(total);
    expect(await app.count("upload")).toBe(0);
    expect(storedFiles(app)).toEqual([]);
  });

  it("keeps reading a refused body for a moment, so a client still sending gets its answer", async () => {
    const app = await start();
    await app.app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const boundary = "----late-reader";
    const part = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    );
    const total = 16 * MiB;
    const serverSide = watchNextRequest(app.app.server);
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const errors: Error[] = [];
    socket.on("error", (error) => errors.push(error));
    // A client busy sending: it reads nothing until it has sent all it meant to.
    socket.pause();
    const head =
      `POST /api/common/upload2 HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${part.length + total}\r\n\r\n`;
    socket.write(head);
    socket.write(part);
    const send = (bytes: number) => sendBytes(socket, bytes, "\0");
    socket.write(pngBytes(0));
    await send(12 * MiB);
    // The server answers at 10 MiB; the rest arrives after its answer. Closed at once, the
    // server's socket would reset the connection on it, and the client would lose the answer
    // it had not read yet.
    await eventually("the server has answered", serverSide.answered, 10_000);
    await send(total - 12 * MiB - pngBytes(0).length);
    const requestBytes = Buffer.byteLength(head) + part.length + total;
    await eventually(
      "the server has read the rest, or closed the connection",
      serverSide.readOrClosed(requestBytes),
      10_000,
    );
    const received = await new Promise<string>((resolve, reject) => {
      let text = "";
      socket.on("data", (data: Buffer) => {
        text += data.toString("latin1");
        if (text.includes('"code":413')) resolve(text);
      });
      socket.once("error", reject);
      socket.once("end", () => resolve(text));
      socket.resume();
      if (errors.length > 0) reject(errors[0]);
    });
    socket.destroy();
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(
      Buffer.from(received.slice(received.indexOf("\r\n\r\n") + 4), "latin1").toString(),
    ).toContain("单张图片不能超过10MB");
    expect(await app.count("upload")).toBe(0);
  });
});

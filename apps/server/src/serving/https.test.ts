import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, constants, type ClientHttp2Session, type ClientHttp2Stream } from "node:http2";
import { get as httpsGet } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generate } from "selfsigned";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";

// With SITE_TLS_CERT and SITE_TLS_KEY the server answers HTTPS itself, HTTP/2 and HTTP/1.1 on
// one port; the routes behave the same over both.

const LIST = "/api/pcsystem/TckgConfig/list?language=0";
let certDir: string;
let server: TestApp | undefined;
let session: ClientHttp2Session | undefined;

beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), "site-tls-"));
  const pems = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    algorithm: "sha256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
  });
  writeFileSync(join(certDir, "cert.pem"), pems.cert);
  writeFileSync(join(certDir, "key.pem"), pems.private);
});

afterAll(() => rmSync(certDir, { recursive: true, force: true }));

afterEach(async () => {
  session?.destroy();
  session = undefined;
  await server?.close();
  server = undefined;
});

async function startHttps(): Promise<string> {
  server = await createTestApp({
    env: {
      SITE_TLS_CERT: join(certDir, "cert.pem"),
      SITE_TLS_KEY: join(certDir, "key.pem"),
      SITE_RATE_UPLOAD: "1000",
    },
  });
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const address = server.app.server.address();
  return `https://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
  stream?: ClientHttp2Stream;
}

/** One request on the HTTP/2 session; `body` is sent in 256 KiB pieces as flow control allows. */
function h2Request(
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session!.request({ ":method": method, ":path": path, ...headers });
    let status = 0;
    let answerHeaders: Record<string, unknown> = {};
    let text = "";
    stream.on("response", (received) => {
      status = Number(received[":status"]);
      answerHeaders = received;
    });
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => (text += chunk));
    let offset = 0;
    stream.on("end", () => resolve({ status, headers: answerHeaders, body: text, stream }));
    stream.on("error", reject);
    if (!body) {
      stream.end();
      return;
    }
    const pump = () => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + 256 * 1024);
        offset += piece.length;
        if (!stream.write(piece)) {
          stream.once("drain", pump);
          return;
        }
      }
      stream.end();
    };
    pump();
  });
}

function http1Get(url: string): Promise<Answer & { httpVersion: string }> {
  return new Promise((resolve, reject) => {
    httpsGet(url, { rejectUnauthorized: false }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: text,
          httpVersion: response.httpVersion,
        }),
      );
    }).on("error", reject);
  });
}

describe("HTTPS with a certificate", () => {
  it("answers HTTP/2 and HTTP/1.1 on one port, the same content over both", async () => {
    const origin = await startHttps();
    session = connect(origin, { rejectUnauthorized: false });
    const overH2 = await h2Request(LIST);
    expect(overH2.status).toBe(200);
    expect(session.alpnProtocol).toBe("h2");
    const overH1 = await http1Get(origin + LIST);
    expect(overH1.httpVersion).toBe("1.1");
    expect(overH1.status).toBe(200);
    expect(JSON.parse(overH2.body)).toEqual(JSON.parse(overH1.body));
    expect(JSON.parse(overH2.body)).toMatchObject({ code: 200 });
    // The security headers come with answers over either protocol, HSTS among them now that
    // this server holds the certificate (180 days, this host only).
    for (const answer of [overH2, overH1]) {
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["strict-transport-security"]).toBe("max-age=15552000");
    }
  });

  it("refuses an over-size upload over HTTP/2, stores nothing, resets its stream, keeps the session", async () => {
    const origin = await startHttps();
    session = connect(origin, { rejectUnauthorized: false });
    const boundary = "----h2-boundary";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
          "Content-Type: image/png\r\n\r\n",
      ),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(11 * 1024 * 1024),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const refused = await h2Request("/api/common/upload2", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ code: 413, msg: "单张图片不能超过10MB" });
    // The server reset the stream it stopped reading (RFC 9113, 8.1), so the client stops too.
    await expect.poll(() => refused.stream!.closed).toBe(true);
    expect(await server!.count("upload")).toBe(0);
    // The refusal ended that stream only: the same connection is still answered.
    expect((await h2Request(LIST)).status).toBe(200);
  });

  it(
    "closes a session that resets streams in bulk, while another session is answered",
    {
      timeout: 40_000,
    },
    async () => {
      const origin = await startHttps();
      session = connect(origin, { rejectUnauthorized: false });
      expect((await h2Request(LIST)).status).toBe(200);
      const flooder = connect(origin, { rejectUnauthorized: false });
      flooder.on("error", () => {});
      let goaway: number | undefined;
      flooder.on("goaway", (code) => (goaway = code));
      const flooderClosed = new Promise((resolve) => flooder.once("close", resolve));
      try {
        await new Promise((resolve) => flooder.once("connect", resolve));
        // Opened and reset at once, in bursts, until the server closes the session. After each
        // burst a PING: its answer comes once the server has read the burst, so the flood
        // follows the server's pace however loaded the machine is, and the GOAWAY (sent before
        // the answer to the next PING) ends it.
        let opened = 0;
        const open = () => !flooder.closed && !flooder.destroyed;
        while (open() && opened < 5_000) {
          for (let i = 0; i < 100 && open(); i += 1) {
            const stream = flooder.request({ ":path": LIST });
            stream.on("error", () => {});
            stream.close(constants.NGHTTP2_CANCEL);
            opened += 1;
          }
          if (!open()) break;
          await Promise.race([new Promise((resolve) => flooder.ping(resolve)), flooderClosed]);
        }
        await flooderClosed;
        expect(flooder.destroyed || flooder.closed).toBe(true);
        expect(goaway).toBe(constants.NGHTTP2_ENHANCE_YOUR_CALM);
        // The limit is 200 resets in 10 s: the session is closed within the bursts after it.
        expect(opened).toBeLessThan(5_000);
        // The other visitor's session goes on, and is answered.
        const startedAt = Date.now();
        expect((await h2Request(LIST)).status).toBe(200);
        expect(Date.now() - startedAt).toBeLessThan(5_000);
      } finally {
        flooder.destroy();
      }
    },
  );
});

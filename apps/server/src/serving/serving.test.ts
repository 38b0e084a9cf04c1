import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { readConfig } from "../config";
import { openDatabase } from "../db/database";
import { writeFixtureFile } from "../test-support/files";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { isFileRequest } from "./request-logging";

let server: TestApp | undefined;
const distDirs: string[] = [];

afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const dir of distDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const BIG_SCRIPT = `console.log(${JSON.stringify("天诚".repeat(2000))});`;

const write = writeFixtureFile;

/** A test app whose editions are built: an index.html, routes and one big asset each. */
async function withEditions(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const dists = mkdtempSync(join(tmpdir(), "site-dists-"));
  distDirs.push(dists);
  const zh = join(dists, "zh");
  const en = join(dists, "en");
  write(
    join(zh, "index.html"),
    '<html lang="zh-CN"><script type="module" src="/assets/zh/index-a.js"></script></html>',
  );
  write(join(zh, "zh/routes.json"), JSON.stringify({ edition: "zh", paths: ["/"] }));
  write(join(zh, "assets/zh/index-a.js"), BIG_SCRIPT);
  write(join(en, "index.html"), '<html lang="en"></html>');
  write(join(en, "en/routes.json"), JSON.stringify({ edition: "en", paths: ["/indexE"] }));
  return createTestApp({ env: { ...env, SITE_ZH_DIST: zh, SITE_EN_DIST: en } });
}

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "media-src 'self';connect-src 'self';frame-ancestors 'self';object-src 'none';base-uri 'self'";

describe("security headers", () => {
  it("sends the Content Security Policy and the other headers on pages and API answers", async () => {
    server = await withEditions();
    for (const url of ["/", "/indexE", "/api/pcsystem/TckgConfig/list?language=0", "/api/nope"]) {
      const response = await server.app.inject({ url });
      expect(response.headers["content-security-policy"], url).toBe(CSP);
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-frame-options"], url).toBe("SAMEORIGIN");
      expect(response.headers["strict-transport-security"], url).toBeUndefined();
      // Left out on purpose (security.ts): it costs every first page a fresh script context.
      expect(response.headers["cross-origin-opener-policy"], url).toBeUndefined();
    }
  });

  it("allows the API's origin when the editions call another one", async () => {
    server = await createTestApp({ env: { SITE_API_BASE_URL: "https://api.example.com/base/" } });
    const csp = String(
      (await server.app.inject({ url: "/robots.txt" })).headers["content-security-policy"],
    );
    expect(csp).toContain("img-src 'self' data: blob: https://api.example.com;");
    expect(csp).toContain("media-src 'self' https://api.example.com;");
    expect(csp).toContain("connect-src 'self' https://api.example.com;");
    expect(csp).toContain("script-src 'self';");
  });

  it("lets an edition on another origin show the media", async () => {
    server = await createTestApp();
    const response = await server.app.inject({ url: "/api/profile/news/n1.svg" });
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });
});

describe("robots.txt", () => {
  it("allows everything but the API's calls, its media included, and names the sitemap", async () => {
    server = await createTestApp({
      seed: false,
      env: { SITE_PUBLIC_URL: "https://www.tiancheng-group.com" },
    });
    const response = await server.app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe(
      "User-agent: *\nAllow: /\nAllow: /api/profile/\nDisallow: /api/\n\n" +
        "Sitemap: https://www.tiancheng-group.com/sitemap.xml\n",
    );
  });
});

describe("compression", () => {
  it("sends the build's precompressed files as they are, and compresses API answers", async () => {
    server = await withEditions();
    const dist = server.config.editions[0]!.root;
    const file = join(dist, "assets/zh/index-a.js");
    writeFileSync(`${file}.gz`, gzipSync(BIG_SCRIPT));
    writeFileSync(`${file}.br`, brotliCompressSync(BIG_SCRIPT));
    for (const [accept, encoding] of [
      ["gzip", "gzip"],
      ["gzip, deflate, br", "br"],
      ["br;q=0, gzip", "gzip"],
    ] as const) {
      const asset = await server.app.inject({
        url: "/assets/zh/index-a.js",
        headers: { "accept-encoding": accept },
      });
      expect(asset.statusCode, accept).toBe(200);
      expect(asset.headers["content-encoding"], accept).toBe(encoding);
      expect(asset.headers["content-type"], accept).toMatch(/javascript/);
      expect(asset.headers["cache-control"]).toContain("immutable");
      // The very bytes of the build's file: nothing was compressed for this request.
      expect(asset.rawPayload, accept).toEqual(
        readFileSync(`${file}.${encoding === "br" ? "br" : "gz"}`),
      );
    }

    const list = await server.app.inject({
      url: "/api/pcsystem/TckgDynamic/list",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(list.headers["content-encoding"]).toBe("br");

    const small = await server.app.inject({
      url: "/robots.txt",
      headers: { "accept-encoding": "gzip" },
    });
    expect(small.headers["content-encoding"]).toBeUndefined();

    const plain = await server.app.inject({ url: "/assets/zh/index-a.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it("compresses no file per request: one without precompressed twins goes as it is", async () => {
    server = await withEditions();
    const asset = await server.app.inject({
      url: "/assets/zh/index-a.js",
      headers: { "accept-encoding": "gzip, br, deflate" },
    });
    expect(asset.headers["content-encoding"]).toBeUndefined();
    expect(asset.body).toBe(BIG_SCRIPT);
  });

  it("sends pages from their precompressed variants", async () => {
    server = await withEditions();
    const page = await server.app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(page.headers.vary).toContain("accept-encoding");
    expect(gunzipSync(page.rawPayload).toString()).toContain('<html lang="zh-CN">');
    const br = await server.app.inject({ url: "/nope", headers: { "accept-encoding": "br" } });
    expect(br.statusCode).toBe(404);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<html lang="zh-CN">');
  });
});

describe("source maps", () => {
  it("are never served, even when the build left them on disk", async () => {
    server = await withEditions();
    const dist = server.config.editions[0]!.root;
    writeFileSync(join(dist, "assets/zh/index-a.js.map"), '{"version":3,"sources":["secret.ts"]}');
    for (const url of ["/assets/zh/index-a.js.map", "/assets/zh/INDEX-A.JS.MAP"]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain("secret.ts");
    }
  });
});

describe("request logging", () => {
  it("logs pages and API calls, not files", async () => {
    expect(isFileRequest("/assets/zh/index-a.js")).toBe(true);
    expect(isFileRequest("/favicon.ico")).toBe(true);
    expect(isFileRequest("/api/profile/news/n1.svg?x=1")).toBe(true);
    expect(isFileRequest("/PDF/group.pdf")).toBe(true);
    expect(isFileRequest("/")).toBe(false);
    expect(isFileRequest("/kuaiji?key=2")).toBe(false);
    expect(isFileRequest("/contentE?id=3")).toBe(false);
    expect(isFileRequest("/api/pcsystem/TckgDynamic/list?x=a.b")).toBe(false);
  });

  it("writes no line for a static file", async () => {
    const lines: string[] = [];
    const dists = mkdtempSync(join(tmpdir(), "site-dists-"));
    distDirs.push(dists);
    write(join(dists, "zh/index.html"), "<html></html>");
    write(join(dists, "zh/zh/routes.json"), JSON.stringify({ edition: "zh", paths: ["/"] }));
    write(join(dists, "zh/assets/zh/a.js"), BIG_SCRIPT);
    const workDir = mkdtempSync(join(tmpdir(), "site-log-"));
    distDirs.push(workDir);
    const config = readConfig({
      SITE_DATA_DIR: join(workDir, "data"),
      SITE_CONTENT_DIR: join(workDir, "content"),
      SITE_ZH_DIST: join(dists, "zh"),
      SITE_EN_DIST: join(dists, "en"),
      SITE_ZH_SERVER_ENTRY: join(workDir, "no-server-entry.js"),
      SITE_EN_SERVER_ENTRY: join(workDir, "no-server-entry.js"),
    });
    const database = await openDatabase(config.database);
    const app = await buildApp({
      config,
      db: database.db,
      logger: { level: "info", stream: { write: (line) => void lines.push(line) } },
    });
    try {
      await app.inject({ url: "/assets/zh/a.js" });
      expect(lines.filter((line) => line.includes("/assets/zh/a.js"))).toEqual([]);
      await app.inject({ url: "/" });
      expect(lines.some((line) => line.includes('"url":"/"'))).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("leaves videos and their ranges alone", async () => {
    server = await createTestApp();
    const part = await server.app.inject({
      url: "/api/profile/video/video-1.mp4",
      headers: { range: "bytes=100-199", "accept-encoding": "gzip, br" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(part.rawPayload).toHaveLength(100);
  });
});

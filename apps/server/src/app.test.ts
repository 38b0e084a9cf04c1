import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { createTestApp, type TestApp } from "./test-support/test-app";

let workDir: string;
let app: FastifyInstance;
let testApp: TestApp;

function write(path: string, content: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), "site-server-"));
  const zh = join(workDir, "zh");
  const en = join(workDir, "en");
  write(join(zh, "index.html"), '<html lang="zh-CN">zh</html>');
  write(
    join(zh, "zh/routes.json"),
    JSON.stringify({ edition: "zh", paths: ["/", "/kuaiji", "/content", "/BeiJing"] }),
  );
  write(join(zh, "assets/zh/index-abc123.js"), "console.log('zh')");
  write(join(zh, "zh/favicon.svg"), "<svg/>");
  write(join(en, "index.html"), '<html lang="en">en</html>');
  write(
    join(en, "en/routes.json"),
    JSON.stringify({ edition: "en", paths: ["/indexE", "/contentE"] }),
  );
  write(join(en, "assets/en/index-def456.js"), "console.log('en')");
  testApp = await createTestApp({ env: { SITE_ZH_DIST: zh, SITE_EN_DIST: en } });
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe("serving the editions (D1)", () => {
  it("serves the Chinese index.html for Chinese routes with 200", async () => {
    for (const url of ["/", "/kuaiji", "/kuaiji/", "/content?id=3&type=2", "/BeiJing"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("zh</html>");
      expect(response.headers["content-type"]).toContain("text/html");
    }
  });

  it("serves the English index.html for paths whose last segment ends in E", async () => {
    for (const url of ["/indexE", "/contentE?id=3"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("en</html>");
    }
  });

  it("answers unknown paths with 404 and the edition's own page", async () => {
    const zh = await app.inject({ url: "/no-such-page" });
    expect(zh.statusCode).toBe(404);
    expect(zh.body).toContain("zh</html>");
    const en = await app.inject({ url: "/noSuchPageE" });
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain("en</html>");
    // Route paths are case-sensitive, as in the editions' routers.
    expect((await app.inject({ url: "/beijing" })).statusCode).toBe(404);
  });

  it("serves files from either dist folder, hashed assets as immutable", async () => {
    const zhAsset = await app.inject({ url: "/assets/zh/index-abc123.js" });
    expect(zhAsset.statusCode).toBe(200);
    expect(zhAsset.body).toBe("console.log('zh')");
    expect(zhAsset.headers["cache-control"]).toContain("immutable");
    const enAsset = await app.inject({ url: "/assets/en/index-def456.js" });
    expect(enAsset.statusCode).toBe(200);
    expect(enAsset.body).toBe("console.log('en')");
    const favicon = await app.inject({ url: "/zh/favicon.svg" });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers["cache-control"]).toBe("no-cache");
  });

  it("does not serve files outside the dist folders", async () => {
    const response = await app.inject({ url: "/../../etc/passwd" });
    expect(response.body).not.toContain("root:");
  });

  it("answers unknown API paths with a RuoYi-shaped 404", async () => {
    const response = await app.inject({ url: "/api/pcsystem/Nope/list" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: "接口不存在" });
  });

  it("says plainly when an edition has not been built", async () => {
    const bare = await buildApp({
      config: { ...testApp.config, editions: [{ edition: "zh", root: join(workDir, "missing") }] },
      db: testApp.database.db,
    });
    const response = await bare.inject({ url: "/" });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain("pnpm build");
    await bare.close();
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { readConfig } from "../config";
import { createTestApp, type TestApp } from "../test-support/test-app";

let server: TestApp | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const EDITION = "https://en.tiancheng-group.com";

describe("cross-origin API calls (D1: an edition on its own origin)", () => {
  it("answers a named origin's preflight and calls, with media loadable across origins", async () => {
    server = await createTestApp({
      env: { SITE_CORS_ORIGINS: `${EDITION}, https://zh.example.cn` },
    });
    const preflight = await server.app.inject({
      method: "OPTIONS",
      url: "/api/pcsystem/TckgConsult",
      headers: {
        origin: EDITION,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, idempotency-key",
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(EDITION);
    expect(preflight.headers["access-control-allow-methods"]).toBe("GET, POST");
    // D14: the forms' key crosses origins with the write.
    expect(preflight.headers["access-control-allow-headers"]).toBe("Content-Type, Idempotency-Key");

    const read = await server.app.inject({
      url: "/api/pcsystem/TckgConfig/list?language=1",
      headers: { origin: EDITION },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers["access-control-allow-origin"]).toBe(EDITION);
    expect(read.headers.vary).toContain("Origin");
    expect(read.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });

  it("gives other origins nothing, and stores nothing from their preflight", async () => {
    server = await createTestApp({ env: { SITE_CORS_ORIGINS: EDITION } });
    const preflight = await server.app.inject({
      method: "OPTIONS",
      url: "/api/pcsystem/TckgConsult",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    const read = await server.app.inject({
      url: "/api/pcsystem/TckgConfig/list?language=1",
      headers: { origin: "https://evil.example" },
    });
    expect(read.headers["access-control-allow-origin"]).toBeUndefined();
    expect(await server.count("consultation")).toBe(0);
  });

  it("sends no CORS headers and keeps resources same-origin when no origin is named", async () => {
    server = await createTestApp();
    const read = await server.app.inject({
      url: "/api/pcsystem/TckgConfig/list?language=1",
      headers: { origin: EDITION },
    });
    expect(read.headers["access-control-allow-origin"]).toBeUndefined();
    expect(read.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("refuses a setting that is not a list of http(s) origins", () => {
    expect(() => readConfig({ SITE_CORS_ORIGINS: "en.example.com" })).toThrow(
      /SITE_CORS_ORIGINS must be an http\(s\) URL/,
    );
    expect(
      readConfig({ SITE_CORS_ORIGINS: "https://a.example/path, http://b.example:8080" })
        .corsOrigins,
    ).toEqual(["https://a.example", "http://b.example:8080"]);
  });
});

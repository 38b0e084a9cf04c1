import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { imageUpload, pngBytes } from "../test-support/multipart";
import { createTestApp, type TestApp } from "../test-support/test-app";

let server: TestApp;

beforeEach(async () => {
  server = await createTestApp({
    seed: false,
    env: { SITE_RATE_SUBMIT: "2", SITE_RATE_UPLOAD: "1", SITE_RATE_VISIT: "3" },
  });
});

afterEach(async () => {
  await server.close();
});

const consultation = { name: "张三", tel: "13812345678", content: "" };

function post(url: string, payload: object, remoteAddress = "203.0.113.7") {
  return server.app.inject({ method: "POST", url, payload, remoteAddress });
}

describe("rate limits per client address", () => {
  it("answers 429 with a RuoYi body past the consultation limit, per address", async () => {
    const url = "/api/pcsystem/TckgConsult";
    expect((await post(url, consultation)).statusCode).toBe(200);
    expect((await post(url, consultation)).statusCode).toBe(200);
    const third = await post(url, consultation);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ code: 429, msg: "访问过于频繁，请稍候再试" });
    expect(third.headers["retry-after"]).toBeDefined();
    expect((await post(url, consultation, "198.51.100.9")).statusCode).toBe(200);
    expect(await server.count("consultation")).toBe(3);
  });

  it("limits complaints, visits and uploads by their own settings", async () => {
    const complaint = "/api/pcsystem/Tckgcustomer";
    await post(complaint, {});
    await post(complaint, {});
    expect((await post(complaint, {})).statusCode).toBe(429);

    const visit = "/api/pcsystem/TckgSoftLogin";
    for (let index = 0; index < 3; index += 1) {
      expect((await post(visit, { userType: "首页" })).statusCode).toBe(200);
    }
    expect((await post(visit, { userType: "首页" })).statusCode).toBe(429);

    const upload = () =>
      server.app.inject({
        method: "POST",
        url: "/api/common/upload2",
        remoteAddress: "203.0.113.7",
        ...imageUpload("a.png", pngBytes()),
      });
    expect((await upload()).statusCode).toBe(200);
    expect((await upload()).statusCode).toBe(429);
  });

  it("does not limit reads", async () => {
    for (let index = 0; index < 5; index += 1) {
      const response = await server.app.inject({ url: "/api/pcsystem/TckgConfig/list" });
      expect(response.statusCode).toBe(200);
    }
  });
});

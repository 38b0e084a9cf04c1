import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { rawRows, rawColumn } from "../test-support/test-database";

let server: TestApp;

beforeEach(async () => {
  server = await createTestApp({ seed: false, now: () => new Date("2026-11-25T02:30:00.000Z") });
});

afterEach(async () => {
  await server.close();
});

const valid = { name: "张三", tel: "13812345678", content: "想咨询代理记账" };

function post(payload: unknown) {
  return server.app.inject({
    method: "POST",
    url: "/api/pcsystem/TckgConsult",
    payload: payload as object,
  });
}

describe("POST /api/pcsystem/TckgConsult", () => {
  it("stores a valid consultation and answers 200 after the commit", async () => {
    const response = await post({ ...valid, extra: "ignored" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: "操作成功" });
    expect(await rawRows(server.database.db, "select * from consultation")).toEqual([
      { id: 1, ...valid, created_at: "2026-11-25T02:30:00.000Z" },
    ]);
  });

  it("stores a consultation without a message, and one of exactly 300 characters", async () => {
    expect((await post({ name: "李四", tel: "15900000000" })).statusCode).toBe(200);
    expect((await post({ ...valid, content: "字".repeat(300) })).statusCode).toBe(200);
    expect(await rawColumn(server.database.db, "select content from consultation")).toEqual([
      "",
      "字".repeat(300),
    ]);
  });

  it.each([
    ["name missing", { tel: valid.tel }, "请输入您的姓名"],
    ["name blank", { ...valid, name: "   " }, "请输入您的姓名"],
    ["name not text", { ...valid, name: 12 }, "请输入您的姓名"],
    ["tel missing", { name: valid.name }, "请输入您的电话"],
    ["tel not a mobile number", { ...valid, tel: "12812345678" }, "请输入正确的手机号码"],
    ["content over 300", { ...valid, content: "字".repeat(301) }, "最多输入300字"],
  ])("refuses %s with 400 and stores nothing", async (_case, body, msg) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg });
    expect(await server.count("consultation")).toBe(0);
  });

  it("refuses a body that is not a JSON object", async () => {
    for (const payload of [JSON.stringify([valid]), '"name=张三"', "null"]) {
      const response = await server.app.inject({
        method: "POST",
        url: "/api/pcsystem/TckgConsult",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: "请求体格式错误" });
    }
    const broken = await server.app.inject({
      method: "POST",
      url: "/api/pcsystem/TckgConsult",
      headers: { "content-type": "application/json" },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 400 });
    const form = await server.app.inject({
      method: "POST",
      url: "/api/pcsystem/TckgConsult",
      headers: { "content-type": "application/xml" },
      payload: "<name>张三</name>",
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ code: 415, msg: "请求内容类型不支持" });
    expect(await server.count("consultation")).toBe(0);
  });

  it("refuses a JSON body over 32 KB with 413", async () => {
    const response = await post({ ...valid, padding: "x".repeat(40 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, msg: "请求内容过大" });
    expect(await server.count("consultation")).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { rawColumn } from "../test-support/test-database";

let server: TestApp;

beforeEach(async () => {
  server = await createTestApp({ seed: false });
});

afterEach(async () => {
  await server.close();
});

function post(payload: object) {
  return server.app.inject({ method: "POST", url: "/api/pcsystem/TckgSoftLogin", payload });
}

describe("POST /api/pcsystem/TckgSoftLogin", () => {
  it("stores a visit for every label of D6 and the privacy page", async () => {
    for (const userType of ["首页", "会计事业群", "北京分公司", "详情", "隐私政策"]) {
      const response = await post({ userType });
      expect(response.statusCode, userType).toBe(200);
      expect(response.json()).toEqual({ code: 200, msg: "操作成功" });
    }
    expect(await rawColumn(server.database.db, "select user_type from visit")).toEqual([
      "首页",
      "会计事业群",
      "北京分公司",
      "详情",
      "隐私政策",
    ]);
  });

  it.each([[{ userType: "Home" }], [{ userType: "" }], [{}], [{ userType: ["首页"] }]])(
    "refuses %j with 400 and stores nothing",
    async (body) => {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: "未知的页面标签" });
      expect(await server.count("visit")).toBe(0);
    },
  );
});

// Issue 14, item 5: every client mistake is a 4xx with a RuoYi body in the visitor's language
// (D11), JSON under /api and the edition's page on page paths; D11's limits on writes; D9's
// amended paging rule.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-support/test-app";
import { rawRows } from "./test-support/test-database";

let server: TestApp;
let dists: string;

function write(path: string, content: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

beforeAll(async () => {
  dists = mkdtempSync(join(tmpdir(), "site-dists-"));
  const zh = join(dists, "zh");
  const en = join(dists, "en");
  write(join(zh, "index.html"), '<html lang="zh-CN"><body>zh shell</body></html>');
  write(join(zh, "zh/routes.json"), JSON.stringify({ edition: "zh", paths: ["/", "/kuaiji"] }));
  write(join(en, "index.html"), '<html lang="en"><body>en shell</body></html>');
  write(join(en, "en/routes.json"), JSON.stringify({ edition: "en", paths: ["/indexE"] }));
  server = await createTestApp({
    env: { SITE_ZH_DIST: zh, SITE_EN_DIST: en, SITE_RATE_SUBMIT: "1000" },
  });
});

afterAll(async () => {
  await server.close();
  rmSync(dists, { recursive: true, force: true });
});

const EN = { "accept-language": "en-US,en;q=0.9" };
const LIST = "/api/pcsystem/TckgDynamic/list?language=0&dynamicType=1";

function ids(body: { rows: Array<{ dynamicId: number }> }) {
  return body.rows.map((row) => row.dynamicId);
}

describe("paging (D9 as amended)", () => {
  it("serves pages of 1 to 100 rows up to page 100000, and every row without pageSize", async () => {
    const all = await server.app.inject({ url: LIST });
    expect(ids(all.json())).toEqual([1, 2, 3]);
    const page = await server.app.inject({ url: `${LIST}&pageNum=2&pageSize=2` });
    expect(page.json()).toMatchObject({ total: 3, code: 200 });
    expect(ids(page.json())).toEqual([3]);
    const last = await server.app.inject({ url: `${LIST}&pageNum=100000&pageSize=100` });
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ total: 3, rows: [] });
    const onlyNum = await server.app.inject({ url: `${LIST}&pageNum=1` });
    expect(ids(onlyNum.json())).toEqual([1, 2, 3]);
  });

  it.each([
    "pageSize=10000000000&pageNum=1000000000",
    "pageSize=101&pageNum=1",
    "pageSize=10&pageNum=100001",
    "pageSize=0&pageNum=1",
    "pageSize=-5",
    "pageSize=abc",
    "pageSize=2.5",
    "pageSize=&pageNum=1",
    "pageSize=10&pageNum=0",
    "pageSize=10&pageNum=x",
    "pageNum=-1",
    "pageSize=1e2",
    "pageSize=%20%2010",
  ])("refuses %s with 400", async (paging) => {
    const response = await server.app.inject({ url: `${LIST}&${paging}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      msg: "分页参数错误：pageSize 须为 1 到 100 的整数，pageNum 须为 1 到 100000 的整数",
    });
  });

  it("says so in English for language=1 or an English Accept-Language", async () => {
    const english = {
      code: 400,
      msg: "Paging: pageSize must be a whole number from 1 to 100 and pageNum one from 1 to 100000",
    };
    const byQuery = await server.app.inject({
      url: "/api/pcsystem/TckgDynamic/list?language=1&pageSize=1000",
    });
    expect(byQuery.json()).toEqual(english);
    const byHeader = await server.app.inject({ url: `${LIST}&pageSize=1000`, headers: EN });
    expect(byHeader.json()).toEqual(english);
  });
});

describe("malformed URLs", () => {
  it.each(["/api/%zz", "/api/pcsystem/TckgDynamic/%E0%A4%A", "/PDF/%"])(
    "%s is a RuoYi 400 under /api, never Fastify's message",
    async (url) => {
      const response = await server.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: "请求地址无效" });
      expect(response.body).not.toMatch(/FST_|valid url component/);
    },
  );

  it("answers in English for an English visitor", async () => {
    const response = await server.app.inject({ url: "/api/%zz?language=1" });
    expect(response.json()).toEqual({ code: 400, msg: "The request address is not valid" });
  });

  it("is the edition's page on page paths, with the security headers", async () => {
    const zh = await server.app.inject({ url: "/%E0%A4%A" });
    expect(zh.statusCode).toBe(400);
    expect(zh.headers["content-type"]).toMatch(/^text\/html/);
    expect(zh.body).toContain("zh shell");
    expect(zh.headers["content-security-policy"]).toMatch(/^default-src 'self';script-src 'self';/);
    expect(zh.headers["x-content-type-options"]).toBe("nosniff");
    const en = await server.app.inject({ url: "/news%zzE" });
    expect(en.statusCode).toBe(400);
    expect(en.body).toContain("en shell");
  });

  it("a request Node cannot parse gets a RuoYi body too", async () => {
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    const address = server.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () =>
        socket.write("GET / HTTP/1.1\r\nHost\r\n\r\n"),
      );
      let data = "";
      socket.on("data", (chunk) => (data += chunk.toString()));
      socket.on("end", () => resolve(data));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('{"code":400,"msg":"请求参数错误"}');
  });
});

describe("other client mistakes", () => {
  it("a page path refused for its method is the edition's page", async () => {
    const response = await server.app.inject({ method: "POST", url: "/kuaiji" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("zh shell");
  });

  it("malformed JSON, an empty JSON body and a wrong content type: 4xx in the visitor's language", async () => {
    const url = "/api/pcsystem/TckgConsult";
    const cases = [
      { payload: "{bad", type: "application/json", status: 400, zh: "请求体格式错误" },
      { payload: "", type: "application/json", status: 400, zh: "请求体格式错误" },
      { payload: "name=1", type: "text/csv", status: 415, zh: "请求内容类型不支持" },
    ];
    for (const { payload, type, status, zh } of cases) {
      const chinese = await server.app.inject({
        method: "POST",
        url,
        payload,
        headers: { "content-type": type },
      });
      expect(chinese.statusCode, type).toBe(status);
      expect(chinese.json()).toEqual({ code: status, msg: zh });
      const english = await server.app.inject({
        method: "POST",
        url,
        payload,
        headers: { "content-type": type, ...EN },
      });
      expect(english.json().msg, type).not.toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await server.count("consultation")).toBe(0);
  });

  it("unknown API paths and missing articles are 404 in English for English visitors", async () => {
    expect((await server.app.inject({ url: "/api/nope", headers: EN })).json()).toEqual({
      code: 404,
      msg: "No such API",
    });
    expect(
      (await server.app.inject({ url: "/api/pcsystem/TckgDynamic/999?language=1" })).json(),
    ).toEqual({ code: 404, msg: "No such article" });
  });
});

describe("writes (D11)", () => {
  const consult = { name: "张三", tel: "13812345678", content: "" };

  async function postConsult(body: unknown, headers: Record<string, string> = {}) {
    return server.app.inject({
      method: "POST",
      url: "/api/pcsystem/TckgConsult",
      payload: body as object,
      headers,
    });
  }

  it("refuses a 30,000-character name, in the visitor's language, storing nothing", async () => {
    const before = await server.count("consultation");
    const zh = await postConsult({ ...consult, name: "x".repeat(30_000) });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toEqual({ code: 400, msg: "最多输入50字" });
    const en = await postConsult({ ...consult, name: "n".repeat(51) }, EN);
    expect(en.json()).toEqual({ code: 400, msg: "No more than 50 characters" });
    expect(await server.count("consultation")).toBe(before);
  });

  it.each(["\u0000", "\u001b", "\u202e", "\u2067", "\ud800", "\udc00", "\u0085"])(
    "refuses %j in a name or a message",
    async (bad) => {
      const before = await server.count("consultation");
      const name = await postConsult({ ...consult, name: `张${bad}三` });
      expect(name.json()).toEqual({ code: 400, msg: "包含无效字符" });
      const content = await postConsult({ ...consult, content: `a${bad}b` }, EN);
      expect(content.json()).toEqual({
        code: 400,
        msg: "Contains characters that are not allowed",
      });
      expect(await server.count("consultation")).toBe(before);
    },
  );

  it("stores text NFC-normalized", async () => {
    const response = await postConsult({
      name: "Rene\u0301",
      tel: "13812345678",
      content: "e\u0301",
    });
    expect(response.statusCode).toBe(200);
    const row = (
      await rawRows(
        server.database.db,
        "select name, content from consultation order by id desc limit 1",
      )
    )[0];
    expect(row).toEqual({ name: "René", content: "é" });
  });

  it("refuses a complaint's over-long company and advisor, and a mismatched detail, in English", async () => {
    const complaint = {
      customerName: "张三",
      customerPhone: "13812345678",
      customerCompany: "公".repeat(51),
      customerGwname: "李四",
      customerType: 1,
      remark: "问题",
      customerSolve: 1,
    };
    const post = (body: object) =>
      server.app.inject({
        method: "POST",
        url: "/api/pcsystem/Tckgcustomer?language=1",
        payload: body,
      });
    expect((await post(complaint)).json()).toEqual({
      code: 400,
      msg: "No more than 50 characters",
    });
    expect(
      (
        await post({ ...complaint, customerCompany: "天诚", customerGwname: "顾".repeat(51) })
      ).json(),
    ).toEqual({ code: 400, msg: "No more than 50 characters" });
    expect(
      (
        await post({
          ...complaint,
          customerCompany: "天诚",
          customerTypecontent: "a",
          customerTypeContent: "b",
        })
      ).json(),
    ).toEqual({ code: 400, msg: "customerTypecontent and customerTypeContent differ" });
    expect(await server.count("complaint")).toBe(0);
  });
});

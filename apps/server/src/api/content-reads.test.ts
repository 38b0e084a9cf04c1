import { readMonthsJson, rowReaders, type RowReader } from "@site/api/entities";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";

// Reads change nothing, so one freshly seeded server serves this file.
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
});

afterAll(async () => {
  await server.close();
});

interface Table {
  total: number;
  rows: Array<Record<string, unknown>>;
  code: number;
  msg: string;
}

async function list(path: string, query = ""): Promise<Table> {
  const response = await server.app.inject({ url: `/api/pcsystem/${path}/list${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function ids(path: string, idKey: string, query: string) {
  const { rows, total } = await list(path, query);
  return { ids: rows.map((row) => row[idKey]), total };
}

describe("list reads (spec 7.1)", () => {
  const lists: Array<[string, RowReader<unknown>, string]> = [
    ["TckgConfig", rowReaders.config, "configId"],
    ["TckgDynamic", rowReaders.dynamic, "dynamicId"],
    ["TckgPersonnel", rowReaders.personnel, "personnelId"],
    ["TckgClient", rowReaders.client, "clientId"],
    ["TckgCase", rowReaders.case, "caseId"],
    ["TckgContact", rowReaders.contact, "contactId"],
    ["TckgBrief", rowReaders.brief, "briefId"],
    ["TckgMileage", rowReaders.mileage, "mileageId"],
    ["TckgAddress", rowReaders.address, "addressId"],
    ["TckgStaff", rowReaders.staff, "staffId"],
    ["TckgCooperation", rowReaders.cooperation, "cooperationId"],
  ];

  it.each(lists)(
    "%s/list answers a RuoYi table the client's reader accepts",
    async (path, readRow, idKey) => {
      const response = await server.app.inject({ url: `/api/pcsystem/${path}/list?language=0` });
      expect(response.headers["content-type"]).toContain("application/json");
      const body = response.json() as Table;
      expect(Object.keys(body)).toEqual(["total", "rows", "code", "msg"]);
      expect(body).toMatchObject({ code: 200, msg: "查询成功" });
      expect(body.rows.length).toBeGreaterThan(0);
      expect(body.total).toBe(body.rows.length);
      for (const row of body.rows) {
        expect(readRow(row), JSON.stringify(row)).not.toBeNull();
        expect(row).toMatchObject({ createBy: null, updateBy: null });
        expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(typeof row[idKey]).toBe("number");
        expect(row).not.toHaveProperty("sortOrder");
        expect(row).not.toHaveProperty("createdAt");
        if (path !== "TckgClient") expect(row.language).toBe("0");
      }
    },
  );

  it("filters news by type and language, in file order, codes as RuoYi strings", async () => {
    const zh = await list("TckgDynamic", "?dynamicType=1&language=0");
    expect(zh.rows.map((row) => row.dynamicId)).toEqual([1, 2, 3]);
    expect(zh.total).toBe(3);
    expect(zh.rows[0]).toMatchObject({
      dynamicType: "1",
      language: "0",
      dynamicTitle: "新闻一 | 副标题",
      dynamicDate: "2026-03-18",
      remark: null,
    });
    expect(await ids("TckgDynamic", "dynamicId", "?dynamicType=1&language=1")).toEqual({
      ids: [1001, 1002, 1003],
      total: 3,
    });
    expect(await ids("TckgDynamic", "dynamicId", "?dynamicType=6&language=0")).toEqual({
      ids: [5],
      total: 1,
    });
  });

  it("filters experts and cases by type", async () => {
    expect(await ids("TckgPersonnel", "personnelId", "?personnelType=0&language=0")).toEqual({
      ids: [1, 2, 3],
      total: 3,
    });
    expect(await ids("TckgPersonnel", "personnelId", "?personnelType=5&language=1")).toEqual({
      ids: [1004],
      total: 1,
    });
    const experts = await list("TckgPersonnel", "?personnelType=0&language=0");
    expect(experts.rows[0]).toMatchObject({
      remark: "十年经验。服务千家企业。",
      personnelType: "0",
    });
    expect(await ids("TckgCase", "caseId", "?caseType=1&language=0")).toEqual({
      ids: [1, 2, 3],
      total: 3,
    });
    expect(await ids("TckgCase", "caseId", "?caseType=4&language=0")).toEqual({
      ids: [],
      total: 0,
    });
  });

  it("pages: absent pageSize is every row, past the end is no rows with the true total", async () => {
    const query = "?dynamicType=1&language=0";
    expect(await ids("TckgDynamic", "dynamicId", query)).toEqual({ ids: [1, 2, 3], total: 3 });
    expect(await ids("TckgDynamic", "dynamicId", `${query}&pageNum=1&pageSize=2`)).toEqual({
      ids: [1, 2],
      total: 3,
    });
    expect(await ids("TckgDynamic", "dynamicId", `${query}&pageNum=2&pageSize=2`)).toEqual({
      ids: [3],
      total: 3,
    });
    expect(await ids("TckgDynamic", "dynamicId", `${query}&pageNum=3&pageSize=2`)).toEqual({
      ids: [],
      total: 3,
    });
    expect(await ids("TckgDynamic", "dynamicId", `${query}&pageNum=99&pageSize=3`)).toEqual({
      ids: [],
      total: 3,
    });
  });

  it("serves both languages without a language, and no rows for an unknown one", async () => {
    expect((await list("TckgDynamic")).total).toBe(10);
    expect((await list("TckgConfig")).rows.map((row) => row.configName)).toEqual([
      "天诚控股集团",
      "Tiancheng Holdings",
    ]);
    expect((await list("TckgDynamic", "?language=2")).total).toBe(0);
    expect((await list("TckgDynamic", "?language=abc")).total).toBe(0);
    expect((await list("TckgDynamic", "?language=0&dynamicType=x")).total).toBe(0);
    expect((await list("TckgDynamic", "?language=&dynamicType=")).total).toBe(10);
  });

  it("answers the client logos whatever the language", async () => {
    for (const query of ["", "?language=0", "?language=1"]) {
      const { rows } = await list("TckgClient", query);
      expect(rows.map((row) => row.clientId)).toEqual([1, 2, 3]);
      expect(rows[0]).not.toHaveProperty("language");
    }
  });

  it("answers config, profile, timeline and cooperation per language", async () => {
    expect((await list("TckgConfig", "?language=1")).rows[0]).toMatchObject({
      configName: "Tiancheng Holdings",
      icpBa: "京ICP备19012345号-1",
    });
    expect((await list("TckgBrief", "?language=0")).rows[0]).toMatchObject({
      briefImgs: "/profile/about/a1.svg,/profile/about/a2.svg",
      briefYgNumber: 1521,
      briefZyrcNumber: 197,
      briefFgsNumber: 23,
    });
    const [mileage] = (await list("TckgMileage", "?language=1")).rows;
    expect(mileage).toMatchObject({ mileageYear: "2019", mileageTitle: "Founded" });
    expect(readMonthsJson(String(mileage?.mileageContent))).toEqual([
      { month: "3", content: "Head office opens" },
      { month: "11", content: "Shanghai branch opens" },
    ]);
    const collapsed = await list("TckgCooperation", "?language=0&pageSize=9&pageNum=1");
    expect(collapsed.rows).toHaveLength(9);
    expect(collapsed.total).toBe(11);
    expect((await list("TckgCooperation", "?language=0")).rows).toHaveLength(11);
    expect((await list("TckgStaff", "?language=0")).rows[0]).toMatchObject({
      staffCode: "BJ",
      color: "#1a4f9c",
    });
  });
});

describe("single reads (spec 7.1)", () => {
  function expectNoEmptyChildren(nodes: Array<Record<string, unknown>>) {
    for (const node of nodes) {
      if ("children" in node) {
        const children = node.children as Array<Record<string, unknown>>;
        expect(children.length).toBeGreaterThan(0);
        expectNoEmptyChildren(children);
      }
    }
  }

  it("answers the menu tree in data, leaves without a children key", async () => {
    const response = await server.app.inject({
      url: "/api/pcsystem/TckgClassify/treeselect?language=0",
    });
    const body = response.json();
    expect(body).toMatchObject({ code: 200, msg: "操作成功" });
    const tree = body.data as Array<Record<string, unknown>>;
    expect(tree.map((node) => node.id)).toEqual([1, 2]);
    expect(tree[0]).toEqual({
      id: 1,
      label: "首页",
      classifyPath: "/",
      classifyImg: "/profile/menu/home.svg",
      classifyImg2: "/profile/menu/home-hover.svg",
    });
    const services = tree[1] as { children: Array<Record<string, unknown>>; classifyImg2: unknown };
    expect(services.classifyImg2).toBeNull();
    expect(services.children.map((node) => node.id)).toEqual([21, 22]);
    expect(services.children[1]).not.toHaveProperty("children");
    expect(services.children[0]).toMatchObject({
      children: [{ id: 211, label: "代理记账", classifyPath: "/kuaiji" }],
    });
    expectNoEmptyChildren(tree);
    for (const node of tree) expect(rowReaders.classify(node)).not.toBeNull();

    const english = await server.app.inject({
      url: "/api/pcsystem/TckgClassify/treeselect?language=1",
    });
    expect((english.json().data as Array<{ label: string }>).map((node) => node.label)).toEqual([
      "Home",
      "Services",
    ]);
  });

  it("answers the chairman in data, per language", async () => {
    for (const [language, title] of [
      ["0", "董事长致辞"],
      ["1", "Chairman's message"],
    ]) {
      const response = await server.app.inject({
        url: `/api/pcsystem/TckgChairman/getInfo?language=${language}`,
      });
      const body = response.json();
      expect(body).toMatchObject({ code: 200, msg: "操作成功", data: { chairmanTitle: title } });
      expect(rowReaders.chairman(body.data)).not.toBeNull();
    }
    const none = await server.app.inject({ url: "/api/pcsystem/TckgChairman/getInfo?language=7" });
    expect(none.json()).toEqual({ code: 200, msg: "操作成功" });
  });

  it("answers a news item by id, in either language", async () => {
    const zh = await server.app.inject({ url: "/api/pcsystem/TckgDynamic/2" });
    expect(zh.statusCode).toBe(200);
    expect(zh.json()).toMatchObject({
      code: 200,
      msg: "操作成功",
      data: {
        dynamicId: 2,
        dynamicTitle: "新闻二",
        dynamicContent: expect.stringContaining("<img"),
      },
    });
    const en = await server.app.inject({ url: "/api/pcsystem/TckgDynamic/1001" });
    expect(en.json().data.dynamicTitle).toBe("News one | Sub");
  });

  it("answers 404 with a RuoYi body for an unknown or non-numeric news id", async () => {
    for (const id of ["999", "abc", "1.5", "-1", "99999999999999999999"]) {
      const response = await server.app.inject({ url: `/api/pcsystem/TckgDynamic/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json(), id).toEqual({ code: 404, msg: "资讯不存在" });
    }
  });

  it("answers unknown API paths with 404", async () => {
    const response = await server.app.inject({ url: "/api/pcsystem/TckgNope/list" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: "接口不存在" });
  });
});

describe("media and brochures", () => {
  it("serves media under /api/profile with its type and a long cache", async () => {
    const response = await server.app.inject({ url: "/api/profile/news/n1.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["cache-control"]).toMatch(/max-age=604800/);
    expect(response.headers.etag).toBeDefined();
  });

  it("serves videos with range requests", async () => {
    const full = await server.app.inject({ url: "/api/profile/video/video-1.mp4" });
    expect(full.statusCode).toBe(200);
    expect(full.headers["content-type"]).toBe("video/mp4");
    expect(full.headers["accept-ranges"]).toBe("bytes");
    const part = await server.app.inject({
      url: "/api/profile/video/video-1.mp4",
      headers: { range: "bytes=0-1023" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-1023/${64 * 1024}`);
    expect(part.rawPayload).toHaveLength(1024);
  });

  it("serves brochures under /PDF", async () => {
    const response = await server.app.inject({ url: "/PDF/group-introduction.pdf" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.body).toContain("%PDF");
  });

  it("answers a missing file with a RuoYi 404", async () => {
    for (const url of ["/api/profile/news/missing.svg", "/PDF/missing.pdf"]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: 404, msg: "资源不存在" });
    }
    // A folder is never listed.
    const folder = await server.app.inject({ url: "/api/profile/news/" });
    expect(folder.statusCode).toBe(403);
    expect(folder.json()).toEqual({ code: 403, msg: "禁止访问" });
  });

  it("serves nothing outside the media and brochure folders", async () => {
    for (const url of [
      "/api/profile/../../data/site.db",
      "/api/profile/%2e%2e/%2e%2e/data/site.db",
      "/api/profile/..%2f..%2fdata/site.db",
      "/PDF/../zh/news.yaml",
      "/PDF/..%2fzh/news.yaml",
    ]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body, url).not.toContain("SQLite format");
      expect(response.body, url).not.toContain("dynamicId");
    }
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { createApi, languageCode, type Api, type ComplaintValues } from "./client";
import { answerApiRequest } from "./fixtures";

const BASE = "http://test.local";

/** A fetch that answers from the recorded fixtures and remembers every request. */
function fixtureFetch() {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const body = request.method === "POST" ? ((await request.json()) as unknown) : undefined;
    const answer = answerApiRequest(request.method, new URL(request.url), body);
    if (!answer) return new Response("Not Found", { status: 404 });
    return Response.json(answer.body, { status: answer.status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, spy: fetch, requests };
}

/** A fetch that always gives the same answer. */
function answering(body: unknown, status = 200) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(input instanceof Request ? input : new Request(input, init));
    return new Response(typeof body === "string" ? body : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, spy: fetch, requests };
}

function sent(request: Request | undefined) {
  if (!request) throw new Error("no request was sent");
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname,
    params: Object.fromEntries(url.searchParams),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("languageCode (D2)", () => {
  it("maps the Chinese edition to 0 and the English edition to 1", () => {
    expect(languageCode("zh")).toBe(0);
    expect(languageCode("en")).toBe(1);
  });
});

describe("mediaUrl", () => {
  it("prefixes stored paths with the API base", () => {
    const api = createApi({ lang: "zh", baseUrl: BASE });
    expect(api.lang).toBe("zh");
    expect(api.mediaUrl("/profile/video/home1.mp4")).toBe(`${BASE}/api/profile/video/home1.mp4`);
    expect(api.mediaUrl("/api/profile/x.png")).toBe(`${BASE}/api/profile/x.png`);
    expect(api.mediaUrl("https://cdn.example.com/x.png")).toBe("https://cdn.example.com/x.png");
    expect(api.mediaUrl("")).toBeNull();
    expect(api.mediaUrl(null)).toBeNull();
  });

  it("is same-origin by default and ignores a trailing slash on baseUrl", () => {
    expect(createApi({ lang: "en" }).mediaUrl("/profile/x.png")).toBe("/api/profile/x.png");
    expect(createApi({ lang: "en", baseUrl: `${BASE}/` }).mediaUrl("/profile/x.png")).toBe(
      `${BASE}/api/profile/x.png`,
    );
  });
});

describe("getMenu", () => {
  it("reads the Chinese tree from data.data with language=0", async () => {
    const { fetch, requests } = fixtureFetch();
    const menu = await createApi({ lang: "zh", baseUrl: BASE, fetch }).getMenu();
    expect(sent(requests[0])).toEqual({
      method: "GET",
      path: "/api/pcsystem/TckgClassify/treeselect",
      params: { language: "0" },
    });
    expect(menu?.map((item) => item.path)).toEqual([
      "/",
      "/kuaiji",
      "/haiwai",
      "/shangye",
      "/zixun",
      "/aboutus",
      "/shangxiehui",
    ]);
    const groups = menu?.[1];
    expect(groups?.label).toBe("事业群");
    expect(groups?.children.map((child) => child.path)).toEqual([
      "/kuaiji",
      "/zizhi",
      "/qidai",
      "/zonghe",
      "/zhichan",
    ]);
    expect(groups?.children[0]).toEqual({
      id: 21,
      label: "会计事业群",
      path: "/kuaiji",
      icon: `${BASE}/api/profile/upload/2024/05/20/menu_kuaiji_20240520103000A021.png`,
      iconHover: `${BASE}/api/profile/upload/2024/05/20/menu_kuaiji_hover_20240520103000A041.png`,
      children: [],
    });
    expect(menu?.[0]).toEqual({
      id: 1,
      label: "首页",
      path: "/",
      icon: null,
      iconHover: null,
      children: [],
    });
    // Labels are raw HTML: the UI sanitizes them.
    expect(menu?.[2]?.label).toBe("<span>海外</span>");
    expect(menu?.[5]?.children).toHaveLength(6);
    expect(menu?.[6]?.children.map((child) => child.path)).toEqual([
      "/xiaoqi",
      "/gongyi",
      "/shangxiehui",
    ]);
  });

  it("reads the English tree from data with language=1", async () => {
    const { fetch, requests } = fixtureFetch();
    const menu = await createApi({ lang: "en", baseUrl: BASE, fetch }).getMenu();
    expect(sent(requests[0]).params).toEqual({ language: "1" });
    expect(menu).toHaveLength(7);
    expect(menu?.[0]?.path).toBe("/indexE");
    expect(
      menu?.flatMap((item) => [item, ...item.children]).every((item) => item.path.endsWith("E")),
    ).toBe(true);
  });

  it("accepts the tree at data and at data.data", async () => {
    const tree = [
      { id: 1, label: "首页", classifyPath: "/", classifyImg: null, classifyImg2: null },
    ];
    const expected = [
      { id: 1, label: "首页", path: "/", icon: null, iconHover: null, children: [] },
    ];
    const flat = answering({ code: 200, msg: "操作成功", data: tree });
    expect(await createApi({ lang: "zh", baseUrl: BASE, fetch: flat.fetch }).getMenu()).toEqual(
      expected,
    );
    const nested = answering({ code: 200, msg: "操作成功", data: { data: tree } });
    expect(await createApi({ lang: "zh", baseUrl: BASE, fetch: nested.fetch }).getMenu()).toEqual(
      expected,
    );
  });

  it("writes exactly one console line when the load fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { fetch } = answering({ code: 500, msg: "操作失败" });
    expect(await createApi({ lang: "zh", baseUrl: BASE, fetch }).getMenu()).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe("getSiteConfig", () => {
  it("reads rows[0] of the config list", async () => {
    const { fetch, requests } = fixtureFetch();
    const config = await createApi({ lang: "zh", baseUrl: BASE, fetch }).getSiteConfig();
    expect(sent(requests[0])).toEqual({
      method: "GET",
      path: "/api/pcsystem/TckgConfig/list",
      params: { language: "0" },
    });
    expect(config).toEqual({ name: "天诚企业服务集团", icp: "京ICP备2021018837号-1" });
  });

  it("gives null for an empty list", async () => {
    const { fetch } = answering({ code: 200, msg: "查询成功", total: 0, rows: [] });
    expect(await createApi({ lang: "zh", baseUrl: BASE, fetch }).getSiteConfig()).toBeNull();
  });
});

describe("listNews", () => {
  it("sends type, paging and language, and normalizes the rows", async () => {
    const { fetch, requests } = fixtureFetch();
    const page = await createApi({ lang: "zh", baseUrl: BASE, fetch }).listNews({
      type: 1,
      pageNum: 1,
      pageSize: 2,
    });
    expect(sent(requests[0])).toEqual({
      method: "GET",
      path: "/api/pcsystem/TckgDynamic/list",
      params: { dynamicType: "1", pageNum: "1", pageSize: "2", language: "0" },
    });
    expect(page?.total).toBe(3);
    expect(page?.rows).toHaveLength(2);
    const first = page?.rows[0];
    expect(first).toMatchObject({
      id: 1,
      headline: "天诚集团2026年度合作伙伴大会在京召开",
      subline: "共话中小企业财税服务新机遇",
      date: "2026-03-18",
      source: "集团品牌中心",
      type: 1,
      imageUrl: `${BASE}/api/profile/upload/2026/03/18/partner_conference_20260318103000A001.jpg`,
    });
    expect(first?.title).toBe("天诚集团2026年度合作伙伴大会在京召开 | 共话中小企业财税服务新机遇");
    expect(first?.summaryHtml).toContain("300余位合作伙伴");
    // D3: list views carry no images.
    expect(first?.contentHtml).not.toMatch(/<img/i);
    expect(first?.contentHtml).toContain("<p>大会发布了");
  });

  it("sends no paging parameters when none are given (types 6 and 7)", async () => {
    const { fetch, requests } = fixtureFetch();
    const page = await createApi({ lang: "en", baseUrl: BASE, fetch }).listNews({ type: 7 });
    expect(sent(requests[0]).params).toEqual({ dynamicType: "7", language: "1" });
    expect(page?.rows.map((item) => item.title)).toEqual([
      "Tiancheng Tax Consulting Co., Ltd.",
      "Tiancheng Construction Consulting Co., Ltd.",
      "Tiancheng International (Hong Kong) Limited",
    ]);
    expect(page?.rows[0]?.subline).toBe("");
  });

  it("rewrites admin-build paths in the rich text", async () => {
    const { fetch } = fixtureFetch();
    const page = await createApi({ lang: "zh", baseUrl: BASE, fetch }).listNews({
      type: 4,
      pageNum: 1,
      pageSize: 3,
    });
    const guide = page?.rows.find((item) => item.id === 13);
    expect(guide?.contentHtml).toContain(
      `href="${BASE}/api/profile/upload/2026/02/20/checklist_20260220103000A018.pdf"`,
    );
  });

  it("splits a full-width bar too", async () => {
    const { fetch } = fixtureFetch();
    const page = await createApi({ lang: "en", baseUrl: BASE, fetch }).listNews({ type: 1 });
    expect(page?.rows[2]).toMatchObject({
      headline: "Singapore Office Opens",
      subline: "Helping Cross-Border Sellers Go Global in Compliance",
    });
  });

  it("returns the true total and no rows past the end", async () => {
    const { fetch } = fixtureFetch();
    const page = await createApi({ lang: "zh", baseUrl: BASE, fetch }).listNews({
      type: 3,
      pageNum: 4,
      pageSize: 2,
    });
    expect(page).toEqual({ rows: [], total: 5 });
  });

  it("counts the rows when total is missing", async () => {
    const { fetch } = answering({
      code: 200,
      rows: [{ dynamicId: 1, dynamicTitle: "a", dynamicType: 2 }],
    });
    const page = await createApi({ lang: "zh", baseUrl: BASE, fetch }).listNews({ type: 2 });
    expect(page?.total).toBe(1);
    expect(page?.rows[0]).toEqual({
      id: 1,
      title: "a",
      headline: "a",
      subline: "",
      summaryHtml: "",
      contentHtml: "",
      imageUrl: null,
      date: "",
      source: "",
      type: 2,
    });
  });
});

describe("getNewsItem", () => {
  it("reads the detail by id, without a language parameter, keeping its images", async () => {
    const { fetch, requests } = fixtureFetch();
    const detail = await createApi({ lang: "zh", baseUrl: BASE, fetch }).getNewsItem(1);
    expect(sent(requests[0])).toEqual({
      method: "GET",
      path: "/api/pcsystem/TckgDynamic/1",
      params: {},
    });
    expect(detail.status).toBe("found");
    if (detail.status !== "found") return;
    expect(detail.item.title).toContain("合作伙伴大会");
    expect(detail.item.contentHtml).toContain(
      `<img src="${BASE}/api/profile/upload/2026/03/18/conference_hall_20260318103000A002.jpg"`,
    );
  });

  it("accepts a string id and English ids", async () => {
    const { fetch, requests } = fixtureFetch();
    const detail = await createApi({ lang: "en", baseUrl: BASE, fetch }).getNewsItem("104");
    expect(sent(requests[0]).path).toBe("/api/pcsystem/TckgDynamic/104");
    expect(detail).toMatchObject({ status: "found", item: { id: 104, type: 2 } });
  });

  it("accepts the payload at data and at data.data", async () => {
    const row = {
      dynamicId: 9,
      dynamicTitle: "标题｜副标题",
      dynamicContent: "<p>正文</p>",
      dynamicType: "3",
    };
    for (const body of [
      { code: 200, msg: "操作成功", data: row },
      { code: 200, msg: "操作成功", data: { code: 200, msg: "操作成功", data: row } },
    ]) {
      const { fetch } = answering(body);
      expect(await createApi({ lang: "zh", baseUrl: BASE, fetch }).getNewsItem(9)).toMatchObject({
        status: "found",
        item: { id: 9, headline: "标题", subline: "副标题", contentHtml: "<p>正文</p>", type: 3 },
      });
    }
  });

  it("is not-found for an unknown id (success without data)", async () => {
    const { fetch } = fixtureFetch();
    expect(await createApi({ lang: "zh", baseUrl: BASE, fetch }).getNewsItem(999)).toEqual({
      status: "not-found",
    });
  });

  it("is not-found on HTTP 404", async () => {
    const { fetch } = answering({ code: 404, msg: "Not Found" }, 404);
    expect(await createApi({ lang: "zh", baseUrl: BASE, fetch }).getNewsItem(5)).toEqual({
      status: "not-found",
    });
  });

  it("is not-found without a request for an id that is not a number", async () => {
    const { fetch, spy } = fixtureFetch();
    expect(await createApi({ lang: "zh", baseUrl: BASE, fetch }).getNewsItem("abc")).toEqual({
      status: "not-found",
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it.each([
    ["HTTP 500", () => answering({ code: 500 }, 500).fetch],
    ["code 500", () => answering({ code: 500, msg: "操作失败" }).fetch],
    ["invalid JSON", () => answering("{not json").fetch],
    [
      "a field of the wrong type",
      () =>
        answering({ code: 200, data: { dynamicId: 1, dynamicTitle: 42, dynamicType: 1 } }).fetch,
    ],
    ["network error", () => rejecting()],
  ])("is failed on %s", async (_, makeFetch) => {
    expect(
      await createApi({ lang: "zh", baseUrl: BASE, fetch: makeFetch() }).getNewsItem(1),
    ).toEqual({
      status: "failed",
    });
  });
});

describe("listExperts", () => {
  it("sends personnelType with paging and splits the remark into highlights", async () => {
    const { fetch, requests } = fixtureFetch();
    const page = await createApi({ lang: "zh", baseUrl: BASE, fetch }).listExperts({
      type: 0,
      pageNum: 1,
      pageSize: 8,
    });
    expect(sent(requests[0])).toEqual({
      method: "GET",
      path: "/api/pcsystem/TckgPersonnel/list",
      params: { personnelType: "0", pageNum: "1", pageSize: "8", language: "0" },
    });
    expect(page?.total).toBe(10);
    expect(page?.rows).toHaveLength(8);
    expect(page?.rows[0]).toEqual({
      id: 1,
      name: "王立群",
      position: "集团首席财税专家",
      imageUrl: `${BASE}/api/profile/upload/2025/06/12/expert01_20250612103000A001.jpg`,
      highlights: [
        "中国注册会计师、注册税务师",
        "从业22年，主持大型企业集团税务筹划项目60余个",
        "曾任大型会计师事务所合伙人",
      ],
      type: 0,
    });
  });

  it("reads the English list with language=1", async () => {
    const { fetch, requests } = fixtureFetch();
    const page = await createApi({ lang: "en", baseUrl: BASE, fetch }).listExperts({ type: 5 });
    expect(sent(requests[0]).params).toEqual({ personnelType: "5", language: "1" });
    expect(page?.total).toBe(10);
    expect(page?.rows[0]?.highlights).toEqual([
      "Certified Public Accountant",
      "18 years in practice",
      "Has served more than 5,000 SMEs",
    ]);
  });
});

describe("listCases", () => {
  it("sends caseType with paging (second page of two)", async () => {
    const { fetch, requests } = fixtureFetch();
    const page = await createApi({ lang: "zh", baseUrl: BASE, fetch }).listCases({
      type: 1,
      pageNum: 2,
      pageSize: 2,
    });
    expect(sent(requests[0])).toEqual({
      method: "GET",
      path: "/api/pcsystem/TckgCase/list",
      params: { caseType: "1", pageNum: "2", pageSize: "2", language: "0" },
    });
    expect(page?.total).toBe(4);
    expect(page?.rows[0]).toEqual({
      id: 3,
      title: "安全生产许可证到期延续",
      summaryHtml: "<p>天津某建设集团</p><p>避免停工风险</p>",
      content:
        "企业安全生产许可证即将到期，且部分安全管理人员证书失效。顾问协助完成人员换证与安全制度更新，许可证按期延续。",
      duration: "30个工作日",
      imageUrl: `${BASE}/api/profile/upload/2025/07/03/case03_20250703103000A003.jpg`,
      type: 1,
    });
  });
});

describe("listClients", () => {
  it("sends no language and no other parameter", async () => {
    const { fetch, requests } = fixtureFetch();
    const page = await createApi({ lang: "en", baseUrl: BASE, fetch }).listClients();
    expect(sent(requests[0])).toEqual({
      method: "GET",
      path: "/api/pcsystem/TckgClient/list",
      params: {},
    });
    expect(page?.total).toBe(15);
    expect(page?.rows[0]).toEqual({
      id: 1,
      logoUrl: `${BASE}/api/profile/upload/2025/04/08/client01_20250408103000A001.png`,
    });
  });
});

describe("listContacts", () => {
  it("reads the department contacts", async () => {
    const { fetch, requests } = fixtureFetch();
    const page = await createApi({ lang: "zh", baseUrl: BASE, fetch }).listContacts();
    expect(sent(requests[0])).toEqual({
      method: "GET",
      path: "/api/pcsystem/TckgContact/list",
      params: { language: "0" },
    });
    expect(page?.rows).toHaveLength(4);
    expect(page?.rows[0]).toEqual({
      id: 1,
      department: "商务合作部",
      person: "王经理",
      phone: "010-8577 6620",
      address: "北京市朝阳区建国路88号SOHO现代城A座18层",
    });
  });
});

describe("getProfile", () => {
  it("reads rows[0] of the brief, splits the images and keeps the counts", async () => {
    const { fetch, requests } = fixtureFetch();
    const profile = await createApi({ lang: "zh", baseUrl: BASE, fetch }).getProfile();
    expect(sent(requests[0])).toEqual({
      method: "GET",
      path: "/api/pcsystem/TckgBrief/list",
      params: { language: "0" },
    });
    expect(profile?.images).toEqual([
      `${BASE}/api/profile/upload/2025/05/06/office_lobby_20250506103000A001.jpg`,
      `${BASE}/api/profile/upload/2025/05/06/service_hall_20250506103000A002.jpg`,
      `${BASE}/api/profile/upload/2025/05/06/team_photo_20250506103000A003.jpg`,
    ]);
    expect(profile).toMatchObject({ employees: 1521, talents: 197, branches: 23 });
    expect(profile?.aboutHtml).toContain(
      `<img src="${BASE}/api/profile/upload/2025/05/06/group_building_20250506103000A004.jpg"`,
    );
  });

  it("reads counts sent as numeric strings", async () => {
    const { fetch } = answering({
      code: 200,
      rows: [
        {
          briefAbout: null,
          briefImgs: null,
          briefYgNumber: "12",
          briefZyrcNumber: null,
          briefFgsNumber: 3,
        },
      ],
    });
    expect(await createApi({ lang: "zh", baseUrl: BASE, fetch }).getProfile()).toEqual({
      aboutHtml: "",
      images: [],
      employees: 12,
      talents: 0,
      branches: 3,
    });
  });
});

describe("getChairman", () => {
  it("reads the Chinese message from data.data and splits the brief", async () => {
    const { fetch, requests } = fixtureFetch();
    const chairman = await createApi({ lang: "zh", baseUrl: BASE, fetch }).getChairman();
    expect(sent(requests[0])).toEqual({
      method: "GET",
      path: "/api/pcsystem/TckgChairman/getInfo",
      params: { language: "0" },
    });
    expect(chairman).toMatchObject({
      title: "董事长致辞",
      subtitle: "以专业守护每一家企业的成长",
      imageUrl: `${BASE}/api/profile/upload/2025/05/06/chairman_20250506103000A005.jpg`,
      briefLead: "天诚企业服务集团董事长",
      briefTail: "李明远",
    });
    expect(chairman?.contentHtml).toContain("<p>各位朋友：</p>");
  });

  it("reads the English message from data", async () => {
    const { fetch, requests } = fixtureFetch();
    const chairman = await createApi({ lang: "en", baseUrl: BASE, fetch }).getChairman();
    expect(sent(requests[0]).params).toEqual({ language: "1" });
    expect(chairman).toMatchObject({
      title: "Chairman's Message",
      briefLead: "Chairman, Tiancheng Business Services Group",
      briefTail: "Li Mingyuan",
    });
  });

  it("accepts both shapes of a hand-written body", async () => {
    const row = { chairmanTitle: "致辞", chairmanBrief: "董事长", chairmanImg: "" };
    const expected = {
      title: "致辞",
      subtitle: "",
      imageUrl: null,
      contentHtml: "",
      briefLead: "董事长",
      briefTail: "",
    };
    for (const body of [
      { code: 200, data: row },
      { code: 200, data: { data: row } },
    ]) {
      const { fetch } = answering(body);
      expect(await createApi({ lang: "zh", baseUrl: BASE, fetch }).getChairman()).toEqual(expected);
    }
  });
});

describe("listMilestones", () => {
  it("parses the months and leaves an invalid entry without months", async () => {
    const { fetch, requests } = fixtureFetch();
    const page = await createApi({ lang: "zh", baseUrl: BASE, fetch }).listMilestones();
    expect(sent(requests[0])).toEqual({
      method: "GET",
      path: "/api/pcsystem/TckgMileage/list",
      params: { language: "0" },
    });
    expect(page?.rows).toHaveLength(6);
    expect(page?.rows[0]).toEqual({
      id: 1,
      year: "2012",
      title: "在北京创立",
      imageUrl: `${BASE}/api/profile/upload/2025/05/07/history_2012_20250507103000A001.jpg`,
      months: [
        { month: "3月", content: "天诚财税咨询有限公司在北京朝阳区成立" },
        { month: "10月", content: "服务企业突破500家" },
      ],
    });
    expect(page?.rows.find((row) => row.year === "2018")?.months).toEqual([]);
  });
});

describe("listOffices and listStaff", () => {
  it("reads the offices with their staff codes", async () => {
    const { fetch, requests } = fixtureFetch();
    const page = await createApi({ lang: "zh", baseUrl: BASE, fetch }).listOffices();
    expect(sent(requests[0])).toEqual({
      method: "GET",
      path: "/api/pcsystem/TckgAddress/list",
      params: { language: "0" },
    });
    expect(page?.rows).toHaveLength(10);
    expect(page?.rows[0]).toEqual({ id: 1, name: "北京", englishName: "Beijing", code: "BJ" });
  });

  it("reads the staff cards", async () => {
    const { fetch, requests } = fixtureFetch();
    const page = await createApi({ lang: "en", baseUrl: BASE, fetch }).listStaff();
    expect(sent(requests[0])).toEqual({
      method: "GET",
      path: "/api/pcsystem/TckgStaff/list",
      params: { language: "1" },
    });
    expect(page?.rows).toHaveLength(10);
    expect(page?.rows[0]).toEqual({
      id: 101,
      code: "BJ",
      name: "Li Mingyuan",
      company: "Tiancheng Business Services Group (Beijing HQ)",
      phone: "010-8577 6600",
      address: "18/F, Tower A, SOHO New Town, 88 Jianguo Road, Chaoyang District, Beijing",
      postHtml: "<p>Chairman</p><p>Head of Beijing headquarters</p>",
      imageUrl: `${BASE}/api/profile/upload/2025/05/08/staff_bj_20250508103000A001.jpg`,
      color: "#b81c22",
    });
    expect(page?.rows[3]?.color).toBeNull();
  });
});

describe("listCooperation", () => {
  it("sends only the language when expanded", async () => {
    const { fetch, requests } = fixtureFetch();
    const page = await createApi({ lang: "zh", baseUrl: BASE, fetch }).listCooperation();
    expect(sent(requests[0])).toEqual({
      method: "GET",
      path: "/api/pcsystem/TckgCooperation/list",
      params: { language: "0" },
    });
    expect(page?.rows).toHaveLength(12);
    expect(page?.rows[0]).toEqual({
      id: 1,
      imageUrl: `${BASE}/api/profile/upload/2025/08/15/partner01_20250815103000A001.png`,
      content: "北京市中小企业服务联盟 理事单位",
    });
  });

  it("sends page 1 of 9 when collapsed", async () => {
    const { fetch, requests } = fixtureFetch();
    const page = await createApi({ lang: "en", baseUrl: BASE, fetch }).listCooperation({
      pageNum: 1,
      pageSize: 9,
    });
    expect(sent(requests[0]).params).toEqual({ pageNum: "1", pageSize: "9", language: "1" });
    expect(page?.rows).toHaveLength(9);
    expect(page?.total).toBe(12);
  });
});

function rejecting() {
  return vi.fn(async () => {
    throw new TypeError("Failed to fetch");
  }) as unknown as typeof fetch;
}

/** The recorded answer, with another code in the body. */
function recordedWithCode(code: number) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const answer = answerApiRequest(request.method, new URL(request.url));
    return Response.json({ ...(answer?.body as object), code, msg: "操作失败" });
  }) as unknown as typeof fetch;
}

function hanging() {
  return vi.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
}

const reads: [string, (api: Api) => Promise<unknown>][] = [
  ["getMenu", (api) => api.getMenu()],
  ["getSiteConfig", (api) => api.getSiteConfig()],
  ["listNews", (api) => api.listNews({ type: 1, pageNum: 1, pageSize: 2 })],
  ["listExperts", (api) => api.listExperts({ type: 0 })],
  ["listCases", (api) => api.listCases({ type: 5 })],
  ["listClients", (api) => api.listClients()],
  ["listContacts", (api) => api.listContacts()],
  ["getProfile", (api) => api.getProfile()],
  ["getChairman", (api) => api.getChairman()],
  ["listMilestones", (api) => api.listMilestones()],
  ["listOffices", (api) => api.listOffices()],
  ["listStaff", (api) => api.listStaff()],
  ["listCooperation", (api) => api.listCooperation()],
];

/** Bodies that carry one field of the wrong type, per read (a number where text belongs). */
const wrongTypeBodies: Record<string, unknown> = {
  getMenu: { code: 200, data: [{ id: 1, label: 7 }] },
  getSiteConfig: { code: 200, rows: [{ configName: 2026, icpBa: "x" }] },
  listNews: { code: 200, total: 1, rows: [{ dynamicId: 1, dynamicTitle: 5, dynamicType: 1 }] },
  listExperts: { code: 200, rows: [{ personnelId: 1, personnelName: 3, personnelType: 0 }] },
  listCases: { code: 200, rows: [{ caseId: 1, caseTitle: true, caseType: 5 }] },
  listClients: { code: 200, rows: [{ clientId: "one", clientImg: "/profile/a.png" }] },
  listContacts: { code: 200, rows: [{ contactId: 1, contactPhone: 1085776620 }] },
  getProfile: { code: 200, rows: [{ briefAbout: "<p/>", briefImgs: ["/profile/a.png"] }] },
  getChairman: { code: 200, data: { chairmanTitle: 1 } },
  listMilestones: { code: 200, rows: [{ mileageId: 1, mileageTitle: 5 }] },
  listOffices: { code: 200, rows: [{ addressId: 1, addressCode: 11 }] },
  listStaff: { code: 200, rows: [{ staffId: 1, staffName: 5 }] },
  listCooperation: { code: 200, rows: [{ cooperationId: 1, cooperationContent: { text: "x" } }] },
};

/** Success bodies without the part that holds the data. */
function withoutPayload(name: string): unknown {
  return name === "getMenu" || name === "getChairman"
    ? { code: 200, msg: "操作成功" }
    : { code: 200, msg: "查询成功", total: 3 };
}

describe.each(reads)("%s on failure", (name, read) => {
  const cases: [string, () => typeof fetch][] = [
    ["HTTP 500", () => answering({ code: 500, msg: "error" }, 500).fetch],
    ["a network error", () => rejecting()],
    ["invalid JSON", () => answering("<html>502 Bad Gateway</html>").fetch],
    ["code 500 with HTTP 200 (and the data)", () => recordedWithCode(500)],
    ["code 401 with HTTP 200 (and the data)", () => recordedWithCode(401)],
    ["a missing payload", () => answering(withoutPayload(name)).fetch],
    ["rows that are not a list", () => answering({ code: 200, rows: { 0: {} }, data: "x" }).fetch],
    ["a field of the wrong type", () => answering(wrongTypeBodies[name]).fetch],
  ];

  it.each(cases)("yields null on %s, without throwing", async (_kind, makeFetch) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const api = createApi({ lang: "zh", baseUrl: BASE, fetch: makeFetch() });
    await expect(read(api)).resolves.toBeNull();
    // spec 8: only the menu logs, one line.
    expect(error).toHaveBeenCalledTimes(name === "getMenu" ? 1 : 0);
  });

  it("yields null on a timeout", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const api = createApi({ lang: "zh", baseUrl: BASE, fetch: hanging(), timeoutMs: 20 });
    await expect(read(api)).resolves.toBeNull();
    expect(error).toHaveBeenCalledTimes(name === "getMenu" ? 1 : 0);
  });
});

describe("getIpFlag", () => {
  it("calls the country check without parameters", async () => {
    const { fetch, requests } = fixtureFetch();
    expect(await createApi({ lang: "zh", baseUrl: BASE, fetch }).getIpFlag()).toBe(true);
    expect(sent(requests[0])).toEqual({
      method: "GET",
      path: "/api/moudle/apisystem/ApiSoft/getIpFlag",
      params: {},
    });
  });

  it.each([
    ["true", true],
    ["false", false],
    ["1", true],
    ["0", false],
    [JSON.stringify({ code: 200, msg: "操作成功", data: false }), false],
    [JSON.stringify({ code: 200, msg: "操作成功", data: 1 }), true],
    [JSON.stringify({ code: 500, msg: "操作失败", data: true }), null],
    [JSON.stringify({ code: 200, msg: "操作成功" }), null],
    ['"yes"', null],
    ["2", null],
    ["null", null],
    ["not json", null],
  ])("reads %s as %s", async (body, expected) => {
    const { fetch } = answering(body);
    expect(await createApi({ lang: "zh", baseUrl: BASE, fetch }).getIpFlag()).toBe(expected);
  });

  it("is unknown (null) on HTTP 500, a network error or a timeout", async () => {
    expect(
      await createApi({
        lang: "zh",
        baseUrl: BASE,
        fetch: answering("false", 500).fetch,
      }).getIpFlag(),
    ).toBeNull();
    expect(
      await createApi({ lang: "zh", baseUrl: BASE, fetch: rejecting() }).getIpFlag(),
    ).toBeNull();
    expect(
      await createApi({ lang: "zh", baseUrl: BASE, fetch: hanging(), timeoutMs: 20 }).getIpFlag(),
    ).toBeNull();
  });
});

describe("writes", () => {
  const complaint: ComplaintValues = {
    customerName: "张三",
    customerPhone: "13812345678",
    customerCompany: "北京某科技有限公司",
    customerGwname: "李明",
    customerType: 3,
    customerTypecontent: "发票开具延迟",
    remark: "顾问答应三天内开票，至今未开。",
    customerImgs: [
      "/profile/upload/2026/11/25/receipt_20261125103000A001.png",
      "/profile/upload/2026/11/25/chat_20261125103000A001.jpg",
    ],
    customerSolve: 4,
    customerSolvecontent: "尽快开票并说明原因",
  };

  async function postedJson(request: Request | undefined) {
    if (!request) throw new Error("no request was sent");
    return {
      contentType: request.headers.get("content-type"),
      body: (await request.json()) as unknown,
    };
  }

  it("records a visit with the page label", async () => {
    const { fetch, requests } = fixtureFetch();
    expect(await createApi({ lang: "en", baseUrl: BASE, fetch }).recordVisit("首页")).toBe(true);
    expect(sent(requests[0])).toEqual({
      method: "POST",
      path: "/api/pcsystem/TckgSoftLogin",
      params: {},
    });
    expect(await postedJson(requests[0])).toEqual({
      contentType: "application/json",
      body: { userType: "首页" },
    });
  });

  it("sends a consultation as flat JSON", async () => {
    const { fetch, requests } = fixtureFetch();
    const api = createApi({ lang: "zh", baseUrl: BASE, fetch });
    expect(
      await api.submitConsultation({ name: "王女士", tel: "13912345678", content: "咨询公司注册" }),
    ).toBe(true);
    expect(sent(requests[0])).toEqual({
      method: "POST",
      path: "/api/pcsystem/TckgConsult",
      params: {},
    });
    expect(await postedJson(requests[0])).toEqual({
      contentType: "application/json",
      body: { name: "王女士", tel: "13912345678", content: "咨询公司注册" },
    });
  });

  it("sends a complaint with both spellings, numbers and comma-joined images (D4)", async () => {
    const { fetch, requests } = fixtureFetch();
    expect(await createApi({ lang: "zh", baseUrl: BASE, fetch }).submitComplaint(complaint)).toBe(
      true,
    );
    expect(sent(requests[0])).toEqual({
      method: "POST",
      path: "/api/pcsystem/Tckgcustomer",
      params: {},
    });
    expect(await postedJson(requests[0])).toEqual({
      contentType: "application/json",
      body: {
        customerName: "张三",
        customerPhone: "13812345678",
        customerCompany: "北京某科技有限公司",
        customerGwname: "李明",
        customerType: 3,
        customerTypecontent: "发票开具延迟",
        customerTypeContent: "发票开具延迟",
        remark: "顾问答应三天内开票，至今未开。",
        customerImgs:
          "/profile/upload/2026/11/25/receipt_20261125103000A001.png,/profile/upload/2026/11/25/chat_20261125103000A001.jpg",
        customerSolve: 4,
        customerSolvecontent: "尽快开票并说明原因",
        customerSolveContent: "尽快开票并说明原因",
      },
    });
  });

  it("sends an empty string when no image was uploaded", async () => {
    const { fetch, requests } = fixtureFetch();
    const values: ComplaintValues = {
      ...complaint,
      customerType: 1,
      customerTypecontent: "",
      customerImgs: [],
      customerSolve: 1,
      customerSolvecontent: "",
    };
    await createApi({ lang: "en", baseUrl: BASE, fetch }).submitComplaint(values);
    expect((await postedJson(requests[0])).body).toMatchObject({
      customerType: 1,
      customerTypecontent: "",
      customerTypeContent: "",
      customerImgs: "",
      customerSolve: 1,
      customerSolvecontent: "",
      customerSolveContent: "",
    });
  });

  it("is false on HTTP 500 and never retried", async () => {
    const { fetch, spy } = answering({ code: 500, msg: "error" }, 500);
    const api = createApi({ lang: "zh", baseUrl: BASE, fetch });
    expect(await api.submitComplaint(complaint)).toBe(false);
    expect(await api.submitConsultation({ name: "a", tel: "13912345678", content: "" })).toBe(
      false,
    );
    expect(await api.recordVisit("首页")).toBe(false);
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it.each([
    ["code 500 with HTTP 200", () => answering({ code: 500, msg: "操作失败" }).fetch],
    ["HTTP 429", () => answering({ code: 429, msg: "访问过于频繁" }, 429).fetch],
    ["HTTP 422", () => answering({ code: 422, msg: "Idempotency-Key" }, 422).fetch],
    ["invalid JSON", () => answering("oops").fetch],
  ])("is false on %s, not retried", async (_, makeFetch) => {
    const fetch = makeFetch();
    const api = createApi({ lang: "zh", baseUrl: BASE, fetch });
    expect(await api.submitConsultation({ name: "a", tel: "13912345678", content: "" })).toBe(
      false,
    );
    expect(await api.submitComplaint(complaint)).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("is false on a timeout", async () => {
    const api = createApi({ lang: "zh", baseUrl: BASE, fetch: hanging(), timeoutMs: 20 });
    expect(await api.submitConsultation({ name: "a", tel: "13912345678", content: "" })).toBe(
      false,
    );
  });
});

describe("a retried submission is one submission (D14)", () => {
  const consultation = { name: "王女士", tel: "13912345678", content: "咨询公司注册" };
  const complaintValues: ComplaintValues = {
    customerName: "张三",
    customerPhone: "13812345678",
    customerCompany: "北京某科技有限公司",
    customerGwname: "李明",
    customerType: 1,
    customerTypecontent: "",
    remark: "顾问答应三天内开票，至今未开。",
    customerImgs: [],
    customerSolve: 1,
    customerSolvecontent: "",
  };

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A network failure, as a browser's fetch reports it. */
  const networkFailure = () => new TypeError("Failed to fetch");
  const stored = () => Response.json({ code: 200, msg: "操作成功" });
  const unavailable = (retryAfter?: string) =>
    Response.json(
      { code: 503, msg: "服务暂时不可用，请稍后重试" },
      { status: 503, headers: retryAfter === undefined ? {} : { "Retry-After": retryAfter } },
    );

  /**
   * A fetch that gives these answers in turn (the last one from then on; an Error is thrown),
   * and remembers each request's key and when (by the clock) it was sent.
   */
  function inTurn(...answers: Array<() => Response | Error>) {
    const keys: Array<string | null> = [];
    const sentAt: number[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      keys.push(request.headers.get("Idempotency-Key"));
      sentAt.push(Date.now());
      const answer = answers[Math.min(keys.length, answers.length) - 1]!();
      if (answer instanceof Error) throw answer;
      return answer;
    });
    return { fetch: fetch as unknown as typeof globalThis.fetch, keys, sentAt };
  }

  it("sends a new key with each submit attempt, made with getRandomValues alone", async () => {
    // A plain-http page (or an older WeChat browser) has no crypto.randomUUID.
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const { fetch, keys } = inTurn(stored);
    const api = createApi({ lang: "zh", baseUrl: BASE, fetch });
    expect(await api.submitConsultation(consultation)).toBe(true);
    expect(await api.submitConsultation(consultation)).toBe(true);
    expect(await api.submitComplaint(complaintValues)).toBe(true);
    expect(await api.submitComplaint(complaintValues)).toBe(true);
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(4);
  });

  it.each([
    ["submitConsultation", (api: Api) => api.submitConsultation(consultation)],
    ["submitComplaint", (api: Api) => api.submitComplaint(complaintValues)],
  ])("%s resends an attempt after a network failure, with the same key", async (_, submit) => {
    vi.useFakeTimers();
    const { fetch, keys } = inTurn(networkFailure, networkFailure, stored);
    const result = submit(createApi({ lang: "zh", baseUrl: BASE, fetch }));
    await vi.runAllTimersAsync();
    expect(await result).toBe(true);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBeTruthy();
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
  });

  it("is false when the network fails on all three tries", async () => {
    vi.useFakeTimers();
    const { fetch, keys } = inTurn(networkFailure);
    const result = createApi({ lang: "zh", baseUrl: BASE, fetch }).submitConsultation(consultation);
    await vi.runAllTimersAsync();
    expect(await result).toBe(false);
    expect(keys).toHaveLength(3);
  });

  it("retries a 503 twice at most, with the same key, honouring Retry-After up to 5 s", async () => {
    vi.useFakeTimers();
    const { fetch, keys, sentAt } = inTurn(
      () => unavailable("2"),
      () => unavailable("120"),
      () => unavailable(),
    );
    const result = createApi({ lang: "zh", baseUrl: BASE, fetch }).submitConsultation(consultation);
    await vi.runAllTimersAsync();
    expect(await result).toBe(false);
    expect(keys).toHaveLength(3);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect([sentAt[1]! - sentAt[0]!, sentAt[2]! - sentAt[1]!]).toEqual([2_000, 5_000]);
  });

  it("stores on a retry after a 503 without Retry-After", async () => {
    vi.useFakeTimers();
    const { fetch, keys } = inTurn(() => unavailable(), stored);
    const result = createApi({ lang: "en", baseUrl: BASE, fetch }).submitComplaint(complaintValues);
    await vi.runAllTimersAsync();
    expect(await result).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("leaves reads as they were: one request, whatever comes back", async () => {
    const failing = inTurn(networkFailure);
    expect(
      await createApi({ lang: "zh", baseUrl: BASE, fetch: failing.fetch }).getSiteConfig(),
    ).toBeNull();
    const refused = inTurn(() => unavailable("0"));
    expect(
      await createApi({ lang: "zh", baseUrl: BASE, fetch: refused.fetch }).getSiteConfig(),
    ).toBeNull();
    expect([failing.keys, refused.keys]).toEqual([[null], [null]]);
  });
});

import { describe, expect, it } from "vitest";
import { createApi } from "@site/api/client";
import type { Lang } from "@site/forms/lang";
import { answerApiRequest } from "@site/api/fixtures";
import { pageIds, pageQuery, pageSection, type PageId } from "@site/api/page-catalog";
import { createQueries, createQueryClient } from "@site/api/queries";
import { createPageLoader, createShellLoader } from "./page-loaders";

const noDescriptions = async () => ({});

interface Call {
  method: string;
  path: string;
  params: Record<string, string>;
}

function recordingApi(lang: Lang) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname.replace("/api/pcsystem/", ""),
      params: Object.fromEntries(url.searchParams),
    });
    const answer = answerApiRequest(request.method, url);
    return new Response(JSON.stringify(answer?.body ?? { code: 404 }), {
      status: answer?.status ?? 404,
      headers: { "content-type": "application/json" },
    });
  };
  const api = createApi({ lang, baseUrl: "http://site.test", fetch });
  return { api, calls };
}

async function loadPage(page: PageId, url: string, lang: Lang = "zh") {
  const { api, calls } = recordingApi(lang);
  const queryClient = createQueryClient();
  const queries = createQueries(api);
  await createPageLoader(queryClient, queries, page, noDescriptions)({ request: new Request(url) });
  return { calls, queryClient, queries };
}

describe("page loaders (spec 7.1 sizes, D2 language)", () => {
  it("home: experts of type 0 page 1 size 8, two home news, clients without language", async () => {
    const { calls } = await loadPage("home", "http://site.test/");
    expect(calls).toEqual([
      {
        method: "GET",
        path: "TckgPersonnel/list",
        params: { personnelType: "0", pageNum: "1", pageSize: "8", language: "0" },
      },
      {
        method: "GET",
        path: "TckgDynamic/list",
        params: { dynamicType: "1", pageNum: "1", pageSize: "2", language: "0" },
      },
      { method: "GET", path: "TckgClient/list", params: {} },
    ]);
  });

  it("the English home sends language=1", async () => {
    const { calls } = await loadPage("home", "http://site.test/indexE", "en");
    expect(calls.slice(0, 2).map((call) => call.params.language)).toEqual(["1", "1"]);
  });

  it("a single-case service page asks for one case list of 3", async () => {
    const { calls } = await loadPage("kuaiji", "http://site.test/kuaiji");
    expect(calls).toEqual([
      {
        method: "GET",
        path: "TckgPersonnel/list",
        params: { personnelType: "5", pageNum: "1", pageSize: "8", language: "0" },
      },
      {
        method: "GET",
        path: "TckgCase/list",
        params: { caseType: "5", pageNum: "1", pageSize: "3", language: "0" },
      },
    ]);
  });

  it("types 1 and 3 ask for two case lists, pages 1 and 2 of size 2", async () => {
    for (const [page, type] of [
      ["zizhi", "1"],
      ["zonghe", "3"],
    ] as const) {
      const { calls } = await loadPage(page, `http://site.test/${page}`);
      expect(
        calls.filter((call) => call.path === "TckgCase/list").map((call) => call.params),
      ).toEqual([
        { caseType: type, pageNum: "1", pageSize: "2", language: "0" },
        { caseType: type, pageNum: "2", pageSize: "2", language: "0" },
      ]);
    }
  });

  it("service groups use their personnel and case types", async () => {
    const expected: Record<string, string> = { qidai: "2", haiwai: "4", zhichan: "6" };
    for (const [page, type] of Object.entries(expected)) {
      const { calls } = await loadPage(page as PageId, `http://site.test/${page}`);
      expect(calls.map((call) => call.params.personnelType ?? call.params.caseType)).toEqual([
        type,
        type,
      ]);
    }
  });

  it("news page: 3 featured, 2 company, 5 global hot", async () => {
    const { calls } = await loadPage("zixun", "http://site.test/zixun");
    expect(calls.map((call) => call.params)).toEqual([
      { dynamicType: "4", pageNum: "1", pageSize: "3", language: "0" },
      { dynamicType: "2", pageNum: "1", pageSize: "2", language: "0" },
      { dynamicType: "3", pageNum: "1", pageSize: "5", language: "0" },
    ]);
  });

  it("detail page reads the id of the query, and nothing for a missing or malformed id", async () => {
    expect((await loadPage("content", "http://site.test/content?id=101&type=2")).calls).toEqual([
      { method: "GET", path: "TckgDynamic/101", params: {} },
    ]);
    expect((await loadPage("content", "http://site.test/content")).calls).toEqual([]);
    expect((await loadPage("content", "http://site.test/content?id=abc")).calls).toEqual([]);
  });

  it("association page: cooperation collapsed to 9 and 3 association news; charity and composition unpaged", async () => {
    expect(
      (await loadPage("shangxiehui", "http://site.test/shangxiehui")).calls.map(
        (call) => call.params,
      ),
    ).toEqual([
      { pageNum: "1", pageSize: "9", language: "0" },
      { dynamicType: "5", pageNum: "1", pageSize: "3", language: "0" },
    ]);
    expect(
      (await loadPage("gongyi", "http://site.test/gongyi")).calls.map((call) => call.params),
    ).toEqual([{ dynamicType: "6", language: "0" }]);
    expect(
      (await loadPage("jituangoucheng", "http://site.test/jituangoucheng")).calls.map(
        (call) => call.params,
      ),
    ).toEqual([{ dynamicType: "7", language: "0" }]);
  });

  it("about pages read their entity with the edition's language", async () => {
    const cases: [PageId, string[]][] = [
      ["aboutus", ["TckgBrief/list"]],
      ["dongshizhang", ["TckgChairman/getInfo"]],
      ["fazhanlicheng", ["TckgMileage/list"]],
      ["quanqiubujv", ["TckgAddress/list", "TckgStaff/list"]],
      ["shangye", ["TckgContact/list"]],
      ["qiyewenhua", []],
      ["xiaoqi", []],
      ["yinsi", []],
    ];
    for (const [page, paths] of cases) {
      const { calls } = await loadPage(page, `http://site.test/${page}E`, "en");
      expect(
        calls.map((call) => call.path),
        page,
      ).toEqual(paths);
      expect(
        calls.every((call) => call.params.language === "1"),
        page,
      ).toBe(true);
    }
  });

  it("the shell loader reads menu and config once per session", async () => {
    const { api, calls } = recordingApi("zh");
    const queryClient = createQueryClient();
    const loader = createShellLoader(queryClient, createQueries(api));
    await loader();
    await loader();
    expect(calls.map((call) => call.path)).toEqual(["TckgClassify/treeselect", "TckgConfig/list"]);
  });

  it("primes the QueryClient so components read the data without another request", async () => {
    const { calls, queryClient, queries } = await loadPage("home", "http://site.test/");
    const experts = queryClient.getQueryData(
      queries.experts({ type: 0, pageNum: 1, pageSize: 8 }).queryKey,
    );
    expect(experts?.rows).toHaveLength(8);
    expect(calls).toHaveLength(3);
  });
});

describe("the query parameters a page renders from (pageQuery)", () => {
  const urls = [
    "http://site.test/p?id=4&type=2",
    "http://site.test/p?id=104&type=1&key=3",
    "http://site.test/p?key=2",
    "http://site.test/p",
  ];

  it("are all a loader reads: other parameters change no read", async () => {
    for (const page of pageIds) {
      for (const url of urls) {
        const extra = new URL(url);
        for (const [name, value] of [
          ["key", "6"],
          ["utm_source", "wechat"],
          ["pageNum", "9"],
          ["from", "singlemessage"],
          ["id", "7"],
          ["type", "3"],
        ]) {
          if (!pageQuery(page).includes(name!)) extra.searchParams.set(name!, value!);
        }
        const plain = await loadPage(page, url);
        const withExtra = await loadPage(page, extra.href);
        expect(withExtra.calls, `${page} ${extra.search}`).toEqual(plain.calls);
        const section = (href: string) => pageSection(page, new URL(href).searchParams);
        expect(section(extra.href), `${page} ${extra.search}`).toBe(section(url));
      }
    }
  });
});

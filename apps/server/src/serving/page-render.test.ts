import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { brotliDecompressSync } from "node:zlib";
import { loadContent } from "../content/load";
import { readContentDir } from "../content/read";
import { writeFixtureFile } from "../test-support/files";
import { eventually } from "../test-support/eventually";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { ResponseCache } from "./response-cache";

// Issue 12: pages come from the editions' server entries; the server's side of that contract.

let server: TestApp | undefined;
const dirs: string[] = [];

afterEach(async () => {
  openHeldRenders();
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const write = writeFixtureFile;

/** Where a test holds the stand-in's renders (the entry runs in this process). */
const HELD_RENDERS = "__heldRenders";
type HeldRenders = { started: number; opened: Promise<void> };

let openHeldRenders = () => {};

/** Holds every render of the stand-in entry until `open()`; `started` counts them. */
function holdRenders() {
  let open!: () => void;
  const held: HeldRenders = { started: 0, opened: new Promise((resolve) => (open = resolve)) };
  (globalThis as Record<string, unknown>)[HELD_RENDERS] = held;
  openHeldRenders = () => {
    delete (globalThis as Record<string, unknown>)[HELD_RENDERS];
    open();
  };
  return { started: () => held.started, open: () => openHeldRenders() };
}

/**
 * A stand-in for `dist-server/entry-server.js`: it reads the footer config through the fetch it
 * is given and writes what it got into the page; `/boom` throws, `/gone` is a 404.
 */
const ENTRY = (lang: string) => `
let renders = 0;
export async function render({ url, fetch, publicSite }) {
  if (url.startsWith("/boom")) throw new Error("render exploded at " + url);
  renders += 1;
  const count = renders;
  // A test holding renders (holdRenders) opens them once every request it sent has arrived.
  const held = globalThis.${HELD_RENDERS};
  if (held) {
    held.started += 1;
    await held.opened;
  }
  const read = url.startsWith("/failing") ? "Nope/list" : "TckgConfig/list";
  const response = await fetch("http://site.internal/api/pcsystem/" + read + "?language=${lang === "en" ? 1 : 0}");
  const text = await response.text();
  let name = "none";
  try { name = JSON.parse(text).rows[0].configName; } catch {}
  return {
    status: url.startsWith("/gone") ? 404 : 200,
    html: "<!DOCTYPE html><html lang=\\"${lang}\\"><body><p>" + url + "</p><p>" + response.status + " " + name + "</p><p>render " + count + "</p><p>public " + publicSite.own.origin + " " + Object.keys(publicSite.other?.routes ?? {}).join(",") + "</p></body></html>",
  };
}
`;

async function withRenderedEditions(
  env: NodeJS.ProcessEnv = {},
  logLines?: string[],
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), "site-render-"));
  dirs.push(dir);
  for (const lang of ["zh", "en"]) {
    write(join(dir, lang, "index.html"), `<html lang="${lang}"><body>shell ${lang}</body></html>`);
    const pages: Record<string, string> =
      lang === "zh"
        ? { "/": "home", "/boom": "home", "/gone": "content", "/failing": "home" }
        : { "/indexE": "home" };
    write(
      join(dir, lang, lang, "routes.json"),
      JSON.stringify({ edition: lang, paths: Object.keys(pages), pages }),
    );
    write(join(dir, `${lang}-server`, "entry-server.js"), ENTRY(lang));
  }
  return createTestApp({
    env: {
      SITE_ZH_DIST: join(dir, "zh"),
      SITE_EN_DIST: join(dir, "en"),
      SITE_ZH_SERVER_ENTRY: join(dir, "zh-server", "entry-server.js"),
      SITE_EN_SERVER_ENTRY: join(dir, "en-server", "entry-server.js"),
      ...env,
    },
    ...(logLines ? { logLines } : {}),
  });
}

describe("server-rendered pages", () => {
  it("come from the edition's server entry, its reads answered in-process from the database", async () => {
    server = await withRenderedEditions();
    const zh = await server.app.inject({ url: "/" });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers["content-type"]).toBe("text/html; charset=utf-8");
    // Issue 13: no transcoding proxy (Baidu's, a carrier's) may rewrite a page.
    expect(zh.headers["cache-control"]).toBe("no-cache, no-transform");
    expect(zh.body).toContain("<p>/</p><p>200 天诚控股集团</p>");
    const en = await server.app.inject({ url: "/indexE" });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain("<p>200 Tiancheng Holdings</p>");
  });

  it("are rendered with the public origin and the other edition's routes, never the request's Host", async () => {
    server = await withRenderedEditions({ SITE_PUBLIC_URL: "https://www.tiancheng-group.com" });
    const zh = await server.app.inject({ url: "/", headers: { host: "evil.example" } });
    expect(zh.body).toContain("<p>public https://www.tiancheng-group.com /indexE</p>");
    const en = await server.app.inject({ url: "/indexE" });
    expect(en.body).toContain(
      "<p>public https://www.tiancheng-group.com /,/boom,/gone,/failing</p>",
    );
  });

  it("keep the status the render decided (D1: 404 for a missing article)", async () => {
    server = await withRenderedEditions();
    const gone = await server.app.inject({ url: "/gone?id=9&key=5" });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain("<p>/gone?id=9</p>");
  });

  it("fall back to the client shell when the render fails, logged once, no stack trace sent", async () => {
    const lines: string[] = [];
    server = await withRenderedEditions({}, lines);
    const page = await server.app.inject({ url: "/boom" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<html lang="zh"><body>shell zh</body></html>');
    const logged = lines.filter((line) => line.includes("server render of /boom failed"));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("render exploded at /boom");
  });

  it("are the client shell when an edition has no server entry", async () => {
    server = await withRenderedEditions({ SITE_EN_SERVER_ENTRY: "/nonexistent/entry-server.js" });
    const page = await server.app.inject({ url: "/indexE" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<html lang="en"><body>shell en</body></html>');
  });

  it("are sent once: no warning or error is logged for a page that rendered", async () => {
    const lines: string[] = [];
    server = await withRenderedEditions({}, lines);
    for (const url of ["/", "/gone?id=9", "/indexE"]) {
      expect((await server.app.inject({ url })).body).toContain(`<p>${url}</p>`);
    }
    const worse = lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 40);
    expect(worse).toEqual([]);
  });

  it("do not log the render's own calls as requests", async () => {
    const lines: string[] = [];
    server = await withRenderedEditions({}, lines);
    await server.app.inject({ url: "/" });
    expect(lines.some((line) => line.includes('"url":"/"'))).toBe(true);
    expect(lines.filter((line) => line.includes("TckgConfig"))).toEqual([]);
  });
});

describe("the browser tests' mode", () => {
  it("is ignored unless SITE_TEST_FIXTURES is on", async () => {
    server = await withRenderedEditions();
    for (const mode of ["shell", "fixtures"]) {
      const page = await server.app.inject({ url: "/", headers: { "x-site-test": mode } });
      expect(page.body, mode).toContain("<p>200 天诚控股集团</p>");
    }
  });

  it("answers the render's reads from @site/api/fixtures, or one kind of bad answer (D3)", async () => {
    server = await withRenderedEditions({ SITE_TEST_FIXTURES: "on" });
    const fixtures = await server.app.inject({ url: "/", headers: { "x-site-test": "fixtures" } });
    expect(fixtures.body).toContain("<p>200 天诚企业服务集团</p>");
    const broken = await server.app.inject({
      url: "/",
      headers: { "x-site-test": "fixtures; break=http-500:TckgConfig" },
    });
    expect(broken.body).toContain("<p>500 none</p>");
    const plain = await server.app.inject({ url: "/" });
    expect(plain.body).toContain("<p>200 天诚控股集团</p>");
  });

  it("sends the single-page shell when asked", async () => {
    server = await withRenderedEditions({ SITE_TEST_FIXTURES: "on" });
    const page = await server.app.inject({ url: "/", headers: { "x-site-test": "shell" } });
    expect(page.body).toBe('<html lang="zh"><body>shell zh</body></html>');
  });
});

/** A content load that renames the group in the Chinese footer config, as the content command would. */
async function loadRenamedConfig(app: TestApp, name: string): Promise<void> {
  const content = await readContentDir(app.config.contentDir);
  const zhConfig = content.config.find((row) => row.values.language === 0);
  if (!zhConfig) throw new Error("the content fixture has no Chinese config");
  zhConfig.values = { ...zhConfig.values, configName: name };
  await loadContent(app.database.db, content);
}

describe("the page cache (issue 12, item 5)", () => {
  it("renders a page once; menu keys and unknown parameters reuse it; 304 for a known ETag", async () => {
    server = await withRenderedEditions();
    const first = await server.app.inject({ url: "/" });
    expect(first.body).toContain("<p>render 1</p>");
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const url of ["/", "/?key=1", "/?utm_source=wechat&from=singlemessage"]) {
      const again = await server.app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(again.headers["content-encoding"], url).toBe("br");
      expect(brotliDecompressSync(again.rawPayload).toString(), url).toBe(first.body);
      expect(again.headers.etag, url).toBe(etag);
    }
    const revalidated = await server.app.inject({ url: "/", headers: { "if-none-match": etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });

  it("renders a page once however many ask for it at the same time", async () => {
    server = await withRenderedEditions();
    const asked = vi.spyOn(ResponseCache.prototype, "get");
    const pagesAsked = () => asked.mock.calls.filter(([key]) => key.includes("/indexE")).length;
    // The one render waits until all twelve have asked the page cache for the page.
    const renders = holdRenders();
    const answered = Promise.all(
      Array.from({ length: 12 }, () => server!.app.inject({ url: "/indexE" })),
    );
    await eventually(
      "the render has begun and all twelve have asked for the page",
      async () => renders.started() > 0 && pagesAsked() === 12,
      10_000,
    );
    renders.open();
    const pages = await answered;
    expect(pagesAsked()).toBe(12);
    expect(new Set(pages.map((page) => page.body))).toEqual(new Set([pages[0]!.body]));
    expect(pages[0]!.body).toContain("<p>render 1</p>");
  });

  it("keeps apart the articles a page renders from (its known parameters)", async () => {
    server = await withRenderedEditions();
    const one = await server.app.inject({ url: "/gone?id=1" });
    const two = await server.app.inject({ url: "/gone?id=2&key=5" });
    expect(one.body).toContain("<p>/gone?id=1</p><p>200 天诚控股集团</p><p>render 1</p>");
    expect(two.body).toContain("<p>/gone?id=2</p><p>200 天诚控股集团</p><p>render 2</p>");
  });

  it("does not keep a page rendered while one of its reads failed", async () => {
    server = await withRenderedEditions();
    expect((await server.app.inject({ url: "/failing" })).body).toContain("<p>render 1</p>");
    expect((await server.app.inject({ url: "/failing" })).body).toContain("<p>render 2</p>");
  });

  it("drops every page when the content command loads a change", async () => {
    server = await withRenderedEditions();
    expect((await server.app.inject({ url: "/" })).body).toContain(
      "200 天诚控股集团</p><p>render 1",
    );
    await loadRenamedConfig(server, "天诚集团");
    expect((await server.app.inject({ url: "/" })).body).toContain("200 天诚集团</p><p>render 2");
  });

  it("renders every time for the browser tests' fixtures", async () => {
    server = await withRenderedEditions({ SITE_TEST_FIXTURES: "on" });
    const headers = { "x-site-test": "fixtures" };
    expect((await server.app.inject({ url: "/", headers })).body).toContain("render 1");
    expect((await server.app.inject({ url: "/", headers })).body).toContain("render 2");
  });
});

describe("the content read cache (issue 12, item 5)", () => {
  const url = "/api/pcsystem/TckgConfig/list?language=0";

  it("answers from memory until the content changes, with an ETag to revalidate", async () => {
    server = await createTestApp();
    const first = await server.app.inject({ url });
    expect(first.json().rows[0].configName).toBe("天诚控股集团");
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    // Changed behind the server's back (no content load): the kept answer still stands.
    await server.database.db
      .updateTable("config")
      .set({ configName: "改名" })
      .where("language", "=", 0)
      .execute();
    expect((await server.app.inject({ url })).json().rows[0].configName).toBe("天诚控股集团");
    expect((await server.app.inject({ url, headers: { "if-none-match": etag } })).statusCode).toBe(
      304,
    );
    await loadRenamedConfig(server, "天诚集团");
    const after = await server.app.inject({ url, headers: { "if-none-match": etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().rows[0].configName).toBe("天诚集团");
  });

  it("keeps no refusal, which is in the asker's language", async () => {
    server = await createTestApp();
    const bad = "/api/pcsystem/TckgDynamic/list?language=0&pageNum=abc";
    const zh = await server.app.inject({ url: bad });
    const en = await server.app.inject({ url: bad, headers: { "accept-language": "en-US" } });
    expect(zh.statusCode).toBe(400);
    expect(en.statusCode).toBe(400);
    expect(zh.headers.etag).toBeUndefined();
    expect(zh.json().msg).not.toBe(en.json().msg);
  });
});

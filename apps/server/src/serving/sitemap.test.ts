import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContent } from "../content/load";
import { readContentDir } from "../content/read";
import { writeFixtureFile } from "../test-support/files";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { rawRows, rawColumn } from "../test-support/test-database";

let server: TestApp | undefined;
const dirs: string[] = [];

afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const write = writeFixtureFile;

const ORIGIN = "https://www.tiancheng-group.com";

/** Both editions built with a few routes each: twins, a page without one and the detail page. */
async function sitemapServer(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const dists = mkdtempSync(join(tmpdir(), "site-sitemap-"));
  dirs.push(dists);
  const routes = {
    zh: { "/": "home", "/kuaiji": "kuaiji", "/content": "content", "/BeiJing": "beijing" },
    en: { "/indexE": "home", "/kuaijiE": "kuaiji", "/contentE": "content" },
  };
  for (const [edition, pages] of Object.entries(routes)) {
    write(join(dists, edition, "index.html"), "<html></html>");
    write(
      join(dists, edition, edition, "routes.json"),
      JSON.stringify({ edition, paths: Object.keys(pages), pages }),
    );
  }
  return createTestApp({
    env: {
      SITE_PUBLIC_URL: ORIGIN,
      SITE_ZH_DIST: join(dists, "zh"),
      SITE_EN_DIST: join(dists, "en"),
      ...env,
    },
  });
}

function urlsOf(xml: string): { loc: string; lastmod: string | null; alternates: string[] }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? "",
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body)?.[1] ?? null,
    alternates: [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, lang, href]) => `${lang} ${href}`,
    ),
  }));
}

describe("/sitemap.xml (issue 13, item 4)", () => {
  it("lists every route of both editions and every article, twins with their alternates", async () => {
    server = await sitemapServer();
    const response = await server.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const urls = urlsOf(response.body);
    const locs = urls.map((url) => url.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/kuaiji`,
        `${ORIGIN}/BeiJing`,
        `${ORIGIN}/indexE`,
        `${ORIGIN}/kuaijiE`,
      ]),
    );
    // The detail page is listed once per article (no `type`), never bare.
    expect(locs).not.toContain(`${ORIGIN}/content`);
    const articles = (await rawRows(
      server.database.db,
      "select dynamic_id, language from dynamic where dynamic_type <> 7",
    )) as { dynamic_id: number; language: number }[];
    expect(articles.length).toBeGreaterThan(0);
    for (const { dynamic_id: id, language } of articles) {
      const path = language === 1 ? "/contentE" : "/content";
      expect(locs).toContain(`${ORIGIN}${path}?id=${id}`);
    }
    const composition = (await rawColumn(
      server.database.db,
      "select dynamic_id from dynamic where dynamic_type = 7",
    )) as number[];
    for (const id of composition) expect(locs.some((loc) => loc.endsWith(`?id=${id}`))).toBe(false);

    const kuaiji = urls.find((url) => url.loc === `${ORIGIN}/kuaiji`);
    expect(kuaiji?.alternates).toEqual([
      `zh-CN ${ORIGIN}/kuaiji`,
      `en ${ORIGIN}/kuaijiE`,
      `x-default ${ORIGIN}/kuaiji`,
    ]);
    const kuaijiE = urls.find((url) => url.loc === `${ORIGIN}/kuaijiE`);
    expect(kuaijiE?.alternates).toEqual([
      `en ${ORIGIN}/kuaijiE`,
      `zh-CN ${ORIGIN}/kuaiji`,
      `x-default ${ORIGIN}/kuaiji`,
    ]);
    // Only Chinese: no alternates.
    expect(urls.find((url) => url.loc === `${ORIGIN}/BeiJing`)?.alternates).toEqual([]);
    // Pages: the latest content change; articles: their own date, as none was edited since.
    for (const url of urls) {
      expect(url.lastmod, url.loc).toMatch(
        url.loc.includes("?id=") ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{4}-\d{2}-\d{2}T/,
      );
    }
  });

  it("builds every URL from the public origins, never from the request's Host", async () => {
    server = await sitemapServer({ SITE_EN_PUBLIC_URL: "https://en.tiancheng-group.com" });
    const response = await server.app.inject({
      url: "/sitemap.xml",
      headers: { host: "evil.example" },
    });
    expect(response.body).not.toContain("evil.example");
    expect(response.body).toContain("<loc>https://en.tiancheng-group.com/kuaijiE</loc>");
    expect(response.body).toContain("<loc>https://www.tiancheng-group.com/kuaiji</loc>");
  });

  it("is refreshed when content is loaded", async () => {
    server = await sitemapServer();
    const before = (await server.app.inject({ url: "/sitemap.xml" })).body;
    const newId = 424;
    const contentDir = join(server.workDir, "content");
    const newsFile = join(contentDir, "zh", "news.yaml");
    writeFileSync(
      newsFile,
      `${readFileSync(newsFile, "utf8")}\n- dynamicId: ${newId}\n  dynamicType: 2\n  dynamicTitle: 新文章\n  dynamicTitle2: <p>摘要</p>\n  dynamicContent: <p>正文。</p>\n  dynamicDate: "2026-11-20"\n  dynamicName: 集团品牌中心\n`,
    );
    expect(before).not.toContain(`/content?id=${newId}<`);
    await loadContent(server.database.db, await readContentDir(contentDir));
    const after = (await server.app.inject({ url: "/sitemap.xml" })).body;
    expect(after).toContain(`<loc>${ORIGIN}/content?id=${newId}</loc>`);
  });
});

// @vitest-environment node
import { createEditionRenderer } from "@site/pages/server";
import { createFixtureFetch, readRenderedHead, type RecordedCall } from "@site/pages/testing";
import { seoCopy } from "./copy/seo";
import { describe, expect, it } from "vitest";
import { routeTable } from "./route-table";
import { site } from "./site";

const assets = {
  entry: "/assets/en/index-test.js",
  start: "/assets/en/start-test.js",
  styles: ["/assets/en/index-test.css"],
  preloads: ["/assets/en/shared-test.js"],
};
const render = createEditionRenderer(site, assets);

const ORIGIN = "https://www.tiancheng-group.com";
/** One origin for both editions, as the server serves them (D1). */
const publicSite = {
  own: {
    lang: "en" as const,
    origin: ORIGIN,
    routes: Object.fromEntries(routeTable.map((route) => [route.path, route.page])),
  },
  other: {
    lang: "zh" as const,
    origin: ORIGIN,
    routes: { "/": "home", "/kuaiji": "kuaiji", "/content": "content", "/BeiJing": "beijing" },
  },
};

function escapeHtml(text: string): string {
  // React escapes ' in text as &#x27;.
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/'/g, "&#x27;");
}

async function renderPage(url: string, fetch: typeof globalThis.fetch) {
  const result = await render({ url, fetch, publicSite });
  if (!("html" in result)) throw new Error(`${url} redirected`);
  const { html } = result;
  const head = html.slice(0, html.indexOf("</head>"));
  const json = /<script type="application\/json" id="site-hydration">(.*?)<\/script>/.exec(html);
  return { status: result.status, html, head, payload: JSON.parse(json?.[1] ?? "null") };
}

describe("the English edition rendered on the server", () => {
  it.each(routeTable.map((route) => [route.path, route.title]))(
    "%s: the whole document, its title in <head>, its h1, and the data it read",
    async (path, title) => {
      const calls: RecordedCall[] = [];
      const url = path === "/contentE" ? "/contentE?id=101&type=2" : path;
      const page = await renderPage(url, createFixtureFetch(calls));
      expect(page.status).toBe(200);
      expect(page.html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
      if (path === "/indexE") expect(readRenderedHead(page.html).title).toBe(seoCopy.homeTitle);
      else if (path !== "/contentE") {
        expect(page.head).toContain(
          `<title>${escapeHtml(`${title} | Tiancheng Holdings Group`)}</title>`,
        );
      }
      expect(page.head).toContain(
        '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
      );
      expect(page.head).toContain('<link rel="stylesheet" href="/assets/en/index-test.css"/>');
      expect(page.html).toMatch(/<h1[^>]*>[^<]+/);
      // The side bar's complaint button opens a dialog in the page itself (issue 24).
      expect(page.html).toContain('commandfor="complaint-dialog"');
      expect(page.html).toMatch(/<dialog id="complaint-dialog"[^>]*>/);
      // No inline script: the start script by its file, naming the edition's scripts to load
      // after the page; the data as inert JSON (CSP script-src 'self').
      // In the order they run: the libraries before the entry that hydrates the page.
      const modules = [...assets.preloads, assets.entry];
      const scripts = (page.html.match(/<script[^>]*>/g) ?? []).filter(
        (tag) => !tag.includes("application/ld+json"),
      );
      expect(scripts).toEqual([
        `<script type="module" src="/assets/en/start-test.js" fetchPriority="low" data-modules="${modules.join(" ")}">`,
        '<script type="application/json" id="site-hydration">',
      ]);
      expect(page.head).not.toContain("modulepreload");
      // Every read the loaders made travels with the page, so hydration reads nothing again.
      expect(calls.length).toBeGreaterThanOrEqual(2);
      expect(page.payload.queries.queries).toHaveLength(calls.length);
      expect(page.payload.assets).toEqual({
        styles: assets.styles,
        start: { src: assets.start, modules },
      });
    },
  );

  it("answers an unknown path and a missing article with 404 and the not-found view (D1)", async () => {
    const unknown = await renderPage("/noSuchPageE", createFixtureFetch([]));
    expect(unknown.status).toBe(404);
    expect(unknown.head).toContain("<title>Page not found | Tiancheng Holdings Group</title>");
    for (const url of ["/contentE?id=424242&type=2", "/contentE?id=abc"]) {
      const page = await renderPage(url, createFixtureFetch([]));
      expect(page.status, url).toBe(404);
      expect(page.html, url).toContain("This article is no longer available");
    }
  });

  it("renders a page whose every read fails with its sections empty, not broken (D3)", async () => {
    const failing: typeof fetch = async () =>
      new Response(JSON.stringify({ code: 500, msg: "error" }), { status: 500 });
    const page = await renderPage("/kuaijiE", failing);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Accounting &amp; Registration</h1>");
    expect(
      page.payload.queries.queries.every(
        (query: { state: { data: unknown } }) => query.state.data === null,
      ),
    ).toBe(true);
  });
});

describe("the head search engines and shared links read (issue 13)", () => {
  it("pairs the page with its Chinese twin, x-default to the Chinese page", async () => {
    const head = readRenderedHead(
      (await renderPage("/kuaijiE?key=2", createFixtureFetch([]))).html,
    );
    expect(head.canonical).toBe(`${ORIGIN}/kuaijiE`);
    expect(head.alternates).toEqual([
      `en ${ORIGIN}/kuaijiE`,
      `zh-CN ${ORIGIN}/kuaiji`,
      `x-default ${ORIGIN}/kuaiji`,
    ]);
    expect(head.meta).toMatchObject({
      "og:locale": "en_US",
      "og:image": `${ORIGIN}/en/social-card.png`,
      "og:image:alt": seoCopy.socialImage.alt,
    });
    expect(head.structuredData.find((node) => node["@type"] === "Organization")).toMatchObject({
      name: "Tiancheng Holdings Group",
      alternateName: "天诚控股集团",
      url: `${ORIGIN}/indexE`,
    });
  });

  it("describes an article by its first sentence, within 50 to 160 characters", async () => {
    const head = readRenderedHead(
      (await renderPage("/contentE?id=101&type=2", createFixtureFetch([]))).html,
    );
    const description = head.meta.description ?? "";
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(head.canonical).toBe(`${ORIGIN}/contentE?id=101`);
    expect(head.structuredData.map((node) => node["@type"])).toEqual([
      "Organization",
      "NewsArticle",
      "BreadcrumbList",
    ]);
  });

  it("has a page without a twin name no alternates", async () => {
    const head = readRenderedHead((await renderPage("/yinsiE", createFixtureFetch([]))).html);
    // The Chinese table given here has no privacy page: no pair.
    expect(head.alternates).toEqual([]);
    expect(head.canonical).toBe(`${ORIGIN}/yinsiE`);
  });
});

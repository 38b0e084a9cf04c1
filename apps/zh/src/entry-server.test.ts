// @vitest-environment node
import { createEditionRenderer } from "@site/pages/server";
import {
  createFixtureFetch,
  readRenderedHead,
  readRenderedIslands,
  type RecordedCall,
} from "@site/pages/testing";
import { seoCopy } from "./copy/seo";
import { routeDescriptions } from "./route-descriptions";
import { describe, expect, it } from "vitest";
import { routeTable } from "./route-table";
import { site } from "./site";

const assets = {
  entry: "/assets/zh/index-test.js",
  start: "/assets/zh/start-test.js",
  styles: ["/assets/zh/index-test.css"],
  islands: {
    entry: "/assets/zh/islands-test.js",
    preloads: ["/assets/zh/beacons-test.js"],
    hydrator: ["/assets/zh/react-test.js", "/assets/zh/hydrate-test.js"],
    modules: {
      "site-header": ["/assets/zh/icons-test.js", "/assets/zh/site-header-test.js"],
      "side-bar": ["/assets/zh/icons-test.js", "/assets/zh/side-bar-test.js"],
      "case-list": ["/assets/zh/case-list-test.js"],
      "consult-dialog": ["/assets/zh/consult-dialog-test.js"],
    },
  },
};
const render = createEditionRenderer(site, assets);

/** Spec 2.5: the pages with the experts' toggle and the case cards. */
const SERVICE_GROUP_PAGES: ReadonlySet<string> = new Set([
  "kuaiji",
  "zizhi",
  "qidai",
  "zonghe",
  "zhichan",
  "haiwai",
]);

const ORIGIN = "https://www.tiancheng-group.com";
const EN_ORIGIN = "https://en.tiancheng-group.com";
/** Where the server says the editions are served: both route tables, paired by page id. */
const publicSite = {
  own: {
    lang: "zh" as const,
    origin: ORIGIN,
    routes: Object.fromEntries(routeTable.map((route) => [route.path, route.page])),
  },
  other: {
    lang: "en" as const,
    origin: EN_ORIGIN,
    routes: { "/indexE": "home", "/kuaijiE": "kuaiji", "/contentE": "content" },
  },
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

async function renderPage(
  url: string,
  fetch: typeof globalThis.fetch,
  site: typeof publicSite | null = publicSite,
) {
  const result = await render({ url, fetch, publicSite: site });
  if (!("html" in result)) throw new Error(`${url} redirected`);
  const { html } = result;
  const head = html.slice(0, html.indexOf("</head>"));
  return { status: result.status, html, head };
}

describe("the Chinese edition rendered on the server", () => {
  it.each(routeTable.map((route) => [route.path, route.title]))(
    "%s: the whole document, its title in <head>, its h1, and the data it read",
    async (path, title) => {
      const calls: RecordedCall[] = [];
      const url = path === "/content" ? "/content?id=1&type=2" : path;
      const page = await renderPage(url, createFixtureFetch(calls));
      expect(page.status).toBe(200);
      expect(page.html.startsWith('<!DOCTYPE html><html lang="zh-CN">')).toBe(true);
      if (path === "/") expect(page.head).toContain(`<title>${seoCopy.homeTitle}</title>`);
      else if (path !== "/content") {
        expect(page.head).toContain(`<title>${escapeHtml(`${title} | 天诚控股集团`)}</title>`);
      }
      expect(page.head).toContain(
        '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
      );
      expect(page.head).toContain('<link rel="stylesheet" href="/assets/zh/index-test.css"/>');
      expect(page.html).toMatch(/<h1[^>]*>[^<]+/);
      // The side bar's complaint button opens a dialog in the page itself (issue 24).
      expect(page.html).toContain('commandfor="complaint-dialog"');
      expect(page.html).toMatch(/<dialog id="complaint-dialog"[^>]*>/);
      // No inline script: the start script by its file, the islands' props as inert JSON (CSP
      // script-src 'self'). The scripts are named to it, not preloaded: they load after the page
      // (issue 12, item 7).
      const scripts = (page.html.match(/<script[^>]*>/g) ?? []).filter(
        (tag) => !tag.includes("application/ld+json"),
      );
      const rendered = readRenderedIslands(page.html);
      expect(scripts).toEqual([
        `<script type="module" src="/assets/zh/start-test.js" fetchPriority="low" data-modules="${rendered.startModules.join(" ")}">`,
        '<script type="application/json" id="site-islands">',
      ]);
      expect(page.head).not.toContain("modulepreload");
      // Issue 24: the page hydrates its islands alone, the header first, the side bar and the
      // complaint dialog last;
      // no query cache or router state travels with it, only the islands' props.
      const names = rendered.islands.map((island) => island.name);
      expect(names[0]).toBe("site-header");
      expect(names.slice(-2)).toEqual(["side-bar", "complaint-dialog"]);
      expect(page.html).not.toContain("site-hydration");
      const pageId = routeTable.find((route) => route.path === path)!.page;
      const serviceGroup = SERVICE_GROUP_PAGES.has(pageId);
      if (serviceGroup) {
        expect(names).toEqual(expect.arrayContaining(["group-experts", "case-list"]));
      }
      // Issue 28: the header, the expert pagers and the dialogs wait for the visitor's first
      // reach, the side bar for that or a scroll, the video carousel, the cases and the support cards
      // for that or their nearing the screen, the banner for that or a moment after the start;
      // the rest hydrate once the page has loaded.
      const waiting: Record<string, string> = {
        "site-header": "interaction",
        "side-bar": "scroll",
        "home-experts": "interaction",
        "group-experts": "interaction",
        "consult-dialog": "interaction",
        "complaint-dialog": "interaction",
        "video-carousel": "visible",
        "case-list": "visible",
        "support-cards": "visible",
        "banner-carousel": "soon",
      };
      for (const island of rendered.islands) {
        expect(island.hydrate, island.name).toBe(waiting[island.name] ?? "load");
      }
      // In the order they run: what the islands' script imports, React's hydration and each
      // island's own files when an island hydrates at load (the others' only once they are
      // reached), then the islands' script.
      const atLoad = rendered.islands.some((island) => island.hydrate === "load");
      expect(rendered.startModules).toEqual([
        "/assets/zh/beacons-test.js",
        ...(atLoad ? ["/assets/zh/react-test.js", "/assets/zh/hydrate-test.js"] : []),
        "/assets/zh/islands-test.js",
      ]);
      // The header's and the side bar's files, and React's if the page has not run it, are
      // fetched when the page is idle; a dialog's are not.
      expect(rendered.prefetch).toEqual([
        ...(atLoad ? [] : ["/assets/zh/react-test.js", "/assets/zh/hydrate-test.js"]),
        "/assets/zh/icons-test.js",
        "/assets/zh/site-header-test.js",
        ...(serviceGroup ? ["/assets/zh/case-list-test.js"] : []),
        "/assets/zh/side-bar-test.js",
      ]);
      // The loaders read what the page shows; the visit record names the page (D6).
      expect(calls.length).toBeGreaterThanOrEqual(2);
      expect(rendered.page.visit).toEqual(expect.any(String));
    },
  );

  it("answers an unknown path and a missing article with 404 and the not-found view (D1)", async () => {
    const unknown = await renderPage("/no-such-page", createFixtureFetch([]));
    expect(unknown.status).toBe(404);
    expect(unknown.head).toContain("<title>页面不存在 | 天诚控股集团</title>");
    for (const url of ["/content?id=424242&type=2", "/content?id=abc"]) {
      const page = await renderPage(url, createFixtureFetch([]));
      expect(page.status, url).toBe(404);
      expect(page.html, url).toContain("该资讯不存在或已下线");
    }
  });

  it("renders a page whose every read fails with its sections empty, not broken (D3)", async () => {
    const failing: typeof fetch = async () =>
      new Response(JSON.stringify({ code: 500, msg: "error" }), { status: 500 });
    const page = await renderPage("/kuaiji", failing);
    expect(page.status).toBe(200);
    expect(page.html).toContain("会计事业群</h1>");
    // Without experts or cases, their sections, and their islands, are left out.
    const names = readRenderedIslands(page.html).islands.map((island) => island.name);
    expect(names).toEqual(["site-header", "consult-dialog", "side-bar", "complaint-dialog"]);
  });
});

describe("the head search engines and shared links read (issue 13)", () => {
  it("names the page's canonical URL, its English twin, and its card, from the public origin", async () => {
    const page = await renderPage("/kuaiji?key=2&utm_source=wechat", createFixtureFetch([]));
    const head = readRenderedHead(page.html);
    expect(head.title).toBe("会计事业群 | 天诚控股集团");
    expect(head.canonical).toBe(`${ORIGIN}/kuaiji`);
    expect(head.alternates).toEqual([
      `zh-CN ${ORIGIN}/kuaiji`,
      `en ${EN_ORIGIN}/kuaijiE`,
      `x-default ${ORIGIN}/kuaiji`,
    ]);
    expect(head.meta).toMatchObject({
      description: routeDescriptions.kuaiji,
      "applicable-device": "pc,mobile",
      "og:type": "website",
      "og:locale": "zh_CN",
      "og:url": `${ORIGIN}/kuaiji`,
      "og:title": "会计事业群 | 天诚控股集团",
      "og:image": `${ORIGIN}/zh/social-card.png`,
      "og:image:width": "1200",
      "twitter:card": "summary_large_image",
      "twitter:image": `${ORIGIN}/zh/social-card.png`,
    });
    expect(head.meta.robots).toBeUndefined();
    const organization = head.structuredData.find((node) => node["@type"] === "Organization");
    expect(organization).toMatchObject({
      name: "天诚控股集团",
      url: `${ORIGIN}/`,
      logo: { url: `${ORIGIN}/zh/logo.png` },
      sameAs: ["https://global.tiancheng-group.com"],
      contactPoint: [expect.objectContaining({ telephone: "400-818-6688" }), {}, {}],
    });
    const breadcrumbs = head.structuredData.find((node) => node["@type"] === "BreadcrumbList");
    expect(breadcrumbs?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "首页", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "会计事业群", item: `${ORIGIN}/kuaiji` },
    ]);
  });

  it("gives an article its headline, first sentence, canonical URL without `type`, and a NewsArticle", async () => {
    const page = await renderPage("/content?id=1&type=2", createFixtureFetch([]));
    const head = readRenderedHead(page.html);
    const article = head.structuredData.find((node) => node["@type"] === "NewsArticle");
    expect(article).toMatchObject({
      headline: expect.any(String),
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      // The article's own picture, a raster one (an SVG would fall back to the card).
      image: [
        expect.stringMatching(/^https:\/\/www\.tiancheng-group\.com\/api\/profile\/.+\.jpg$/),
      ],
      publisher: { name: "天诚控股集团", logo: { url: `${ORIGIN}/zh/logo.png` } },
      mainEntityOfPage: { "@id": `${ORIGIN}/content?id=1` },
    });
    expect(head.title).toBe(`${String(article?.headline)} | 天诚控股集团`);
    expect(head.canonical).toBe(`${ORIGIN}/content?id=1`);
    expect(head.alternates).toEqual([]);
    expect(head.meta["og:type"]).toBe("article");
    expect(head.meta["og:image"]).toBe((article?.image as string[])[0]);
    const description = head.meta.description ?? "";
    expect([...description].length).toBeGreaterThanOrEqual(30);
    expect([...description].length).toBeLessThanOrEqual(120);
    expect(page.html).toContain(description.slice(0, 12));
    expect(
      head.structuredData.find((node) => node["@type"] === "BreadcrumbList")?.itemListElement,
    ).toMatchObject([{ name: "首页" }, { name: "集团资讯", item: `${ORIGIN}/zixun` }, {}]);
  });

  it("lists the offices of the global layout as LocalBusiness nodes", async () => {
    const page = await renderPage("/quanqiubujv", createFixtureFetch([]));
    const businesses = readRenderedHead(page.html).structuredData.filter(
      (node) => node["@type"] === "LocalBusiness",
    );
    expect(businesses.length).toBeGreaterThan(0);
    for (const business of businesses) {
      expect(business).toMatchObject({
        name: expect.any(String),
        address: { "@type": "PostalAddress", streetAddress: expect.any(String) },
        parentOrganization: { "@id": `${ORIGIN}/#organization` },
      });
    }
  });

  it("keeps the not-found view and a missing article out of the index", async () => {
    for (const url of ["/no-such-page", "/content?id=424242&type=2"]) {
      const head = readRenderedHead((await renderPage(url, createFixtureFetch([]))).html);
      expect(head.meta.robots, url).toBe("noindex");
      expect(head.canonical, url).toBeNull();
      expect(head.structuredData, url).toEqual([]);
    }
  });

  it("escapes content in the structured data, so an article cannot close its script", async () => {
    const hostile = "</script><script>alert(1)</script><!--";
    const base = createFixtureFetch([]);
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const response = await base(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (!/\/TckgDynamic\/\d+$/.test(url.pathname)) return response;
      const body = (await response.json()) as { data: Record<string, unknown> };
      body.data.dynamicTitle = `${hostile}|副标题`;
      return new Response(JSON.stringify(body), {
        headers: { "content-type": "application/json" },
      });
    };
    const page = await renderPage("/content?id=1&type=2", fetch);
    expect(page.html).not.toContain("<script>alert(1)");
    const article = readRenderedHead(page.html).structuredData.find(
      (node) => node["@type"] === "NewsArticle",
    );
    expect(article?.headline).toBe(hostile);
  });

  it("says nothing absolute without a public origin (the single-page shell's case)", async () => {
    const head = readRenderedHead((await renderPage("/kuaiji", createFixtureFetch([]), null)).html);
    expect(head.title).toBe("会计事业群 | 天诚控股集团");
    expect(head.canonical).toBeNull();
    expect(head.meta["og:url"]).toBeUndefined();
    expect(head.structuredData).toEqual([]);
  });
});

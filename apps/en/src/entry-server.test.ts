// @vitest-environment node
import { createEditionRenderer } from "@site/pages/server";
import {
  createFixtureFetch,
  readRenderedHead,
  readRenderedIslands,
  type RecordedCall,
} from "@site/pages/testing";
import { seoCopy } from "./copy/seo";
import { describe, expect, it } from "vitest";
import { routeTable } from "./route-table";
import { site } from "./site";

const assets = {
  entry: "/assets/en/index-test.js",
  start: "/assets/en/start-test.js",
  styles: ["/assets/en/index-test.css"],
  islands: {
    entry: "/assets/en/islands-test.js",
    preloads: ["/assets/en/beacons-test.js"],
    hydrator: ["/assets/en/react-test.js", "/assets/en/hydrate-test.js"],
    modules: {
      "site-header": ["/assets/en/icons-test.js", "/assets/en/site-header-test.js"],
      "side-bar": ["/assets/en/icons-test.js", "/assets/en/side-bar-test.js"],
      "case-list": ["/assets/en/case-list-test.js"],
      "consult-dialog": ["/assets/en/consult-dialog-test.js"],
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
  return { status: result.status, html, head };
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
      // No inline script: the start script by its file, the islands' props as inert JSON (CSP
      // script-src 'self'). The scripts are named to it, not preloaded: they load after the page
      // (issue 12, item 7).
      const scripts = (page.html.match(/<script[^>]*>/g) ?? []).filter(
        (tag) => !tag.includes("application/ld+json"),
      );
      const rendered = readRenderedIslands(page.html);
      expect(scripts).toEqual([
        `<script type="module" src="/assets/en/start-test.js" fetchPriority="low" data-modules="${rendered.startModules.join(" ")}">`,
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
        "/assets/en/beacons-test.js",
        ...(atLoad ? ["/assets/en/react-test.js", "/assets/en/hydrate-test.js"] : []),
        "/assets/en/islands-test.js",
      ]);
      // The header's and the side bar's files, and React's if the page has not run it, are
      // fetched when the page is idle; a dialog's are not.
      expect(rendered.prefetch).toEqual([
        ...(atLoad ? [] : ["/assets/en/react-test.js", "/assets/en/hydrate-test.js"]),
        "/assets/en/icons-test.js",
        "/assets/en/site-header-test.js",
        ...(serviceGroup ? ["/assets/en/case-list-test.js"] : []),
        "/assets/en/side-bar-test.js",
      ]);
      // The loaders read what the page shows; the visit record names the page (D6).
      expect(calls.length).toBeGreaterThanOrEqual(2);
      expect(rendered.page.visit).toEqual(expect.any(String));
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
    // Without experts or cases, their sections, and their islands, are left out.
    const names = readRenderedIslands(page.html).islands.map((island) => island.name);
    expect(names).toEqual(["site-header", "consult-dialog", "side-bar", "complaint-dialog"]);
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

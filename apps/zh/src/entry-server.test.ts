// @vitest-environment node
import { createEditionRenderer } from "@site/pages/server";
import { createFixtureFetch, type RecordedCall } from "@site/pages/testing";
import { describe, expect, it } from "vitest";
import { routeTable } from "./route-table";
import { site } from "./site";

const assets = {
  entry: "/assets/zh/index-test.js",
  start: "/assets/zh/start-test.js",
  styles: ["/assets/zh/index-test.css"],
  preloads: ["/assets/zh/shared-test.js"],
  pagePreloads: { kuaiji: ["/assets/zh/kuaiji-test.js"] },
};
const render = createEditionRenderer(site, assets);

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

async function renderPage(url: string, fetch: typeof globalThis.fetch) {
  const result = await render({ url, fetch });
  if (!("html" in result)) throw new Error(`${url} redirected`);
  const { html } = result;
  const head = html.slice(0, html.indexOf("</head>"));
  const json = /<script type="application\/json" id="site-hydration">(.*?)<\/script>/.exec(html);
  return { status: result.status, html, head, payload: JSON.parse(json?.[1] ?? "null") };
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
      expect(page.head).toContain(`<title>${escapeHtml(`${title} | 天诚控股集团`)}</title>`);
      expect(page.head).toContain('<meta name="viewport" content="width=1200"/>');
      expect(page.head).toContain('<link rel="stylesheet" href="/assets/zh/index-test.css"/>');
      expect(page.html).toMatch(/<h1[^>]*>[^<]+/);
      // No inline script: the start script by its file, the data as inert JSON (CSP
      // script-src 'self'). The edition's own scripts are named to it, not preloaded: they load
      // after the page (issue 12, item 7).
      const modules = [
        assets.entry,
        ...assets.preloads,
        ...(path === "/kuaiji" ? ["/assets/zh/kuaiji-test.js"] : []),
      ];
      const scripts = page.html.match(/<script[^>]*>/g) ?? [];
      expect(scripts).toEqual([
        `<script type="module" src="/assets/zh/start-test.js" fetchPriority="low" data-modules="${modules.join(" ")}">`,
        '<script type="application/json" id="site-hydration">',
      ]);
      expect(page.head).not.toContain("modulepreload");
      // Every read the loaders made travels with the page, so hydration reads nothing again.
      expect(calls.length).toBeGreaterThanOrEqual(2);
      expect(page.payload.queries.queries).toHaveLength(calls.length);
      // The page's own module is named too, so hydration need not wait to ask for it.
      expect(page.payload.assets).toEqual({
        styles: assets.styles,
        start: { src: assets.start, modules },
      });
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
    expect(
      page.payload.queries.queries.every(
        (query: { state: { data: unknown } }) => query.state.data === null,
      ),
    ).toBe(true);
  });
});

// Issue 24, item 6: every island of every page hydrates from the server's HTML without a warning.
import { createEditionRenderer } from "@site/pages/server";
import { createFixtureFetch, hydrateEveryIsland } from "@site/pages/testing";
import { describe, expect, it } from "vitest";
import { routeTable } from "./route-table";
import { site } from "./site";

const render = createEditionRenderer(site, {
  entry: "/assets/zh/index-test.js",
  start: "/assets/zh/start-test.js",
  styles: [],
  islands: { entry: "/assets/zh/islands-test.js", preloads: [], hydrator: [], modules: {} },
});

describe("the Chinese edition's islands", () => {
  it.each(routeTable.map((route) => route.path))(
    "%s: each island hydrates from its props without a warning, and the page records one visit",
    async (path) => {
      const url = path === "/content" ? "/content?id=1&type=2" : path;
      const result = await render({ url, fetch: createFixtureFetch([]), publicSite: null });
      if (!("html" in result)) throw new Error(`${url} redirected`);
      const { warnings, fetched } = await hydrateEveryIsland(result.html);
      expect(document.querySelectorAll("site-island").length).toBeGreaterThanOrEqual(2);
      expect(document.documentElement.hasAttribute("data-app-ready")).toBe(true);
      expect(warnings).toEqual([]);
      expect(fetched.filter((href) => href.endsWith("/TckgSoftLogin"))).toHaveLength(1);
    },
  );
});

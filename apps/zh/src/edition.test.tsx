import type { EditionCopy, RoutePageId } from "@site/pages/edition";
import { serviceGroupCopy } from "@site/pages/edition";
import { createFixtureEdition } from "@site/pages/testing";
import { act, cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import { RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountingCopy } from "./copy/accounting";
import { charityCopy } from "./copy/charity";
import { homeCopy } from "./copy/home";
import { serviceGroupsCopy } from "./copy/services";
import { zhEdition } from "./edition";
import { routeTable } from "./route-table";
import { routeDescriptions } from "./route-descriptions";

// Loaders settle over fetches; a loaded CI machine needs more than a second.
configure({ asyncUtilTimeout: 8000 });

beforeEach(() => {
  // jsdom has no scrolling; ScrollRestoration calls it on every navigation.
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderEdition(path: string) {
  const edition = createFixtureEdition({
    lang: "zh",
    routes: routeTable,
    descriptions: async () => routeDescriptions,
    edition: zhEdition,
    path,
  });
  render(<RouterProvider router={edition.router} />);
  return edition;
}

describe("figures (D12)", () => {
  it("writes the home figures bare, never with a thousands separator", () => {
    const figures = homeCopy.statistics?.figures ?? [];
    expect(figures.length).toBeGreaterThan(0);
    for (const figure of figures) {
      expect(String(figure.value)).toMatch(/^\d+$/);
    }
  });
});

describe("service group copy (spec 2.5)", () => {
  it("links each group page to every other group, the overseas page to the subsidiary first", () => {
    const titles = (page: Parameters<typeof serviceGroupCopy>[0]) =>
      serviceGroupCopy(page, accountingCopy, serviceGroupsCopy).otherServices?.items.map(
        (item) => item.title,
      );
    expect(titles("kuaiji")).toEqual([
      "资质事业群",
      "企贷事业群",
      "综合事业群",
      "知识产权事业群",
      "海外事业群",
    ]);
    expect(titles("haiwai")).toEqual([
      "天诚国际官网",
      "会计事业群",
      "资质事业群",
      "企贷事业群",
      "综合事业群",
      "知识产权事业群",
    ]);
    const links = serviceGroupCopy("zonghe", accountingCopy, serviceGroupsCopy).otherServices
      ?.items;
    expect(links?.map((link) => link.href)).toEqual([
      "/kuaiji?key=2",
      "/zizhi?key=2",
      "/qidai?key=2",
      "/zhichan?key=2",
      "/haiwai?key=3",
    ]);
  });
});

describe("the Chinese edition", () => {
  it("has copy for every route of its table, checked by the compiler", () => {
    const withoutBeijing: Omit<typeof zhEdition.pages, "beijing"> = zhEdition.pages;
    // @ts-expect-error: a route (here /BeiJing) without copy fails the typecheck
    const missing: EditionCopy<RoutePageId<typeof routeTable>>["pages"] = withoutBeijing;
    expect(Object.keys(missing).sort()).toEqual(routeTable.map((route) => route.page).sort());
  });

  it("renders a page in the shell, fed by the page's data, with the consult dialog", async () => {
    renderEdition("/kuaiji");
    await screen.findByRole("heading", { level: 1, name: "会计事业群" });
    screen.getByRole("navigation", { name: "主导航" });
    const complaint = screen.getByRole("button", { name: "投诉建议" });
    const complaintDialog = document.getElementById(complaint.getAttribute("commandfor") ?? "");
    expect(complaintDialog?.tagName).toBe("DIALOG");
    expect(complaintDialog?.querySelector("h2")?.textContent).toBe("投诉建议");
    expect(screen.getAllByRole("button", { name: "立即咨询" }).length).toBeGreaterThan(0);
    // Spec 2.5: the accounting page holds the expand toggle (first 8 / all).
    await screen.findByRole("button", { name: serviceGroupsCopy.experts.toggle.expand });
  });

  it("links charity items to the detail page with type 3 (D7)", async () => {
    renderEdition("/gongyi");
    const list = await screen.findByRole("region", { name: charityCopy.list?.title });
    const links = within(list).getAllByRole("link");
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute("href")).toMatch(/^\/content\?id=\d+&type=3$/);
    }
  });

  it("shows the edition's not-found view for an unknown path", async () => {
    renderEdition("/nope");
    await screen.findByRole("heading", { name: "页面不存在" });
  });

  it.each(routeTable.map((route) => route.path))(
    "%s renders from what its loader read, with no further read",
    async (path) => {
      const target = path === "/content" ? "/content?id=101&type=2" : path;
      const { router, calls, queryClient } = renderEdition(target);
      await waitFor(() => expect(router.state.initialized).toBe(true));
      const reads = () => calls.filter((call) => call.method === "GET");
      const loaded = reads().length;
      await screen.findByRole("heading", { level: 1 });
      // The page is up: the router and the queries are idle, and no request went out since
      // the loader's. (A query that fetched on mount would still be fetching, or in `calls`.)
      await act(async () => {});
      expect(router.state.navigation.state).toBe("idle");
      expect(queryClient.isFetching()).toBe(0);
      expect(reads().slice(loaded)).toEqual([]);
    },
  );
});

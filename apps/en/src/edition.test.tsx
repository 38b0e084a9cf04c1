import { createFixtureEdition } from "@site/pages/testing";
import { act, cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import { RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { charityCopy } from "./copy/charity";
import { enEdition } from "./edition";
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
    lang: "en",
    routes: routeTable,
    descriptions: async () => routeDescriptions,
    edition: enEdition,
    path,
  });
  render(<RouterProvider router={edition.router} />);
  return edition;
}

describe("the English edition", () => {
  it("links the other services of a group page to the English routes with their keys (D7)", async () => {
    renderEdition("/zongheE");
    const region = await screen.findByRole("region", {
      name: enEdition.serviceGroups.otherServices.title,
    });
    const hrefs = within(region)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      "/kuaijiE?key=2",
      "/zizhiE?key=2",
      "/qidaiE?key=2",
      "/zhichanE?key=2",
      "/haiwaiE?key=3",
    ]);
  });

  it("shows charity items without links (spec 2.2)", async () => {
    renderEdition("/gongyiE");
    const list = await screen.findByRole("region", { name: charityCopy.list?.title });
    expect(within(list).getAllByRole("listitem").length).toBeGreaterThan(0);
    expect(within(list).queryAllByRole("link")).toEqual([]);
  });

  it.each(routeTable.map((route) => route.path))(
    "%s renders from what its loader read, with no further read",
    async (path) => {
      const target = path === "/contentE" ? "/contentE?id=1101&type=2" : path;
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

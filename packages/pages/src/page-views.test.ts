import { pageIds } from "@site/api/page-catalog";
import { describe, expect, it } from "vitest";
import { pageViewModules } from "./page-views";

// Both editions' route tables name their pages by these ids (`EditionRoute.page`); the view
// modules are named for the page (issue 29, item 8), so a renamed module must stay mapped.
describe("the page views", () => {
  it("maps exactly the page ids to a view", () => {
    expect(Object.keys(pageViewModules).sort()).toEqual([...pageIds].sort());
  });

  it.each(pageIds)("loads the view of %s", async (page) => {
    const { view } = await pageViewModules[page]();
    expect(view).toBeTypeOf("function");
  });
});

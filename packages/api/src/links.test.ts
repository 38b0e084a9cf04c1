import { describe, expect, it } from "vitest";
import { newsDetailHref, sectionHref } from "./links";

describe("newsDetailHref (D7)", () => {
  it("opens the Chinese detail page with the item's id and the section type", () => {
    expect(newsDetailHref({ id: 101 }, 2)).toBe("/content?id=101&type=2");
    expect(newsDetailHref({ id: 7 }, 1)).toBe("/content?id=7&type=1");
    expect(newsDetailHref({ id: 9 }, 3)).toBe("/content?id=9&type=3");
  });

  it("takes the English detail path", () => {
    expect(newsDetailHref({ id: 1101 }, 2, "/contentE")).toBe("/contentE?id=1101&type=2");
  });

  it("leaves the id empty for an item without one (the detail page shows not found)", () => {
    expect(newsDetailHref({}, 2)).toBe("/content?id=&type=2");
  });
});

describe("sectionHref (D7)", () => {
  it("adds the top-level key of the target's section", () => {
    expect(sectionHref("/kuaiji", 2)).toBe("/kuaiji?key=2");
    expect(sectionHref("/haiwaiE", 3)).toBe("/haiwaiE?key=3");
  });
});

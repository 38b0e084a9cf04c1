import { describe, expect, it } from "vitest";
import { pageCatalog, pageSection, visitLabels } from "./page-catalog";

describe("visit labels (D6)", () => {
  it("are one per page, and English routes post their Chinese twin's", () => {
    expect(visitLabels.size).toBe(Object.keys(pageCatalog).length);
    expect(pageCatalog.haiwai.visitLabel).toBe("海外");
    expect(visitLabels.has("隐私政策")).toBe(true);
  });
});

describe("active menu section (D7)", () => {
  it("maps pages to their top-level keys", () => {
    const none = new URLSearchParams();
    expect(pageSection("home", none)).toBe(1);
    expect(pageSection("zhichan", none)).toBe(2);
    expect(pageSection("haiwai", none)).toBe(3);
    expect(pageSection("shangye", none)).toBe(4);
    expect(pageSection("zixun", none)).toBe(5);
    expect(pageSection("fazhanlicheng", none)).toBe(6);
    expect(pageSection("xiaoqi", none)).toBe(7);
    expect(pageSection("gongyi", none)).toBe(7);
  });

  it("on the detail page, type 1 → home, 2 → news, 3 → social responsibility, else none", () => {
    expect(pageSection("content", new URLSearchParams("id=1&type=1"))).toBe(1);
    expect(pageSection("content", new URLSearchParams("id=1&type=2"))).toBe(5);
    expect(pageSection("content", new URLSearchParams("id=1&type=3"))).toBe(7);
    expect(pageSection("content", new URLSearchParams("id=1&type=4"))).toBeNull();
    expect(pageSection("content", new URLSearchParams("id=1"))).toBeNull();
  });
});

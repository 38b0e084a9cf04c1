import { describe, expect, it } from "vitest";
import { newsDetailHref } from "./links";
import { createLinks, type EditionRoute } from "./routes";

const zh = [
  { path: "/", page: "home", title: "首页" },
  { path: "/kuaiji", page: "kuaiji", title: "会计事业群" },
  { path: "/haiwai", page: "haiwai", title: "海外事业群" },
  { path: "/content", page: "content", title: "资讯详情" },
  { path: "/yinsi", page: "yinsi", title: "隐私政策" },
] as const satisfies readonly EditionRoute[];

const en = [
  { path: "/indexE", page: "home", title: "Home" },
  { path: "/haiwaiE", page: "haiwai", title: "Overseas" },
  { path: "/contentE", page: "content", title: "News" },
] as const satisfies readonly EditionRoute[];

describe("links from the route table (D7)", () => {
  it("adds the top-level key of the target's section", () => {
    expect(createLinks(zh).href("kuaiji")).toBe("/kuaiji?key=2");
    expect(createLinks(zh).href("home")).toBe("/?key=1");
    expect(createLinks(en).href("haiwai")).toBe("/haiwaiE?key=3");
  });

  it("leaves a page outside the menu without a key", () => {
    expect(createLinks(zh).href("yinsi")).toBe("/yinsi");
  });

  it("refuses a page the table does not have, at compile time and at run time", () => {
    // @ts-expect-error: the English table has no accounting page
    expect(() => createLinks(en).href("kuaiji")).toThrow(/no page "kuaiji"/);
  });
});

describe("newsDetailHref (D7)", () => {
  it("opens the edition's detail page with the item's id and the section type", () => {
    expect(newsDetailHref(createLinks(zh), { id: 101 }, 2)).toBe("/content?id=101&type=2");
    expect(newsDetailHref(createLinks(zh), { id: 7 }, 1)).toBe("/content?id=7&type=1");
    expect(newsDetailHref(createLinks(en), { id: 1101 }, 3)).toBe("/contentE?id=1101&type=3");
  });

  it("leaves the id empty for an item without one (the detail page shows not found)", () => {
    expect(newsDetailHref(createLinks(zh), {}, 2)).toBe("/content?id=&type=2");
  });
});

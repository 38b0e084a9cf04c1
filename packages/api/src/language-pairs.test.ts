import { describe, expect, it } from "vitest";
import {
  languageAlternates,
  pagesWithoutTwin,
  twinPaths,
  type EditionPlace,
} from "./language-pairs";

const zh: EditionPlace = {
  lang: "zh",
  origin: "https://www.tiancheng-group.com",
  routes: { "/": "home", "/kuaiji": "kuaiji", "/content": "content", "/BeiJing": "beijing" },
};
const en: EditionPlace = {
  lang: "en",
  origin: "https://en.tiancheng-group.com",
  routes: { "/indexE": "home", "/kuaijiE": "kuaiji", "/contentE": "content" },
};

describe("language pairs (issue 13, item 3)", () => {
  it("pairs the routes of the same page, except the pages listed as having no twin", () => {
    expect(twinPaths(en.routes)).toEqual({ home: "/indexE", kuaiji: "/kuaijiE" });
    expect(Object.keys(pagesWithoutTwin)).toEqual(["content", "beijing"]);
  });

  it("names both pages and x-default (the Chinese one) on either side, reciprocally", () => {
    expect(languageAlternates("kuaiji", zh, en)).toEqual([
      { hreflang: "zh-CN", href: "https://www.tiancheng-group.com/kuaiji" },
      { hreflang: "en", href: "https://en.tiancheng-group.com/kuaijiE" },
      { hreflang: "x-default", href: "https://www.tiancheng-group.com/kuaiji" },
    ]);
    expect(languageAlternates("kuaiji", en, zh)).toEqual([
      { hreflang: "en", href: "https://en.tiancheng-group.com/kuaijiE" },
      { hreflang: "zh-CN", href: "https://www.tiancheng-group.com/kuaiji" },
      { hreflang: "x-default", href: "https://www.tiancheng-group.com/kuaiji" },
    ]);
    expect(languageAlternates("home", zh, en)[1]?.href).toBe(
      "https://en.tiancheng-group.com/indexE",
    );
  });

  it("names none for articles, a page of one edition only, or an unknown other edition", () => {
    expect(languageAlternates("content", zh, en)).toEqual([]);
    expect(languageAlternates("beijing", zh, en)).toEqual([]);
    expect(languageAlternates("kuaiji", zh, null)).toEqual([]);
  });
});

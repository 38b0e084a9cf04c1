import { describe, expect, it } from "vitest";
import {
  parseMonths,
  splitBrief,
  splitHighlights,
  splitTitle,
  toDay,
  toNewsItem,
} from "./normalize";
import { rowReaders } from "./entities";

describe("splitTitle (spec 2.4)", () => {
  it("splits on the first bar and trims both parts", () => {
    expect(splitTitle("集团年会召开 | 共话新机遇")).toEqual({
      headline: "集团年会召开",
      subline: "共话新机遇",
    });
    expect(splitTitle("A|B|C")).toEqual({ headline: "A", subline: "B|C" });
  });

  it("splits on a full-width bar too", () => {
    expect(splitTitle("新加坡办公室启用｜助力出海")).toEqual({
      headline: "新加坡办公室启用",
      subline: "助力出海",
    });
  });

  it("has no sub-line without a bar", () => {
    expect(splitTitle("  集团荣获称号 ")).toEqual({ headline: "集团荣获称号", subline: "" });
    expect(splitTitle("")).toEqual({ headline: "", subline: "" });
  });
});

describe("splitHighlights (spec 3)", () => {
  it("splits an expert's remark on the Chinese full stop and drops empties", () => {
    expect(splitHighlights("中国注册会计师。 从业18年。。服务中小企业逾5000家。")).toEqual([
      "中国注册会计师",
      "从业18年",
      "服务中小企业逾5000家",
    ]);
    expect(splitHighlights("")).toEqual([]);
    expect(splitHighlights("One line. Two sentences.")).toEqual(["One line. Two sentences."]);
  });
});

describe("splitBrief (spec 2.8)", () => {
  it("splits on the first middle dot", () => {
    expect(splitBrief("天诚企业服务集团董事长·李明远")).toEqual({
      lead: "天诚企业服务集团董事长",
      tail: "李明远",
    });
    expect(splitBrief("Chairman · Li Mingyuan · 2026")).toEqual({
      lead: "Chairman",
      tail: "Li Mingyuan · 2026",
    });
  });

  it("accepts a bullet and a katakana middle dot", () => {
    expect(splitBrief("董事长•李明远")).toEqual({ lead: "董事长", tail: "李明远" });
    expect(splitBrief("董事长・李明远")).toEqual({ lead: "董事长", tail: "李明远" });
  });

  it("keeps the whole line as the lead without a dot", () => {
    expect(splitBrief(" 董事长 李明远 ")).toEqual({ lead: "董事长 李明远", tail: "" });
  });
});

describe("parseMonths (D3)", () => {
  it("reads a JSON list of month and content", () => {
    expect(
      parseMonths('[{"month":"3月","content":"公司成立"},{"month":10,"content":"突破500家"}]'),
    ).toEqual([
      { month: "3月", content: "公司成立" },
      { month: "10", content: "突破500家" },
    ]);
  });

  it("drops extra keys of an entry", () => {
    expect(parseMonths('[{"month":"May","content":"Founded","id":3}]')).toEqual([
      { month: "May", content: "Founded" },
    ]);
  });

  it("gives no months for text that is not JSON", () => {
    expect(parseMonths("6月：上海分公司成立；12月：服务企业突破2万家")).toEqual([]);
    expect(parseMonths("")).toEqual([]);
  });

  it("gives no months for JSON of another shape", () => {
    expect(parseMonths('{"month":"3月","content":"x"}')).toEqual([]);
    expect(parseMonths('[{"month":"3月"}]')).toEqual([]);
    expect(parseMonths('[{"month":"3月","content":5}]')).toEqual([]);
    expect(parseMonths('["3月"]')).toEqual([]);
    expect(parseMonths("null")).toEqual([]);
  });
});

describe("toDay", () => {
  it("cuts the day from a date, a RuoYi datetime or ISO", () => {
    expect(toDay("2026-03-18")).toBe("2026-03-18");
    expect(toDay("2026-03-18 09:30:00")).toBe("2026-03-18");
    expect(toDay("2026-03-18T01:30:00.000+08:00")).toBe("2026-03-18");
    expect(toDay("2026/3/8")).toBe("2026-03-08");
  });

  it("gives an empty string for anything else", () => {
    expect(toDay("")).toBe("");
    expect(toDay("March 2026")).toBe("");
  });
});

describe("toNewsItem", () => {
  const row = rowReaders.dynamic({
    dynamicId: "7",
    dynamicTitle: "标题 | 副标题",
    dynamicTitle2: '<p><img src="/prod-api/profile/s.png">摘要</p>',
    dynamicContent: '<p>正文</p><p><img src="/prod-api/profile/a.png"></p>',
    dynamicImg: "/profile/cover.jpg",
    dynamicDate: "2026-01-09 00:00:00",
    dynamicName: "集团品牌中心",
    dynamicType: "2",
  });
  if (row === null) throw new Error("the sample news row does not read");

  it("strips images from the content in lists", () => {
    expect(toNewsItem("", row, true)).toEqual({
      id: 7,
      title: "标题 | 副标题",
      headline: "标题",
      subline: "副标题",
      summaryHtml: '<p><img src="/api/profile/s.png">摘要</p>',
      contentHtml: "<p>正文</p><p></p>",
      imageUrl: "/api/profile/cover.jpg",
      date: "2026-01-09",
      source: "集团品牌中心",
      type: 2,
    });
  });

  it("keeps them, rewritten, in the detail", () => {
    expect(toNewsItem("http://test.local", row, false).contentHtml).toBe(
      '<p>正文</p><p><img src="http://test.local/api/profile/a.png"></p>',
    );
  });
});

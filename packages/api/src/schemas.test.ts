import { describe, expect, it } from "vitest";
import { wireSchemas } from "./schemas";

const ruoyiExtras = {
  searchValue: null,
  createBy: "admin",
  createTime: "2025-06-12 10:30:00",
  updateBy: null,
  updateTime: null,
  params: {},
  language: "0",
};

describe("wire schemas (what a server must send)", () => {
  const news = {
    ...ruoyiExtras,
    dynamicId: 1,
    dynamicTitle: "新闻一 | 副标题",
    dynamicTitle2: "<p>摘要</p>",
    dynamicContent: "<p>正文</p>",
    dynamicImg: null,
    dynamicDate: "2026-03-18",
    dynamicName: "集团品牌中心",
    dynamicType: "1",
  };
  const pathsOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
    result.error?.issues.map(({ path }) => path.join(".")) ?? [];

  it("accept a complete row, extras ignored, absent media as null", () => {
    expect(wireSchemas.dynamic.safeParse(news).success).toBe(true);
  });

  it("refuse a row that leaves out a text field, or sends it as null", () => {
    const renamed: Record<string, unknown> = { ...news, dynamicHeadline: news.dynamicTitle };
    delete renamed.dynamicTitle;
    expect(pathsOf(wireSchemas.dynamic.safeParse(renamed))).toEqual(["dynamicTitle"]);
    expect(pathsOf(wireSchemas.dynamic.safeParse({ ...news, dynamicName: null }))).toEqual([
      "dynamicName",
    ]);
  });

  it("refuse a missing media key, a blank path, a number as a code and a bad date", () => {
    const noImage: Record<string, unknown> = { ...news };
    delete noImage.dynamicImg;
    expect(pathsOf(wireSchemas.dynamic.safeParse(noImage))).toEqual(["dynamicImg"]);
    expect(pathsOf(wireSchemas.dynamic.safeParse({ ...news, dynamicImg: " " }))).toEqual([
      "dynamicImg",
    ]);
    expect(pathsOf(wireSchemas.dynamic.safeParse({ ...news, dynamicType: 1 }))).toEqual([
      "dynamicType",
    ]);
    expect(pathsOf(wireSchemas.dynamic.safeParse({ ...news, dynamicDate: "18.3.2026" }))).toEqual([
      "dynamicDate",
    ]);
  });

  it("require mileageContent to be JSON of months", () => {
    const mileage = {
      mileageId: 1,
      mileageYear: "2012",
      mileageTitle: "Founded",
      mileageImg: null,
      mileageContent: '[{"month":"3","content":"Head office opens"}]',
    };
    expect(wireSchemas.mileage.safeParse(mileage).success).toBe(true);
    expect(
      pathsOf(wireSchemas.mileage.safeParse({ ...mileage, mileageContent: "3月：成立" })),
    ).toEqual(["mileageContent"]);
  });

  it("take months as the client reads them: a numeric month, extra keys, an empty list", () => {
    const mileage = {
      mileageId: 1,
      mileageYear: "2012",
      mileageTitle: "Founded",
      mileageImg: null,
      mileageContent: "[]",
    };
    for (const content of ["[]", '[{"month":3,"content":"x","id":1}]']) {
      expect(wireSchemas.mileage.safeParse({ ...mileage, mileageContent: content }).success).toBe(
        true,
      );
    }
    for (const content of ['[{"month":"3"}]', '{"month":"3","content":"x"}', "", "null"]) {
      expect(
        pathsOf(wireSchemas.mileage.safeParse({ ...mileage, mileageContent: content })),
      ).toEqual(["mileageContent"]);
    }
  });

  it("take menu leaves without a children key, never with an empty list", () => {
    const leaf = { id: 21, label: "会计事业群", classifyPath: "/kuaiji", classifyImg: null };
    const node = { ...leaf, classifyImg2: null };
    expect(
      wireSchemas.classify.safeParse({ ...node, children: [{ ...node, id: 22 }] }).success,
    ).toBe(true);
    expect(pathsOf(wireSchemas.classify.safeParse({ ...node, children: [] }))).toEqual([
      "children",
    ]);
    expect(pathsOf(wireSchemas.classify.safeParse({ ...node, children: [leaf] }))).toEqual([
      "children.0.classifyImg2",
    ]);
  });
});

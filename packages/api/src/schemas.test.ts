import { describe, expect, it } from "vitest";
import {
  briefSchema,
  classifySchema,
  dynamicSchema,
  mileageSchema,
  personnelSchema,
  staffSchema,
  wireSchemas,
} from "./schemas";

const ruoyiExtras = {
  searchValue: null,
  createBy: "admin",
  createTime: "2025-06-12 10:30:00",
  updateBy: null,
  updateTime: null,
  params: {},
  language: "0",
};

describe("entity schemas", () => {
  it("ignore RuoYi extras and read null text as empty", () => {
    expect(
      personnelSchema.parse({
        ...ruoyiExtras,
        remark: null,
        personnelId: 3,
        personnelName: "王芳",
        personnelPosition: null,
        personnelImg: null,
        personnelType: "5",
      }),
    ).toEqual({
      personnelId: 3,
      personnelName: "王芳",
      personnelPosition: "",
      personnelImg: null,
      remark: "",
      personnelType: 5,
    });
  });

  it("accept numeric strings for ids and types", () => {
    expect(dynamicSchema.parse({ dynamicId: "12", dynamicType: 4 })).toMatchObject({
      dynamicId: 12,
      dynamicType: 4,
    });
  });

  it("refuse a number where text belongs, and malformed ids and types", () => {
    expect(dynamicSchema.safeParse({ dynamicId: 1, dynamicType: 1, dynamicTitle: 5 }).success).toBe(
      false,
    );
    expect(dynamicSchema.safeParse({ dynamicId: "x1", dynamicType: 1 }).success).toBe(false);
    expect(dynamicSchema.safeParse({ dynamicId: 1, dynamicType: "news" }).success).toBe(false);
    expect(dynamicSchema.safeParse({ dynamicId: 1 }).success).toBe(false);
    expect(personnelSchema.safeParse({ personnelId: 1.5, personnelType: 0 }).success).toBe(false);
  });

  it("read blank media paths as null", () => {
    expect(staffSchema.parse({ staffId: 1, staffImg: "  ", color: "" })).toMatchObject({
      staffImg: null,
      color: null,
    });
  });

  it("read a menu tree whose leaves have no children key", () => {
    expect(
      classifySchema.array().parse([
        {
          id: 2,
          label: "事业群",
          classifyPath: "/kuaiji",
          children: [{ id: 21, label: "会计事业群", classifyPath: "/kuaiji" }],
        },
      ]),
    ).toEqual([
      {
        id: 2,
        label: "事业群",
        classifyPath: "/kuaiji",
        classifyImg: null,
        classifyImg2: null,
        children: [
          {
            id: 21,
            label: "会计事业群",
            classifyPath: "/kuaiji",
            classifyImg: null,
            classifyImg2: null,
          },
        ],
      },
    ]);
    expect(
      classifySchema.safeParse({ id: 2, label: "x", children: [{ id: 3, label: 4 }] }).success,
    ).toBe(false);
  });

  it("read counts as numbers or numeric strings", () => {
    expect(
      briefSchema.parse({ briefYgNumber: "1521", briefZyrcNumber: 197, briefFgsNumber: null }),
    ).toMatchObject({
      briefYgNumber: 1521,
      briefZyrcNumber: 197,
      briefFgsNumber: 0,
    });
    expect(briefSchema.safeParse({ briefYgNumber: "about 1500" }).success).toBe(false);
  });

  it("read a year stored as a number as text", () => {
    expect(mileageSchema.parse({ mileageId: 1, mileageYear: 2012 }).mileageYear).toBe("2012");
  });
});

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

import { describe, expect, it } from "vitest";
import {
  briefSchema,
  classifySchema,
  dynamicSchema,
  mileageSchema,
  personnelSchema,
  staffSchema,
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

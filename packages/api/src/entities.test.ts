import { describe, expect, it } from "vitest";
import { kindReaders, listReader, readMonthsJson, rowReaders } from "./entities";

const ruoyiExtras = {
  searchValue: null,
  createBy: "admin",
  createTime: "2025-06-12 10:30:00",
  updateBy: null,
  updateTime: null,
  params: {},
  language: "0",
};

const refused = { ok: false };

describe("kind id", () => {
  const read = kindReaders.id;

  it("reads a non-negative integer, 0 included", () => {
    expect(read(0)).toEqual({ ok: true, value: 0 });
    expect(read(12)).toEqual({ ok: true, value: 12 });
    expect(read(Number.MAX_SAFE_INTEGER)).toEqual({ ok: true, value: Number.MAX_SAFE_INTEGER });
  });

  it("refuses a negative number, a fraction and an unsafe or non-finite number", () => {
    expect(read(-1)).toEqual(refused);
    expect(read(1.5)).toEqual(refused);
    expect(read(2 ** 53)).toEqual(refused);
    expect(read(Number.NaN)).toEqual(refused);
    expect(read(Number.POSITIVE_INFINITY)).toEqual(refused);
  });

  it("reads a string of digits as its number", () => {
    expect(read("12")).toEqual({ ok: true, value: 12 });
    expect(read("0")).toEqual({ ok: true, value: 0 });
    expect(read("007")).toEqual({ ok: true, value: 7 });
  });

  it("refuses any other string", () => {
    expect(read("1a")).toEqual(refused);
    expect(read("x1")).toEqual(refused);
    expect(read("")).toEqual(refused);
    expect(read("-1")).toEqual(refused);
    expect(read("1.5")).toEqual(refused);
    expect(read(" 1")).toEqual(refused);
  });

  it("refuses null, absence and other types", () => {
    expect(read(null)).toEqual(refused);
    expect(read(undefined)).toEqual(refused);
    expect(read(true)).toEqual(refused);
    expect(read([1])).toEqual(refused);
  });
});

describe("kind code", () => {
  const read = kindReaders.code;

  it("reads an integer, negative ones included", () => {
    expect(read(4)).toEqual({ ok: true, value: 4 });
    expect(read(0)).toEqual({ ok: true, value: 0 });
    expect(read(-1)).toEqual({ ok: true, value: -1 });
  });

  it("reads a string of digits (a char column) as its number", () => {
    expect(read("5")).toEqual({ ok: true, value: 5 });
    expect(read("05")).toEqual({ ok: true, value: 5 });
  });

  it("refuses a fraction, other strings, null and absence", () => {
    expect(read(1.5)).toEqual(refused);
    expect(read(2 ** 53)).toEqual(refused);
    expect(read("news")).toEqual(refused);
    expect(read("-1")).toEqual(refused);
    expect(read("")).toEqual(refused);
    expect(read(null)).toEqual(refused);
    expect(read(undefined)).toEqual(refused);
  });
});

describe("kind label", () => {
  const read = kindReaders.label;

  it("reads any string as it is, the empty one included", () => {
    expect(read("事业群")).toEqual({ ok: true, value: "事业群" });
    expect(read("")).toEqual({ ok: true, value: "" });
    expect(read(" a ")).toEqual({ ok: true, value: " a " });
  });

  it("refuses null, absence and other types", () => {
    expect(read(null)).toEqual(refused);
    expect(read(undefined)).toEqual(refused);
    expect(read(4)).toEqual(refused);
  });
});

describe("kind text", () => {
  const read = kindReaders.text;

  it("reads a string as it is, untrimmed", () => {
    expect(read("<p>正文</p>")).toEqual({ ok: true, value: "<p>正文</p>" });
    expect(read(" a ")).toEqual({ ok: true, value: " a " });
    expect(read("")).toEqual({ ok: true, value: "" });
  });

  it("reads null and absence as the empty string", () => {
    expect(read(null)).toEqual({ ok: true, value: "" });
    expect(read(undefined)).toEqual({ ok: true, value: "" });
  });

  it("refuses other types", () => {
    expect(read(5)).toEqual(refused);
    expect(read(false)).toEqual(refused);
    expect(read({ text: "x" })).toEqual(refused);
    expect(read(["/profile/a.png"])).toEqual(refused);
  });
});

describe("kind date (read as text)", () => {
  const read = kindReaders.date;

  it("reads any string, a malformed day included (the day is cut later)", () => {
    expect(read("2026-03-18")).toEqual({ ok: true, value: "2026-03-18" });
    expect(read("18.3.2026")).toEqual({ ok: true, value: "18.3.2026" });
  });

  it("reads null and absence as the empty string, refuses a number", () => {
    expect(read(null)).toEqual({ ok: true, value: "" });
    expect(read(undefined)).toEqual({ ok: true, value: "" });
    expect(read(20260318)).toEqual(refused);
  });
});

describe("kind media", () => {
  const read = kindReaders.media;

  it("reads a path trimmed", () => {
    expect(read("/profile/a.png")).toEqual({ ok: true, value: "/profile/a.png" });
    expect(read("  /profile/a.png ")).toEqual({ ok: true, value: "/profile/a.png" });
  });

  it("reads a blank path, null and absence as null", () => {
    expect(read("  ")).toEqual({ ok: true, value: null });
    expect(read("")).toEqual({ ok: true, value: null });
    expect(read(null)).toEqual({ ok: true, value: null });
    expect(read(undefined)).toEqual({ ok: true, value: null });
  });

  it("refuses other types", () => {
    expect(read(5)).toEqual(refused);
    expect(read(["/profile/a.png"])).toEqual(refused);
  });
});

describe("kind count", () => {
  const read = kindReaders.count;

  it("reads a non-negative integer or a string of digits", () => {
    expect(read(0)).toEqual({ ok: true, value: 0 });
    expect(read(197)).toEqual({ ok: true, value: 197 });
    expect(read("1521")).toEqual({ ok: true, value: 1521 });
  });

  it("reads null and absence as 0", () => {
    expect(read(null)).toEqual({ ok: true, value: 0 });
    expect(read(undefined)).toEqual({ ok: true, value: 0 });
  });

  it("refuses a negative number, a fraction and other strings", () => {
    expect(read(-1)).toEqual(refused);
    expect(read(1.5)).toEqual(refused);
    expect(read("about 1500")).toEqual(refused);
    expect(read("")).toEqual(refused);
    expect(read(true)).toEqual(refused);
  });
});

describe("kind year", () => {
  const read = kindReaders.year;

  it("reads a string as it is and an integer as text", () => {
    expect(read("2012")).toEqual({ ok: true, value: "2012" });
    expect(read("2012年")).toEqual({ ok: true, value: "2012年" });
    expect(read(2012)).toEqual({ ok: true, value: "2012" });
    expect(read(-5)).toEqual({ ok: true, value: "-5" });
  });

  it("reads null and absence as the empty string", () => {
    expect(read(null)).toEqual({ ok: true, value: "" });
    expect(read(undefined)).toEqual({ ok: true, value: "" });
  });

  it("refuses a fraction and other types", () => {
    expect(read(2012.5)).toEqual(refused);
    expect(read(true)).toEqual(refused);
    expect(read(["2012"])).toEqual(refused);
  });
});

describe("kind months (read as text)", () => {
  const read = kindReaders.months;

  it("reads any string, text that is not JSON of months included", () => {
    const json = '[{"month":"3","content":"成立"}]';
    expect(read(json)).toEqual({ ok: true, value: json });
    expect(read("3月：成立")).toEqual({ ok: true, value: "3月：成立" });
  });

  it("reads null as the empty string and refuses a parsed list", () => {
    expect(read(null)).toEqual({ ok: true, value: "" });
    expect(read([{ month: "3", content: "成立" }])).toEqual(refused);
  });
});

describe("kind color (read as a media path)", () => {
  const read = kindReaders.color;

  it("reads a colour trimmed, and blank, null or absence as null", () => {
    expect(read(" #1a4f9c ")).toEqual({ ok: true, value: "#1a4f9c" });
    expect(read("")).toEqual({ ok: true, value: null });
    expect(read(null)).toEqual({ ok: true, value: null });
    expect(read(undefined)).toEqual({ ok: true, value: null });
  });

  it("refuses a number", () => {
    expect(read(0x1a4f9c)).toEqual(refused);
  });
});

describe("row readers", () => {
  it("ignore RuoYi extras and read null text as empty", () => {
    expect(
      rowReaders.personnel({
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

  it("read absent optional fields by their kind", () => {
    expect(rowReaders.config({})).toEqual({ configName: "", icpBa: "" });
    expect(rowReaders.dynamic({ dynamicId: "12", dynamicType: 4 })).toEqual({
      dynamicId: 12,
      dynamicTitle: "",
      dynamicTitle2: "",
      dynamicContent: "",
      dynamicImg: null,
      dynamicDate: "",
      dynamicName: "",
      dynamicType: 4,
    });
  });

  it("refuse a number where text belongs, and malformed ids and types", () => {
    expect(rowReaders.dynamic({ dynamicId: 1, dynamicType: 1, dynamicTitle: 5 })).toBeNull();
    expect(rowReaders.dynamic({ dynamicId: "x1", dynamicType: 1 })).toBeNull();
    expect(rowReaders.dynamic({ dynamicId: 1, dynamicType: "news" })).toBeNull();
    expect(rowReaders.dynamic({ dynamicId: 1 })).toBeNull();
    expect(rowReaders.personnel({ personnelId: 1.5, personnelType: 0 })).toBeNull();
  });

  it("refuse anything but an object", () => {
    expect(rowReaders.config(null)).toBeNull();
    expect(rowReaders.config(undefined)).toBeNull();
    expect(rowReaders.config([])).toBeNull();
    expect(rowReaders.config([{ configName: "x" }])).toBeNull();
    expect(rowReaders.config("x")).toBeNull();
    expect(rowReaders.config(5)).toBeNull();
  });

  it("read blank media paths as null", () => {
    expect(rowReaders.staff({ staffId: 1, staffImg: "  ", color: "" })).toMatchObject({
      staffImg: null,
      color: null,
    });
  });

  it("read counts as numbers or numeric strings", () => {
    expect(
      rowReaders.brief({ briefYgNumber: "1521", briefZyrcNumber: 197, briefFgsNumber: null }),
    ).toMatchObject({
      briefYgNumber: 1521,
      briefZyrcNumber: 197,
      briefFgsNumber: 0,
    });
    expect(rowReaders.brief({ briefYgNumber: "about 1500" })).toBeNull();
  });

  it("read a year stored as a number as text", () => {
    expect(rowReaders.mileage({ mileageId: 1, mileageYear: 2012 })?.mileageYear).toBe("2012");
  });
});

describe("classify (the menu tree)", () => {
  const menu = listReader(rowReaders.classify);

  it("reads a tree whose leaves have no children key", () => {
    const tree = menu([
      {
        id: 2,
        label: "事业群",
        classifyPath: "/kuaiji",
        children: [{ id: 21, label: "会计事业群", classifyPath: "/kuaiji" }],
      },
    ]);
    expect(tree).toEqual([
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
    expect(tree?.[0]?.children?.[0]).not.toHaveProperty("children");
  });

  it("keeps children that are null, or an empty list", () => {
    expect(rowReaders.classify({ id: 1, label: "首页", children: null })).toEqual({
      id: 1,
      label: "首页",
      classifyPath: "",
      classifyImg: null,
      classifyImg2: null,
      children: null,
    });
    expect(rowReaders.classify({ id: 1, label: "首页", children: [] })?.children).toEqual([]);
  });

  it("reads nested nodes by the same rules, at every depth", () => {
    const node = rowReaders.classify({
      id: "2",
      label: "事业群",
      children: [{ id: 21, label: "会计", children: [{ id: "211", label: "代理记账" }] }],
    });
    expect(node?.id).toBe(2);
    expect(node?.children?.[0]?.children?.[0]).toEqual({
      id: 211,
      label: "代理记账",
      classifyPath: "",
      classifyImg: null,
      classifyImg2: null,
    });
  });

  it("refuses a node whose children are not a list, or hold a bad node at any depth", () => {
    expect(rowReaders.classify({ id: 2, label: "x", children: {} })).toBeNull();
    expect(rowReaders.classify({ id: 2, label: "x", children: "none" })).toBeNull();
    expect(rowReaders.classify({ id: 2, label: "x", children: [{ id: 3, label: 4 }] })).toBeNull();
    expect(
      rowReaders.classify({
        id: 2,
        label: "x",
        children: [{ id: 3, label: "y", children: [{ id: 4 }] }],
      }),
    ).toBeNull();
    expect(rowReaders.classify({ id: 2, label: "x", children: [null] })).toBeNull();
  });

  it("refuses a node without a label", () => {
    expect(rowReaders.classify({ id: 2 })).toBeNull();
    expect(rowReaders.classify({ id: 2, label: null })).toBeNull();
  });
});

describe("listReader", () => {
  const ids = listReader(rowReaders.client);

  it("reads every item of a list, the empty list included", () => {
    expect(ids([{ clientId: 1 }, { clientId: "2", clientImg: " /a.png " }])).toEqual([
      { clientId: 1, clientImg: null },
      { clientId: 2, clientImg: "/a.png" },
    ]);
    expect(ids([])).toEqual([]);
  });

  it("refuses the whole list when one item does not read, and anything but a list", () => {
    expect(ids([{ clientId: 1 }, { clientId: "one" }])).toBeNull();
    expect(ids({ 0: { clientId: 1 } })).toBeNull();
    expect(ids(null)).toBeNull();
  });
});

describe("readMonthsJson (mileageContent)", () => {
  it("reads a JSON list of month and content, a numeric month as text", () => {
    expect(readMonthsJson('[{"month":"3月","content":"成立"},{"month":10,"content":""}]')).toEqual([
      { month: "3月", content: "成立" },
      { month: "10", content: "" },
    ]);
    expect(readMonthsJson('[{"month":1.5,"content":"x"}]')).toEqual([
      { month: "1.5", content: "x" },
    ]);
    expect(readMonthsJson("[]")).toEqual([]);
  });

  it("drops other keys of an entry", () => {
    expect(readMonthsJson('[{"month":"May","content":"Founded","id":3}]')).toEqual([
      { month: "May", content: "Founded" },
    ]);
  });

  it("refuses text that is not JSON", () => {
    expect(readMonthsJson("3月：成立")).toBeNull();
    expect(readMonthsJson("")).toBeNull();
  });

  it("refuses JSON that is not a list of entries", () => {
    expect(readMonthsJson('{"month":"3","content":"x"}')).toBeNull();
    expect(readMonthsJson("null")).toBeNull();
    expect(readMonthsJson('["3月"]')).toBeNull();
    expect(readMonthsJson("[null]")).toBeNull();
    expect(readMonthsJson('[["3","x"]]')).toBeNull();
  });

  it("refuses an entry without text content or without a month", () => {
    expect(readMonthsJson('[{"month":"3"}]')).toBeNull();
    expect(readMonthsJson('[{"month":"3","content":5}]')).toBeNull();
    expect(readMonthsJson('[{"month":"3","content":null}]')).toBeNull();
    expect(readMonthsJson('[{"content":"x"}]')).toBeNull();
    expect(readMonthsJson('[{"month":null,"content":"x"}]')).toBeNull();
    expect(readMonthsJson('[{"month":true,"content":"x"}]')).toBeNull();
    // JSON.parse reads 1e400 as Infinity, which is no month.
    expect(readMonthsJson('[{"month":1e400,"content":"x"}]')).toBeNull();
    expect(readMonthsJson('[{"month":"3","content":"x"},{"month":"4"}]')).toBeNull();
  });
});

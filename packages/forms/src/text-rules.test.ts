import { describe, expect, test } from "vitest";
import { z } from "zod";
import { complaintSchema } from "./complaint";
import { consultationSchema } from "./consultation";
import type { Lang } from "./lang";
import { hasInvalidCharacters, NAME_MAX, normalizeText } from "./text-rules";

const consult = { name: "张三", tel: "13912345678", content: "" };
const complaint = {
  customerName: "张三",
  customerPhone: "13912345678",
  customerCompany: "天诚",
  customerGwname: "李四",
  customerType: 3,
  customerTypecontent: "其他",
  remark: "问题",
  customerImgs: [],
  customerSolve: 4,
  customerSolvecontent: "其他",
};

function consultErrors(lang: Lang, values: unknown) {
  const result = consultationSchema(lang).safeParse(values);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

function complaintErrors(lang: Lang, values: unknown) {
  const result = complaintSchema(lang).safeParse(values);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

const REFUSED = [
  "\u0000",
  "\u0007",
  "\u001b[31m",
  "\u007f",
  "\u0085",
  "\u202e",
  "\u202a",
  "\u2066",
  "\u2069",
  "\ud800",
  "\udfff",
  "a\udc00b",
];

describe("hasInvalidCharacters (D11)", () => {
  test.each(REFUSED)("refuses %j", (bad) => {
    expect(hasInvalidCharacters(`张${bad}三`)).toBe(true);
  });

  test("allows line breaks, tabs, CJK, emoji and accents", () => {
    expect(hasInvalidCharacters("第一行\r\n第二行\tend")).toBe(false);
    expect(hasInvalidCharacters("😀 𠀋 café – “quotes” ١٢٣")).toBe(false);
  });
});

describe("normalizeText (D11)", () => {
  test("composes decomposed accents", () => {
    expect(normalizeText("cafe\u0301")).toBe("café");
    expect(normalizeText("cafe\u0301").length).toBe(4);
  });
});

describe("names, company and advisor (D11)", () => {
  test("50 characters pass, 51 are refused with D11's message", () => {
    const fifty = "张".repeat(NAME_MAX);
    expect(consultErrors("zh", { ...consult, name: fifty })).toEqual({});
    expect(consultErrors("zh", { ...consult, name: `${fifty}张` })).toEqual({
      name: ["最多输入50字"],
    });
    expect(consultErrors("en", { ...consult, name: "a".repeat(51) })).toEqual({
      name: ["No more than 50 characters"],
    });
    expect(
      complaintErrors("zh", {
        ...complaint,
        customerName: "名".repeat(51),
        customerCompany: "司".repeat(51),
        customerGwname: "顾".repeat(51),
      }),
    ).toEqual({
      customerName: ["最多输入50字"],
      customerCompany: ["最多输入50字"],
      customerGwname: ["最多输入50字"],
    });
  });

  test("a 30,000-character name is refused", () => {
    expect(consultErrors("en", { ...consult, name: "x".repeat(30_000) })).toEqual({
      name: ["No more than 50 characters"],
    });
  });

  test("counts characters after NFC, so 50 decomposed letters pass", () => {
    const decomposed = "e\u0301".repeat(50);
    const result = consultationSchema("zh").safeParse({ ...consult, name: decomposed });
    expect(result.success && result.data.name).toBe("é".repeat(50));
  });
});

describe("refused characters (D11)", () => {
  test("in every text field of the consultation", () => {
    expect(consultErrors("zh", { ...consult, name: "张\u202e三", content: "a\u0000" })).toEqual({
      name: ["包含无效字符"],
      content: ["包含无效字符"],
    });
    expect(consultErrors("en", { ...consult, content: "\ud83d" })).toEqual({
      content: ["Contains characters that are not allowed"],
    });
  });

  test("in every text field of the complaint", () => {
    const bad = "x\u0008";
    expect(
      complaintErrors("zh", {
        ...complaint,
        customerName: bad,
        customerCompany: bad,
        customerGwname: bad,
        customerTypecontent: bad,
        remark: bad,
        customerSolvecontent: bad,
      }),
    ).toEqual({
      customerName: ["包含无效字符"],
      customerCompany: ["包含无效字符"],
      customerGwname: ["包含无效字符"],
      customerTypecontent: ["包含无效字符"],
      remark: ["包含无效字符"],
      customerSolvecontent: ["包含无效字符"],
    });
  });

  test("a phone number with anything but 11 digits gets the pattern message", () => {
    expect(consultErrors("zh", { ...consult, tel: "1391234567\u0000" })).toEqual({
      tel: ["请输入正确的手机号码"],
    });
    expect(consultErrors("zh", { ...consult, tel: "1".repeat(12) })).toEqual({
      tel: ["请输入正确的手机号码"],
    });
  });

  test("line breaks and tabs stay in free text", () => {
    const result = consultationSchema("zh").safeParse({ ...consult, content: "一\n二\t三\r\n" });
    expect(result.success && result.data.content).toBe("一\n二\t三\r\n");
  });
});

describe("NFC before storing (D11)", () => {
  test("every text field of the complaint comes out composed", () => {
    const result = complaintSchema("en").safeParse({
      ...complaint,
      customerName: "Rene\u0301",
      customerCompany: "Cafe\u0301",
      customerGwname: "Zoe\u0308",
      customerTypecontent: "o\u0302",
      remark: "u\u0308ber",
      customerSolvecontent: "n\u0303",
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({
      customerName: "René",
      customerCompany: "Café",
      customerGwname: "Zoë",
      customerTypecontent: "ô",
      remark: "über",
      customerSolvecontent: "ñ",
    });
  });
});

describe("a control character at either end of a trimmed field (D11)", () => {
  // Vertical tab and form feed count as whitespace for trim(): checked before trimming, they
  // are refused rather than trimmed away (a case the generated hostile-request test found).
  test.each(["\u000b张三", "张三\u000c", "\u000c李四\u000b"])("refuses %j as a name", (name) => {
    expect(consultErrors("zh", { ...consult, name }).name).toEqual(["包含无效字符"]);
    expect(complaintErrors("en", { ...complaint, customerName: name }).customerName).toEqual([
      "Contains characters that are not allowed",
    ]);
  });
});

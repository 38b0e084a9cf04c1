import { describe, expect, test } from "vitest";
import { z } from "zod";
import { countChars } from "./char-count";
import {
  CONSULT_CONTENT_MAX,
  consultFieldErrors,
  consultationDefaults,
  consultationSchema,
} from "./consultation";
import type { Lang } from "./lang";
import { MOBILE_PATTERN } from "./mobile";

const valid = { name: "张三", tel: "13912345678", content: "" };

function fieldErrors(lang: Lang, values: unknown) {
  const result = consultationSchema(lang).safeParse(values);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe("mobile pattern", () => {
  test("accepts 1, a digit 3-9 and 9 more digits", () => {
    expect(MOBILE_PATTERN.test("13912345678")).toBe(true);
    expect(MOBILE_PATTERN.test("19912345678")).toBe(true);
  });

  test("refuses a second digit below 3, 10 digits and 12 digits", () => {
    expect(MOBILE_PATTERN.test("12912345678")).toBe(false);
    expect(MOBILE_PATTERN.test("1391234567")).toBe(false);
    expect(MOBILE_PATTERN.test("139123456789")).toBe(false);
  });
});

describe("countChars", () => {
  test("counts code points, so an emoji counts once", () => {
    expect(countChars("abc")).toBe(3);
    expect(countChars("咨询")).toBe(2);
    expect(countChars("😀")).toBe(1);
  });
});

describe("consultation defaults", () => {
  test("are all empty", () => {
    expect(consultationDefaults).toEqual({ name: "", tel: "", content: "" });
  });

  test("are not yet valid (zh)", () => {
    expect(fieldErrors("zh", consultationDefaults)).toEqual({
      name: ["请输入您的姓名"],
      tel: ["请输入您的电话"],
    });
  });

  test("are not yet valid (en)", () => {
    expect(fieldErrors("en", consultationDefaults)).toEqual({
      name: ["Please enter your name"],
      tel: ["Please enter your phone number"],
    });
  });
});

describe("consultation schema", () => {
  test("accepts a name and a mobile number, with no message", () => {
    expect(consultationSchema("zh").parse(valid)).toEqual(valid);
    expect(consultationSchema("en").parse(valid)).toEqual(valid);
  });

  test("trims the name and the number", () => {
    expect(
      consultationSchema("zh").parse({ ...valid, name: " 张三 ", tel: " 13912345678 " }),
    ).toEqual(valid);
  });

  test("keeps the message as typed", () => {
    expect(consultationSchema("en").parse({ ...valid, content: " hello \n" }).content).toBe(
      " hello \n",
    );
  });

  test("a missing message becomes empty", () => {
    expect(consultationSchema("zh").parse({ name: "张三", tel: "13912345678" })).toEqual(valid);
  });

  test("name required (zh)", () => {
    expect(fieldErrors("zh", { ...valid, name: "" })).toEqual({ name: ["请输入您的姓名"] });
    expect(fieldErrors("zh", { ...valid, name: "   " })).toEqual({ name: ["请输入您的姓名"] });
    expect(fieldErrors("zh", { tel: "13912345678", content: "" })).toEqual({
      name: ["请输入您的姓名"],
    });
  });

  test("name required (en)", () => {
    expect(fieldErrors("en", { ...valid, name: "" })).toEqual({ name: ["Please enter your name"] });
    expect(fieldErrors("en", { ...valid, name: "   " })).toEqual({
      name: ["Please enter your name"],
    });
    expect(fieldErrors("en", { tel: "13912345678", content: "" })).toEqual({
      name: ["Please enter your name"],
    });
  });

  test("tel required, with the required message only (zh)", () => {
    expect(fieldErrors("zh", { ...valid, tel: "" })).toEqual({ tel: ["请输入您的电话"] });
    expect(fieldErrors("zh", { ...valid, tel: "  " })).toEqual({ tel: ["请输入您的电话"] });
  });

  test("tel required, with the required message only (en)", () => {
    expect(fieldErrors("en", { ...valid, tel: "" })).toEqual({
      tel: ["Please enter your phone number"],
    });
    expect(fieldErrors("en", { ...valid, tel: "  " })).toEqual({
      tel: ["Please enter your phone number"],
    });
  });

  test("tel mobile pattern (zh)", () => {
    expect(fieldErrors("zh", { ...valid, tel: "13912345678" })).toEqual({});
    expect(fieldErrors("zh", { ...valid, tel: "12912345678" })).toEqual({
      tel: ["请输入正确的手机号码"],
    });
    expect(fieldErrors("zh", { ...valid, tel: "1391234567" })).toEqual({
      tel: ["请输入正确的手机号码"],
    });
    expect(fieldErrors("zh", { ...valid, tel: "139123456789" })).toEqual({
      tel: ["请输入正确的手机号码"],
    });
  });

  test("tel mobile pattern (en)", () => {
    expect(fieldErrors("en", { ...valid, tel: "13912345678" })).toEqual({});
    expect(fieldErrors("en", { ...valid, tel: "12912345678" })).toEqual({
      tel: ["Please enter the correct mobile number"],
    });
    expect(fieldErrors("en", { ...valid, tel: "1391234567" })).toEqual({
      tel: ["Please enter the correct mobile number"],
    });
    expect(fieldErrors("en", { ...valid, tel: "139123456789" })).toEqual({
      tel: ["Please enter the correct mobile number"],
    });
  });

  test("content up to 300 characters (zh)", () => {
    expect(CONSULT_CONTENT_MAX).toBe(300);
    expect(fieldErrors("zh", { ...valid, content: "字".repeat(300) })).toEqual({});
    expect(fieldErrors("zh", { ...valid, content: "字".repeat(301) })).toEqual({
      content: ["最多输入300字"],
    });
  });

  test("content up to 300 characters (en)", () => {
    expect(fieldErrors("en", { ...valid, content: "a".repeat(300) })).toEqual({});
    expect(fieldErrors("en", { ...valid, content: "a".repeat(301) })).toEqual({
      content: ["Please enter your message (no more than 300 words)"],
    });
  });

  test("content counts code points, not UTF-16 units", () => {
    expect(fieldErrors("zh", { ...valid, content: "😀".repeat(300) })).toEqual({});
    expect(fieldErrors("zh", { ...valid, content: "😀".repeat(301) })).toEqual({
      content: ["最多输入300字"],
    });
  });

  test("reports every invalid field at once", () => {
    expect(fieldErrors("en", { name: " ", tel: "12912345678", content: "a".repeat(301) })).toEqual({
      name: ["Please enter your name"],
      tel: ["Please enter the correct mobile number"],
      content: ["Please enter your message (no more than 300 words)"],
    });
  });
});

describe("consultFieldErrors (the form posted without script)", () => {
  test("names each invalid field once, with its first message", () => {
    expect(consultFieldErrors("zh", { name: "", tel: "123", content: "字".repeat(301) })).toEqual({
      name: "请输入您的姓名",
      tel: "请输入正确的手机号码",
      content: "最多输入300字",
    });
    expect(consultFieldErrors("en", { name: "Li", tel: "" })).toEqual({
      tel: "Please enter your phone number",
    });
  });

  test("is empty for valid values", () => {
    expect(consultFieldErrors("zh", valid)).toEqual({});
  });
});

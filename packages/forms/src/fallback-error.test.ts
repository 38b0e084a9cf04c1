import { z } from "zod";
import { describe, expect, test } from "vitest";
import { complaintSchema } from "./complaint";
import { consultationSchema } from "./consultation";
import { fallbackError } from "./fallback-error";
import type { Lang } from "./lang";

const WRONG_TYPES: unknown[] = [0, 7, { a: 1 }, [1, 2], ["a", 1], [{}], [null], null, true];

const forms = [
  {
    schema: consultationSchema,
    valid: { name: "张三", tel: "13812345678", content: "想咨询" },
  },
  {
    schema: complaintSchema,
    valid: {
      customerName: "李四",
      customerPhone: "13912345678",
      customerCompany: "某某有限公司",
      customerGwname: "王顾问",
      customerType: 3,
      customerTypecontent: "发票",
      remark: "服务不及时",
      customerImgs: [],
      customerSolve: 4,
      customerSolvecontent: "退款",
    },
  },
];

function messages(lang: Lang, schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("every field names its message for every wrong type (D11)", () => {
  test.each(["zh", "en"] as const)("%s", (lang) => {
    for (const { schema, valid } of forms) {
      for (const field of Object.keys(valid)) {
        for (const value of WRONG_TYPES) {
          for (const message of messages(lang, schema(lang), { ...valid, [field]: value })) {
            const what = `${field}=${JSON.stringify(value)}: ${message}`;
            expect(message, what).not.toMatch(/Invalid input|expected|received/);
            if (lang === "zh") expect(message, what).toMatch(/[\u4e00-\u9fff]/);
          }
        }
      }
    }
  });
});

describe("fallbackError", () => {
  const schema = z.object({ list: z.array(z.string()) });

  test("gives an issue no rule names a message in the edition's language, naming the field", () => {
    const zh = schema.safeParse({ list: [1] }, { error: fallbackError("zh") });
    expect(zh.error?.issues.map((issue) => issue.message)).toEqual(["list 的值无效"]);
    const en = schema.safeParse({ list: [1] }, { error: fallbackError("en") });
    expect(en.error?.issues.map((issue) => issue.message)).toEqual([
      "The value of list is not valid",
    ]);
    expect(schema.safeParse(7, { error: fallbackError("zh") }).error?.issues[0]?.message).toBe(
      "提交的内容无效",
    );
  });

  test("leaves the messages the rules name", () => {
    const named = z.object({ list: z.array(z.string({ error: "仅支持文字" })) });
    const result = named.safeParse({ list: [1] }, { error: fallbackError("zh") });
    expect(result.error?.issues[0]?.message).toBe("仅支持文字");
  });
});

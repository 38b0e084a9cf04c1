import { describe, expect, test } from "vitest";
import { z } from "zod";
import {
  COMPLAINT_REMARK_MAX,
  COMPLAINT_SOLVE_DETAIL_MAX,
  COMPLAINT_TYPE_DETAIL_MAX,
  asksForDetail,
  checkComplaint,
  complaintDefaults,
  complaintSchema,
  complaintSolveOptions,
  complaintTypeOptions,
  type ComplaintValues,
} from "./complaint";
import type { Lang } from "./lang";

const valid: ComplaintValues = {
  customerName: "李四",
  customerPhone: "13912345678",
  customerCompany: "某某有限公司",
  customerGwname: "王顾问",
  customerType: 1,
  customerTypecontent: "",
  remark: "服务不及时",
  customerImgs: [],
  customerSolve: 1,
  customerSolvecontent: "",
};

function fieldErrors(lang: Lang, values: unknown) {
  const result = complaintSchema(lang).safeParse(values);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe("complaint limits", () => {
  test("are those of spec 9", () => {
    expect(COMPLAINT_TYPE_DETAIL_MAX).toBe(50);
    expect(COMPLAINT_REMARK_MAX).toBe(500);
    expect(COMPLAINT_SOLVE_DETAIL_MAX).toBe(300);
  });
});

describe("complaint options", () => {
  test("categories, with a detail for Other only", () => {
    expect(complaintTypeOptions).toEqual([
      {
        value: 1,
        label: { zh: "业务办理问题", en: "Business handling issues" },
        hasDetail: false,
      },
      { value: 2, label: { zh: "服务态度问题", en: "Service attitude issues" }, hasDetail: false },
      { value: 3, label: { zh: "其他（请注明）", en: "Other (please specify)" }, hasDetail: true },
    ]);
  });

  test("resolutions, with a detail for Other only", () => {
    expect(complaintSolveOptions).toEqual([
      { value: 1, label: { zh: "退款", en: "Refund" }, hasDetail: false },
      { value: 2, label: { zh: "更换服务人员", en: "Change service personnel" }, hasDetail: false },
      { value: 3, label: { zh: "赔偿", en: "Indemnify" }, hasDetail: false },
      { value: 4, label: { zh: "其他（请注明）", en: "Other (please specify)" }, hasDetail: true },
    ]);
  });
});

describe("asksForDetail", () => {
  test("is true for Other only, by number or by a radio input's text", () => {
    expect(asksForDetail(complaintTypeOptions, 3)).toBe(true);
    expect(asksForDetail(complaintTypeOptions, "3")).toBe(true);
    expect(asksForDetail(complaintTypeOptions, "1")).toBe(false);
    expect(asksForDetail(complaintSolveOptions, "4")).toBe(true);
    expect(asksForDetail(complaintSolveOptions, 3)).toBe(false);
    expect(asksForDetail(complaintSolveOptions, "")).toBe(false);
  });
});

describe("complaint defaults", () => {
  test("first options chosen, texts empty, no images", () => {
    expect(complaintDefaults).toEqual({
      customerName: "",
      customerPhone: "",
      customerCompany: "",
      customerGwname: "",
      customerType: 1,
      customerTypecontent: "",
      remark: "",
      customerImgs: [],
      customerSolve: 1,
      customerSolvecontent: "",
    });
  });

  test("are not yet valid (zh)", () => {
    expect(fieldErrors("zh", complaintDefaults)).toEqual({
      customerName: ["请输入您的姓名"],
      customerPhone: ["请输入您的电话"],
      customerCompany: ["请输入您的公司名称"],
      customerGwname: ["请输入与您对接的顾问的姓名"],
      remark: ["请描述您所遇到的问题/建议"],
    });
  });

  test("are not yet valid (en)", () => {
    expect(fieldErrors("en", complaintDefaults)).toEqual({
      customerName: ["Please enter your name"],
      customerPhone: ["Please enter your phone number"],
      customerCompany: ["Please enter your company name"],
      customerGwname: ["Please enter the name of the advisor you are dealing with"],
      remark: ["Please enter your question/suggestion (no more than 500 words)"],
    });
  });
});

describe("complaint schema: text fields", () => {
  test("accepts a complete complaint", () => {
    expect(complaintSchema("zh").parse(valid)).toEqual(valid);
    expect(complaintSchema("en").parse(valid)).toEqual(valid);
  });

  test("trims name, phone, company and advisor", () => {
    expect(
      complaintSchema("zh").parse({
        ...valid,
        customerName: " 李四 ",
        customerPhone: " 13912345678 ",
        customerCompany: " 某某有限公司 ",
        customerGwname: " 王顾问 ",
      }),
    ).toEqual(valid);
  });

  test("whitespace alone is empty (zh)", () => {
    expect(
      fieldErrors("zh", {
        ...valid,
        customerName: "  ",
        customerPhone: "  ",
        customerCompany: "  ",
        customerGwname: "  ",
        remark: "  ",
      }),
    ).toEqual({
      customerName: ["请输入您的姓名"],
      customerPhone: ["请输入您的电话"],
      customerCompany: ["请输入您的公司名称"],
      customerGwname: ["请输入与您对接的顾问的姓名"],
      remark: ["请描述您所遇到的问题/建议"],
    });
  });

  test("whitespace alone is empty (en)", () => {
    expect(
      fieldErrors("en", {
        ...valid,
        customerName: "  ",
        customerPhone: "  ",
        customerCompany: "  ",
        customerGwname: "  ",
        remark: "  ",
      }),
    ).toEqual({
      customerName: ["Please enter your name"],
      customerPhone: ["Please enter your phone number"],
      customerCompany: ["Please enter your company name"],
      customerGwname: ["Please enter the name of the advisor you are dealing with"],
      remark: ["Please enter your question/suggestion (no more than 500 words)"],
    });
  });

  test("phone mobile pattern (zh)", () => {
    expect(fieldErrors("zh", { ...valid, customerPhone: "13912345678" })).toEqual({});
    expect(fieldErrors("zh", { ...valid, customerPhone: "12912345678" })).toEqual({
      customerPhone: ["请输入正确的手机号码"],
    });
    expect(fieldErrors("zh", { ...valid, customerPhone: "1391234567" })).toEqual({
      customerPhone: ["请输入正确的手机号码"],
    });
    expect(fieldErrors("zh", { ...valid, customerPhone: "139123456789" })).toEqual({
      customerPhone: ["请输入正确的手机号码"],
    });
  });

  test("phone mobile pattern (en)", () => {
    expect(fieldErrors("en", { ...valid, customerPhone: "13912345678" })).toEqual({});
    expect(fieldErrors("en", { ...valid, customerPhone: "12912345678" })).toEqual({
      customerPhone: ["Please enter the correct mobile number"],
    });
    expect(fieldErrors("en", { ...valid, customerPhone: "1391234567" })).toEqual({
      customerPhone: ["Please enter the correct mobile number"],
    });
    expect(fieldErrors("en", { ...valid, customerPhone: "139123456789" })).toEqual({
      customerPhone: ["Please enter the correct mobile number"],
    });
  });

  test("remark up to 500 characters (zh)", () => {
    expect(fieldErrors("zh", { ...valid, remark: "问".repeat(500) })).toEqual({});
    expect(fieldErrors("zh", { ...valid, remark: "问".repeat(501) })).toEqual({
      remark: ["最多输入500字"],
    });
  });

  test("remark up to 500 characters (en)", () => {
    expect(fieldErrors("en", { ...valid, remark: "a".repeat(500) })).toEqual({});
    expect(fieldErrors("en", { ...valid, remark: "a".repeat(501) })).toEqual({
      remark: ["Please enter your question/suggestion (no more than 500 words)"],
    });
  });

  test("remark counts code points", () => {
    expect(fieldErrors("zh", { ...valid, remark: "😀".repeat(500) })).toEqual({});
    expect(fieldErrors("zh", { ...valid, remark: "😀".repeat(501) })).toEqual({
      remark: ["最多输入500字"],
    });
  });
});

describe("complaint schema: category", () => {
  test("numeric-string radio values become numbers", () => {
    expect(complaintSchema("zh").parse({ ...valid, customerType: "1" }).customerType).toBe(1);
    expect(complaintSchema("zh").parse({ ...valid, customerType: "2" }).customerType).toBe(2);
    expect(complaintSchema("en").parse({ ...valid, customerType: "3" }).customerType).toBe(3);
  });

  test("missing, empty or out of range (zh)", () => {
    const message = { customerType: ["请选择您的投诉类别"] };
    expect(fieldErrors("zh", { ...valid, customerType: undefined })).toEqual(message);
    expect(fieldErrors("zh", { ...valid, customerType: "" })).toEqual(message);
    expect(fieldErrors("zh", { ...valid, customerType: 0 })).toEqual(message);
    expect(fieldErrors("zh", { ...valid, customerType: 4 })).toEqual(message);
    expect(fieldErrors("zh", { ...valid, customerType: "4" })).toEqual(message);
    expect(fieldErrors("zh", { ...valid, customerType: "x" })).toEqual(message);
    expect(fieldErrors("zh", { ...valid, customerType: 1.5 })).toEqual(message);
  });

  test("missing, empty or out of range (en)", () => {
    const message = { customerType: ["Please select your category"] };
    expect(fieldErrors("en", { ...valid, customerType: undefined })).toEqual(message);
    expect(fieldErrors("en", { ...valid, customerType: "" })).toEqual(message);
    expect(fieldErrors("en", { ...valid, customerType: 0 })).toEqual(message);
    expect(fieldErrors("en", { ...valid, customerType: 4 })).toEqual(message);
    expect(fieldErrors("en", { ...valid, customerType: "4" })).toEqual(message);
    expect(fieldErrors("en", { ...valid, customerType: "x" })).toEqual(message);
    expect(fieldErrors("en", { ...valid, customerType: 1.5 })).toEqual(message);
  });

  test("Other keeps a detail of up to 50 characters (zh)", () => {
    const detail = "细".repeat(50);
    const parsed = complaintSchema("zh").parse({
      ...valid,
      customerType: 3,
      customerTypecontent: detail,
    });
    expect(parsed.customerTypecontent).toBe(detail);
    expect(
      fieldErrors("zh", { ...valid, customerType: 3, customerTypecontent: "细".repeat(51) }),
    ).toEqual({ customerTypecontent: ["最多输入50字"] });
  });

  test("Other keeps a detail of up to 50 characters (en)", () => {
    const detail = "a".repeat(50);
    const parsed = complaintSchema("en").parse({
      ...valid,
      customerType: "3",
      customerTypecontent: detail,
    });
    expect(parsed.customerTypecontent).toBe(detail);
    expect(
      fieldErrors("en", { ...valid, customerType: "3", customerTypecontent: "a".repeat(51) }),
    ).toEqual({ customerTypecontent: ["No more than 50 characters"] });
  });

  test("Other may leave the detail empty", () => {
    expect(fieldErrors("zh", { ...valid, customerType: 3, customerTypecontent: "" })).toEqual({});
  });

  test("other categories ignore and drop the detail", () => {
    const long = "a".repeat(51);
    expect(
      complaintSchema("zh").parse({ ...valid, customerType: 1, customerTypecontent: long }),
    ).toEqual({ ...valid, customerType: 1, customerTypecontent: "" });
    expect(
      complaintSchema("en").parse({ ...valid, customerType: "2", customerTypecontent: long }),
    ).toEqual({ ...valid, customerType: 2, customerTypecontent: "" });
  });

  test("the detail's message shows together with other fields' messages", () => {
    expect(
      fieldErrors("en", {
        ...valid,
        customerName: "",
        customerType: 3,
        customerTypecontent: "a".repeat(51),
      }),
    ).toEqual({
      customerName: ["Please enter your name"],
      customerTypecontent: ["No more than 50 characters"],
    });
  });
});

describe("complaint schema: resolution", () => {
  test("numeric-string radio values become numbers", () => {
    expect(complaintSchema("zh").parse({ ...valid, customerSolve: "1" }).customerSolve).toBe(1);
    expect(complaintSchema("zh").parse({ ...valid, customerSolve: "2" }).customerSolve).toBe(2);
    expect(complaintSchema("en").parse({ ...valid, customerSolve: "3" }).customerSolve).toBe(3);
    expect(complaintSchema("en").parse({ ...valid, customerSolve: "4" }).customerSolve).toBe(4);
  });

  test("missing, empty or out of range (zh)", () => {
    const message = { customerSolve: ["请选择您希望如何解决此问题"] };
    expect(fieldErrors("zh", { ...valid, customerSolve: undefined })).toEqual(message);
    expect(fieldErrors("zh", { ...valid, customerSolve: "" })).toEqual(message);
    expect(fieldErrors("zh", { ...valid, customerSolve: 0 })).toEqual(message);
    expect(fieldErrors("zh", { ...valid, customerSolve: 5 })).toEqual(message);
    expect(fieldErrors("zh", { ...valid, customerSolve: "5" })).toEqual(message);
  });

  test("missing, empty or out of range (en)", () => {
    const message = {
      customerSolve: ["Please select how you would like this issue to be resolved"],
    };
    expect(fieldErrors("en", { ...valid, customerSolve: undefined })).toEqual(message);
    expect(fieldErrors("en", { ...valid, customerSolve: "" })).toEqual(message);
    expect(fieldErrors("en", { ...valid, customerSolve: 0 })).toEqual(message);
    expect(fieldErrors("en", { ...valid, customerSolve: 5 })).toEqual(message);
    expect(fieldErrors("en", { ...valid, customerSolve: "5" })).toEqual(message);
  });

  test("Other keeps a detail of up to 300 characters (zh)", () => {
    const detail = "解".repeat(300);
    const parsed = complaintSchema("zh").parse({
      ...valid,
      customerSolve: 4,
      customerSolvecontent: detail,
    });
    expect(parsed.customerSolvecontent).toBe(detail);
    expect(
      fieldErrors("zh", { ...valid, customerSolve: 4, customerSolvecontent: "解".repeat(301) }),
    ).toEqual({ customerSolvecontent: ["最多输入300字"] });
  });

  test("Other keeps a detail of up to 300 characters (en)", () => {
    const detail = "a".repeat(300);
    const parsed = complaintSchema("en").parse({
      ...valid,
      customerSolve: "4",
      customerSolvecontent: detail,
    });
    expect(parsed.customerSolvecontent).toBe(detail);
    expect(
      fieldErrors("en", { ...valid, customerSolve: "4", customerSolvecontent: "a".repeat(301) }),
    ).toEqual({ customerSolvecontent: ["No more than 300 characters"] });
  });

  test("other resolutions ignore and drop the detail", () => {
    const long = "a".repeat(301);
    expect(
      complaintSchema("zh").parse({ ...valid, customerSolve: 1, customerSolvecontent: long }),
    ).toEqual({ ...valid, customerSolve: 1, customerSolvecontent: "" });
    expect(
      complaintSchema("en").parse({ ...valid, customerSolve: "3", customerSolvecontent: long }),
    ).toEqual({ ...valid, customerSolve: 3, customerSolvecontent: "" });
  });
});

describe("complaint schema: images", () => {
  const five = ["/a.png", "/b.jpg", "/c.png", "/d.jpeg", "/e.png"];

  test("keeps up to 5 names in the order chosen", () => {
    expect(complaintSchema("zh").parse({ ...valid, customerImgs: five }).customerImgs).toEqual(
      five,
    );
    expect(
      complaintSchema("en").parse({ ...valid, customerImgs: ["/z.png", "/a.png"] }).customerImgs,
    ).toEqual(["/z.png", "/a.png"]);
  });

  test("missing images are none", () => {
    const withoutImages: Partial<ComplaintValues> = { ...valid };
    delete withoutImages.customerImgs;
    expect(complaintSchema("zh").parse(withoutImages).customerImgs).toEqual([]);
  });

  test("a 6th image is refused (zh)", () => {
    expect(fieldErrors("zh", { ...valid, customerImgs: [...five, "/f.png"] })).toEqual({
      customerImgs: ["最多上传5张图片"],
    });
  });

  test("a 6th image is refused (en)", () => {
    expect(fieldErrors("en", { ...valid, customerImgs: [...five, "/f.png"] })).toEqual({
      customerImgs: ["At most 5 images"],
    });
  });

  test("an empty name is refused", () => {
    const result = complaintSchema("en").safeParse({ ...valid, customerImgs: ["/a.png", ""] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["customerImgs", 1], "Only JPG and PNG images"],
    ]);
  });

  test.each([
    ["zh", "仅支持 JPG/PNG 格式"],
    ["en", "Only JPG and PNG images"],
  ] as const)("a name that is not text is refused with the type message (%s)", (lang, message) => {
    for (const names of [[1, 2], [{}], [null], [true], [[]]]) {
      const { customerImgs = [] } = fieldErrors(lang, { ...valid, customerImgs: names });
      expect(customerImgs.length, JSON.stringify(names)).toBeGreaterThan(0);
      expect(new Set(customerImgs), JSON.stringify(names)).toEqual(new Set([message]));
    }
  });
});

describe("checkComplaint (what the dialog sends)", () => {
  test("gives the values sent: radio texts as numbers, text trimmed, a detail only with Other", () => {
    expect(
      checkComplaint("zh", {
        ...valid,
        customerName: " 李四 ",
        customerType: "3",
        customerTypecontent: "其他",
        customerSolve: "2",
        customerSolvecontent: "不会发送",
      }),
    ).toEqual({
      ok: true,
      values: { ...valid, customerType: 3, customerTypecontent: "其他", customerSolve: 2 },
    });
  });

  test("names each invalid field once, with its first message (zh)", () => {
    expect(
      checkComplaint("zh", {
        ...valid,
        customerName: "",
        customerPhone: "123",
        customerType: "3",
        customerTypecontent: "类".repeat(51),
        customerSolve: "4",
        customerSolvecontent: "解".repeat(301),
      }),
    ).toEqual({
      ok: false,
      errors: {
        customerName: "请输入您的姓名",
        customerPhone: "请输入正确的手机号码",
        customerTypecontent: "最多输入50字",
        customerSolvecontent: "最多输入300字",
      },
    });
  });

  test("names each invalid field once, with its first message (en)", () => {
    expect(checkComplaint("en", { ...complaintDefaults, customerSolve: "" })).toEqual({
      ok: false,
      errors: {
        customerName: "Please enter your name",
        customerPhone: "Please enter your phone number",
        customerCompany: "Please enter your company name",
        customerGwname: "Please enter the name of the advisor you are dealing with",
        remark: "Please enter your question/suggestion (no more than 500 words)",
        customerSolve: "Please select how you would like this issue to be resolved",
      },
    });
  });
});

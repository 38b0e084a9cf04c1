import { describe, expect, test } from "vitest";
import * as forms from "./index";
import { formMessage, formMessages } from "./messages";

describe("formMessage", () => {
  test("every English message is English: no Chinese character or CJK punctuation", () => {
    const cjk = /[\u3000-\u303F\u3400-\u9FFF\uFF00-\uFFEF]/u;
    const found = Object.entries(formMessages).filter(([, text]) => cjk.test(text.en));
    expect(found).toEqual([]);
  });

  test("consultation messages (spec 5.1)", () => {
    expect(formMessage("nameRequired", "zh")).toBe("请输入您的姓名");
    expect(formMessage("nameRequired", "en")).toBe("Please enter your name");
    expect(formMessage("telRequired", "zh")).toBe("请输入您的电话");
    expect(formMessage("telRequired", "en")).toBe("Please enter your phone number");
    expect(formMessage("telPattern", "zh")).toBe("请输入正确的手机号码");
    expect(formMessage("telPattern", "en")).toBe("Please enter the correct mobile number");
    expect(formMessage("consultContentMax", "zh")).toBe("最多输入300字");
    expect(formMessage("consultContentMax", "en")).toBe(
      "Please enter your message (no more than 300 words)",
    );
  });

  test("complaint messages (spec 5.2, D5)", () => {
    expect(formMessage("companyRequired", "zh")).toBe("请输入您的公司名称");
    expect(formMessage("companyRequired", "en")).toBe("Please enter your company name");
    expect(formMessage("advisorRequired", "zh")).toBe("请输入与您对接的顾问的姓名");
    expect(formMessage("advisorRequired", "en")).toBe(
      "Please enter the name of the advisor you are dealing with",
    );
    expect(formMessage("complaintTypeRequired", "zh")).toBe("请选择您的投诉类别");
    expect(formMessage("complaintTypeRequired", "en")).toBe("Please select your category");
    expect(formMessage("complaintTypeDetailMax", "zh")).toBe("最多输入50字");
    expect(formMessage("complaintTypeDetailMax", "en")).toBe("No more than 50 characters");
    expect(formMessage("remarkRequired", "zh")).toBe("请描述您所遇到的问题/建议");
    expect(formMessage("remarkRequired", "en")).toBe(
      "Please enter your question/suggestion (no more than 500 words)",
    );
    expect(formMessage("remarkMax", "zh")).toBe("最多输入500字");
    expect(formMessage("remarkMax", "en")).toBe(
      "Please enter your question/suggestion (no more than 500 words)",
    );
    expect(formMessage("complaintSolveRequired", "zh")).toBe("请选择您希望如何解决此问题");
    expect(formMessage("complaintSolveRequired", "en")).toBe(
      "Please select how you would like this issue to be resolved",
    );
    expect(formMessage("complaintSolveDetailMax", "zh")).toBe("最多输入300字");
    expect(formMessage("complaintSolveDetailMax", "en")).toBe("No more than 300 characters");
  });

  test("option labels", () => {
    expect(formMessage("complaintTypeBusiness", "zh")).toBe("业务办理问题");
    expect(formMessage("complaintTypeBusiness", "en")).toBe("Business handling issues");
    expect(formMessage("complaintTypeAttitude", "zh")).toBe("服务态度问题");
    expect(formMessage("complaintTypeAttitude", "en")).toBe("Service attitude issues");
    expect(formMessage("complaintTypeOther", "zh")).toBe("其他（请注明）");
    expect(formMessage("complaintTypeOther", "en")).toBe("Other (please specify)");
    expect(formMessage("complaintSolveRefund", "zh")).toBe("退款");
    expect(formMessage("complaintSolveRefund", "en")).toBe("Refund");
    expect(formMessage("complaintSolvePersonnel", "zh")).toBe("更换服务人员");
    expect(formMessage("complaintSolvePersonnel", "en")).toBe("Change service personnel");
    expect(formMessage("complaintSolveIndemnify", "zh")).toBe("赔偿");
    expect(formMessage("complaintSolveIndemnify", "en")).toBe("Indemnify");
    expect(formMessage("complaintSolveOther", "zh")).toBe("其他（请注明）");
    expect(formMessage("complaintSolveOther", "en")).toBe("Other (please specify)");
  });

  test("upload refusals (D5)", () => {
    expect(formMessage("uploadType", "zh")).toBe("仅支持 JPG/PNG 格式");
    expect(formMessage("uploadType", "en")).toBe("Only JPG and PNG images");
    expect(formMessage("uploadCount", "zh")).toBe("最多上传5张图片");
    expect(formMessage("uploadCount", "en")).toBe("At most 5 images");
    expect(formMessage("uploadSize", "zh")).toBe("单张图片不能超过10MB");
    expect(formMessage("uploadSize", "en")).toBe("Each image must be 10 MB or smaller");
  });

  test("submit outcome and promise (D4, D5)", () => {
    expect(formMessage("submitSuccess", "zh")).toBe("提交成功，请耐心等待");
    expect(formMessage("submitSuccess", "en")).toBe(
      "Submitted successfully, please wait patiently",
    );
    expect(formMessage("submitFailure", "zh")).toBe("提交失败，请稍后重试");
    expect(formMessage("submitFailure", "en")).toBe(
      "Sorry, your message could not be sent. Please try again.",
    );
    expect(formMessage("consultPromise", "zh")).toBe("我们将在30分钟内与您联系");
    expect(formMessage("consultPromise", "en")).toBe("We will contact you within 30 minutes");
  });

  test("privacy lines (D5)", () => {
    expect(formMessage("consultPrivacy", "zh")).toBe(
      "我们仅收集您的姓名、电话和留言，用于就您的咨询与您联系。",
    );
    expect(formMessage("consultPrivacy", "en")).toBe(
      "We collect your name, phone number and message only to contact you about your enquiry.",
    );
    expect(formMessage("complaintPrivacy", "zh")).toBe(
      "我们仅收集您填写的信息和上传的图片，用于处理您的投诉。",
    );
    expect(formMessage("complaintPrivacy", "en")).toBe(
      "We collect the details and images you submit only to handle your complaint.",
    );
    expect(formMessage("privacyLink", "zh")).toBe("隐私政策");
    expect(formMessage("privacyLink", "en")).toBe("Privacy Policy");
  });
});

describe("formMessages", () => {
  test("every message has both languages", () => {
    for (const text of Object.values(formMessages)) {
      expect(text.zh).not.toBe("");
      expect(text.en).not.toBe("");
    }
  });
});

describe("D11 messages", () => {
  test("name limit and refused characters, both languages", () => {
    expect(formMessage("nameMax", "zh")).toBe("最多输入50字");
    expect(formMessage("nameMax", "en")).toBe("No more than 50 characters");
    expect(formMessage("invalidCharacters", "zh")).toBe("包含无效字符");
    expect(formMessage("invalidCharacters", "en")).toBe("Contains characters that are not allowed");
  });
});

describe("package entry", () => {
  test("re-exports every module", () => {
    expect(Object.keys(forms).sort()).toEqual(
      [
        "COMPLAINT_DIALOG_ID",
        "COMPLAINT_REMARK_MAX",
        "COMPLAINT_SOLVE_DETAIL_MAX",
        "COMPLAINT_TYPE_DETAIL_MAX",
        "CONSULT_CONTENT_MAX",
        "CONSULT_DIALOG_ID",
        "CONSULT_FORM_KIND",
        "FORM_KIND_FIELD",
        "IDEMPOTENCY_KEY_FIELD",
        "MOBILE_PATTERN",
        "NAME_MAX",
        "UPLOAD_ACCEPT",
        "UPLOAD_MAX_BYTES",
        "UPLOAD_MAX_FILES",
        "asksForDetail",
        "checkComplaint",
        "checkImage",
        "checkImageCount",
        "complaintDefaults",
        "complaintSchema",
        "complaintSolveOptions",
        "complaintTypeOptions",
        "SENT_PARAM",
        "consultFieldErrors",
        "consultationDefaults",
        "consultationSchema",
        "countChars",
        "detectImageKind",
        "formMessage",
        "formMessages",
        "hasInvalidCharacters",
        "isAcceptedImageName",
        "normalizeText",
        "readFileHead",
        "uploadRefusalMessage",
      ].sort(),
    );
  });
});

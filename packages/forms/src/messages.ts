import type { Lang } from "./lang";

export type FormText = { readonly [lang in Lang]: string };

// One table for both editions (D5): validation messages are spec 5 verbatim, the rest D4/D5.
const messages = {
  nameRequired: { zh: "请输入您的姓名", en: "Please enter your name" },
  telRequired: { zh: "请输入您的电话", en: "Please enter your phone number" },
  telPattern: { zh: "请输入正确的手机号码", en: "Please enter the correct mobile number" },
  // D11
  nameMax: { zh: "最多输入50字", en: "No more than 50 characters" },
  invalidCharacters: { zh: "包含无效字符", en: "Contains characters that are not allowed" },
  consultContentMax: {
    zh: "最多输入300字",
    en: "Please enter your message (no more than 300 words)",
  },

  companyRequired: { zh: "请输入您的公司名称", en: "Please enter your company name" },
  advisorRequired: {
    zh: "请输入与您对接的顾问的姓名",
    en: "Please enter the name of the advisor you are dealing with",
  },
  complaintTypeRequired: { zh: "请选择您的投诉类别", en: "Please select your category" },
  complaintTypeDetailMax: { zh: "最多输入50字", en: "No more than 50 characters" },
  // spec 5.2 gives English one message for both remark rules.
  remarkRequired: {
    zh: "请描述您所遇到的问题/建议",
    en: "Please enter your question/suggestion (no more than 500 words)",
  },
  remarkMax: {
    zh: "最多输入500字",
    en: "Please enter your question/suggestion (no more than 500 words)",
  },
  complaintSolveRequired: {
    zh: "请选择您希望如何解决此问题",
    en: "Please select how you would like this issue to be resolved",
  },
  complaintSolveDetailMax: { zh: "最多输入300字", en: "No more than 300 characters" },

  complaintTypeBusiness: { zh: "业务办理问题", en: "Business handling issues" },
  complaintTypeAttitude: { zh: "服务态度问题", en: "Service attitude issues" },
  complaintTypeOther: { zh: "其他（请注明）", en: "Other (please specify)" },
  complaintSolveRefund: { zh: "退款", en: "Refund" },
  complaintSolvePersonnel: { zh: "更换服务人员", en: "Change service personnel" },
  complaintSolveIndemnify: { zh: "赔偿", en: "Indemnify" },
  complaintSolveOther: { zh: "其他（请注明）", en: "Other (please specify)" },

  uploadType: { zh: "仅支持 JPG/PNG 格式", en: "Only JPG and PNG images" },
  uploadCount: { zh: "最多上传5张图片", en: "At most 5 images" },
  uploadSize: { zh: "单张图片不能超过10MB", en: "Each image must be 10 MB or smaller" },

  submitSuccess: {
    zh: "提交成功，请耐心等待",
    en: "Submitted successfully, please wait patiently",
  },
  submitFailure: {
    zh: "提交失败，请稍后重试",
    en: "Sorry, your message could not be sent. Please try again.",
  },
  consultPromise: {
    zh: "我们将在30分钟内与您联系",
    en: "We will contact you within 30 minutes",
  },

  // D5 asks for a privacy line under each submit button but gives no wording: ours.
  consultPrivacy: {
    zh: "我们仅收集您的姓名、电话和留言，用于就您的咨询与您联系。",
    en: "We collect your name, phone number and message only to contact you about your enquiry.",
  },
  complaintPrivacy: {
    zh: "我们仅收集您填写的信息和上传的图片，用于处理您的投诉。",
    en: "We collect the details and images you submit only to handle your complaint.",
  },
  privacyLink: { zh: "隐私政策", en: "Privacy Policy" },
} as const satisfies Record<string, FormText>;

export type FormMessageId = keyof typeof messages;

export const formMessages: { readonly [id in FormMessageId]: FormText } = messages;

export function formMessage(id: FormMessageId, lang: Lang): string {
  return formMessages[id][lang];
}

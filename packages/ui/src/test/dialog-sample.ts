// Sample dialog copy for the unit tests, both editions (the editions' copy modules are out
// of reach of packages/ui: site/layers).
import type { ComplaintDialogCopy, ConsultDialogCopy } from "../dialogs";

export const consultCopy: { zh: ConsultDialogCopy; en: ConsultDialogCopy } = {
  zh: {
    trigger: "立即咨询",
    title: "在线咨询",
    close: "关闭",
    submit: "提交",
    fields: {
      name: { label: "您的姓名", placeholder: "请输入您的姓名" },
      tel: { label: "联系电话", placeholder: "请输入11位手机号码" },
      content: { label: "咨询内容", placeholder: "请简要描述您需要咨询的业务" },
    },
  },
  en: {
    trigger: "Consult now",
    title: "Online consultation",
    close: "Close",
    submit: "Submit",
    fields: {
      name: { label: "Your name", placeholder: "e.g. Li Ming" },
      tel: { label: "Mobile number", placeholder: "11-digit mobile number" },
      content: { label: "Your message", placeholder: "Tell us briefly what you need" },
    },
  },
};

export const complaintCopy: { zh: ComplaintDialogCopy; en: ComplaintDialogCopy } = {
  zh: {
    title: "投诉建议",
    description: "您的意见是我们改进的动力，我们会认真处理每一条反馈。",
    close: "关闭",
    submit: "提交",
    fields: {
      customerName: { label: "您的姓名", placeholder: "请输入您的姓名" },
      customerPhone: { label: "联系电话", placeholder: "请输入11位手机号码" },
      customerCompany: { label: "公司名称", placeholder: "请输入您的公司名称" },
      customerGwname: { label: "对接顾问", placeholder: "请输入与您对接的顾问的姓名" },
      customerType: { legend: "投诉类别" },
      customerTypecontent: { label: "其他类别说明", placeholder: "请注明投诉类别" },
      remark: { label: "问题描述", placeholder: "请描述您所遇到的问题或建议" },
      customerSolve: { legend: "期望的解决方式" },
      customerSolvecontent: { label: "其他解决方式说明", placeholder: "请注明您希望的解决方式" },
    },
    upload: {
      label: "相关图片",
      hint: "支持 JPG/PNG 格式，最多5张，每张不超过10MB",
      choose: "添加图片",
      remove: "移除图片",
      failed: "上传失败",
      progress: "上传进度",
    },
  },
  en: {
    title: "Complaints and suggestions",
    description: "Your feedback helps us improve. We handle every message with care.",
    close: "Close",
    submit: "Submit",
    fields: {
      customerName: { label: "Your name", placeholder: "e.g. Li Ming" },
      customerPhone: { label: "Mobile number", placeholder: "11-digit mobile number" },
      customerCompany: { label: "Company name", placeholder: "Your company" },
      customerGwname: { label: "Your advisor", placeholder: "Name of the advisor you deal with" },
      customerType: { legend: "Category" },
      customerTypecontent: { label: "Other category", placeholder: "Please specify" },
      remark: { label: "Question or suggestion", placeholder: "Describe what happened" },
      customerSolve: { legend: "How should we resolve it?" },
      customerSolvecontent: { label: "Other resolution", placeholder: "Please specify" },
    },
    upload: {
      label: "Images",
      hint: "JPG or PNG, at most 5 images, 10 MB each",
      choose: "Add images",
      remove: "Remove image",
      failed: "Upload failed",
      progress: "Upload progress",
    },
  },
};

/** The edition's privacy page (D5). */
export const privacyHref = { zh: "/yinsi", en: "/yinsiE" } as const;

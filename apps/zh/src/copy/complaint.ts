import type { ComplaintDialogCopy } from "@site/ui/dialogs";
import { privacyHref } from "./consult";

// D8 names: title and side-bar button 投诉建议, close 关闭, submit 提交. Messages: packages/forms.
const complaintDialogCopy: ComplaintDialogCopy = {
  title: "投诉建议",
  description: "您的每一条意见我们都会认真核实，客服中心将在1个工作日内与您联系。",
  close: "关闭",
  submit: "提交",
  fields: {
    customerName: { label: "您的姓名", placeholder: "请输入您的姓名" },
    customerPhone: { label: "联系电话", placeholder: "请输入11位手机号码" },
    customerCompany: { label: "公司名称", placeholder: "请输入您的公司名称" },
    customerGwname: { label: "对接顾问", placeholder: "请输入与您对接的顾问的姓名" },
    customerType: { legend: "投诉类别" },
    customerTypecontent: { label: "其他类别说明", placeholder: "请注明投诉类别（50字以内）" },
    remark: { label: "问题描述", placeholder: "请描述您所遇到的问题或建议（500字以内）" },
    customerSolve: { legend: "期望的解决方式" },
    customerSolvecontent: {
      label: "其他解决方式说明",
      placeholder: "请注明您希望的解决方式（300字以内）",
    },
  },
  upload: {
    label: "相关图片",
    hint: "可上传合同、票据或聊天记录截图：JPG/PNG 格式，最多5张，每张不超过10MB",
    choose: "添加图片",
    remove: "移除图片",
    failed: "上传失败",
    progress: "上传进度",
  },
};

/** The side bar's complaint dialog (spec 2.3), less the writes the layout adds. */
export const complaintSetup = { lang: "zh", copy: complaintDialogCopy, privacyHref } as const;

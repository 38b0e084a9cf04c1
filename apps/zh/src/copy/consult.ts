import { links } from "../links";
import type { ConsultDialogCopy } from "@site/ui/dialogs";

// D8 names: trigger 立即咨询, title 在线咨询, close 关闭, submit 提交.
const consultDialogCopy: ConsultDialogCopy = {
  trigger: "立即咨询",
  title: "在线咨询",
  close: "关闭",
  submit: "提交",
  fields: {
    name: { label: "您的姓名", placeholder: "请输入您的姓名" },
    tel: { label: "联系电话", placeholder: "请输入11位手机号码" },
    content: {
      label: "咨询内容",
      placeholder: "请简要描述您需要咨询的业务，如：代理记账、资质升级",
    },
  },
};

/** D5: the privacy line under each form's submit button links here. */
export const privacyHref = links.path("yinsi");

export const consultSetup = { lang: "zh", copy: consultDialogCopy, privacyHref } as const;

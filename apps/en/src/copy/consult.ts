import { links } from "../links";
import type { ConsultDialogCopy } from "@site/ui/dialogs";

// D8 names: trigger Consult now, title Online consultation, close Close, submit Submit.
const consultDialogCopy: ConsultDialogCopy = {
  trigger: "Consult now",
  title: "Online consultation",
  close: "Close",
  submit: "Submit",
  fields: {
    name: { label: "Your name", placeholder: "e.g. Li Ming" },
    tel: { label: "Mobile number", placeholder: "11-digit mainland China mobile number" },
    content: {
      label: "Your enquiry",
      placeholder: "Tell us briefly what you need, e.g. bookkeeping or an offshore bank account",
    },
  },
};

/** D5: the privacy line under each form's submit button links here. */
export const privacyHref = links.path("yinsi");

export const consultSetup = { lang: "en", copy: consultDialogCopy, privacyHref } as const;

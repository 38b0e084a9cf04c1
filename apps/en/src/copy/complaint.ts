import type { ComplaintDialogCopy } from "@site/ui/dialogs";
import { privacyHref } from "./consult";

// D8 names: title and side-bar button Complaints and suggestions, close Close, submit Submit.
const complaintDialogCopy: ComplaintDialogCopy = {
  title: "Complaints and suggestions",
  description:
    "We look into every message. Our customer service team will contact you within one working day.",
  close: "Close",
  submit: "Submit",
  fields: {
    customerName: { label: "Your name", placeholder: "e.g. Li Ming" },
    customerPhone: { label: "Mobile number", placeholder: "11-digit mainland China mobile number" },
    customerCompany: { label: "Company name", placeholder: "Your company's registered name" },
    customerGwname: { label: "Your advisor", placeholder: "Name of the advisor you deal with" },
    customerType: { legend: "Category" },
    customerTypecontent: {
      label: "Other category",
      placeholder: "Please specify (up to 50 characters)",
    },
    remark: {
      label: "Question or suggestion",
      placeholder: "Describe what happened (up to 500 characters)",
    },
    customerSolve: { legend: "How would you like us to resolve it?" },
    customerSolvecontent: {
      label: "Other resolution",
      placeholder: "Please specify (up to 300 characters)",
    },
  },
  upload: {
    label: "Images",
    hint: "Contracts, receipts or chat screenshots: JPG or PNG, at most 5 images, 10 MB each",
    choose: "Add images",
    remove: "Remove image",
    failed: "Upload failed",
    progress: "Upload progress",
  },
};

/** The side bar's complaint dialog (spec 2.3), less the writes the layout adds. */
export const complaintSetup = { lang: "en", copy: complaintDialogCopy, privacyHref } as const;

import "./zod-config";
import { z } from "zod";
import { countChars } from "./char-count";
import { choice, mobileNumber, requiredLimitedText, requiredText, whenValid } from "./fields";
import { formMessage, formMessages, type FormText } from "./messages";
import type { Lang } from "./lang";
import { hasInvalidCharacters, NAME_MAX, normalizeText } from "./text-rules";
import { UPLOAD_MAX_FILES } from "./upload";

// spec 9
export const COMPLAINT_TYPE_DETAIL_MAX = 50;
export const COMPLAINT_REMARK_MAX = 500;
export const COMPLAINT_SOLVE_DETAIL_MAX = 300;

export type ComplaintType = 1 | 2 | 3;
export type ComplaintSolve = 1 | 2 | 3 | 4;

export interface ComplaintValues {
  customerName: string;
  customerPhone: string;
  customerCompany: string;
  customerGwname: string;
  customerType: ComplaintType;
  customerTypecontent: string;
  remark: string;
  /** Uploaded fileNames, in the order chosen. */
  customerImgs: string[];
  customerSolve: ComplaintSolve;
  customerSolvecontent: string;
}

/** What the schema accepts: radio values as strings too; details and images may be left out. */
export interface ComplaintInput {
  customerName: string;
  customerPhone: string;
  customerCompany: string;
  customerGwname: string;
  customerType: ComplaintType | `${ComplaintType}`;
  customerTypecontent?: string | undefined;
  remark: string;
  customerImgs?: string[] | undefined;
  customerSolve: ComplaintSolve | `${ComplaintSolve}`;
  customerSolvecontent?: string | undefined;
}

export const complaintDefaults: ComplaintValues = {
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
};

export interface ComplaintOption<T extends number> {
  value: T;
  label: FormText;
  /** The option asks for a detail ("please specify"). */
  hasDetail: boolean;
}

export const complaintTypeOptions: ReadonlyArray<ComplaintOption<ComplaintType>> = [
  { value: 1, label: formMessages.complaintTypeBusiness, hasDetail: false },
  { value: 2, label: formMessages.complaintTypeAttitude, hasDetail: false },
  { value: 3, label: formMessages.complaintTypeOther, hasDetail: true },
];

export const complaintSolveOptions: ReadonlyArray<ComplaintOption<ComplaintSolve>> = [
  { value: 1, label: formMessages.complaintSolveRefund, hasDetail: false },
  { value: 2, label: formMessages.complaintSolvePersonnel, hasDetail: false },
  { value: 3, label: formMessages.complaintSolveIndemnify, hasDetail: false },
  { value: 4, label: formMessages.complaintSolveOther, hasDetail: true },
];

function hasDetail<T extends number>(
  options: ReadonlyArray<ComplaintOption<T>>,
  value: T,
): boolean {
  return options.some((option) => option.value === value && option.hasDetail);
}

// spec 5.2 and D5. A detail counts only with the option that asks for it: otherwise it
// is neither checked nor kept (a visitor may type one, then pick another option).
export function complaintSchema(lang: Lang): z.ZodType<ComplaintValues, ComplaintInput> {
  const typeDetailMax = formMessage("complaintTypeDetailMax", lang);
  const solveDetailMax = formMessage("complaintSolveDetailMax", lang);
  const invalid = formMessage("invalidCharacters", lang);
  const nameMax = { length: NAME_MAX, message: formMessage("nameMax", lang) };
  return z
    .object({
      customerName: requiredText(formMessage("nameRequired", lang), invalid, nameMax),
      customerPhone: mobileNumber(
        formMessage("telRequired", lang),
        formMessage("telPattern", lang),
      ),
      customerCompany: requiredText(formMessage("companyRequired", lang), invalid, nameMax),
      customerGwname: requiredText(formMessage("advisorRequired", lang), invalid, nameMax),
      customerType: choice<ComplaintType>([1, 2, 3], formMessage("complaintTypeRequired", lang)),
      customerTypecontent: z.string({ error: typeDetailMax }).overwrite(normalizeText).default(""),
      remark: requiredLimitedText(
        COMPLAINT_REMARK_MAX,
        formMessage("remarkRequired", lang),
        formMessage("remarkMax", lang),
        invalid,
      ),
      // Names come from upload responses, so an empty one or one that is not text is a broken
      // client: spec 5 has no message for it and the type refusal is the nearest.
      customerImgs: z
        .array(
          z
            .string({ error: formMessage("uploadType", lang) })
            .min(1, { error: formMessage("uploadType", lang) }),
          { error: formMessage("uploadType", lang) },
        )
        .max(UPLOAD_MAX_FILES, { error: formMessage("uploadCount", lang) })
        .default(() => []),
      customerSolve: choice<ComplaintSolve>(
        [1, 2, 3, 4],
        formMessage("complaintSolveRequired", lang),
      ),
      customerSolvecontent: z
        .string({ error: solveDetailMax })
        .overwrite(normalizeText)
        .default(""),
    })
    .superRefine(
      (values, ctx) => {
        if (!hasDetail(complaintTypeOptions, values.customerType)) return;
        const detail = values.customerTypecontent;
        if (hasInvalidCharacters(detail)) {
          ctx.addIssue({ code: "custom", path: ["customerTypecontent"], message: invalid });
        } else if (countChars(detail) > COMPLAINT_TYPE_DETAIL_MAX) {
          ctx.addIssue({ code: "custom", path: ["customerTypecontent"], message: typeDetailMax });
        }
      },
      { when: whenValid("customerType", "customerTypecontent") },
    )
    .superRefine(
      (values, ctx) => {
        if (!hasDetail(complaintSolveOptions, values.customerSolve)) return;
        const detail = values.customerSolvecontent;
        if (hasInvalidCharacters(detail)) {
          ctx.addIssue({ code: "custom", path: ["customerSolvecontent"], message: invalid });
        } else if (countChars(detail) > COMPLAINT_SOLVE_DETAIL_MAX) {
          ctx.addIssue({ code: "custom", path: ["customerSolvecontent"], message: solveDetailMax });
        }
      },
      { when: whenValid("customerSolve", "customerSolvecontent") },
    )
    .overwrite((values) => ({
      ...values,
      customerTypecontent: hasDetail(complaintTypeOptions, values.customerType)
        ? values.customerTypecontent
        : "",
      customerSolvecontent: hasDetail(complaintSolveOptions, values.customerSolve)
        ? values.customerSolvecontent
        : "",
    }));
}

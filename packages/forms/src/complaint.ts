import "./zod-config";
import { z } from "zod";
import { countChars } from "./char-count";
import { choice, mobileNumber, requiredLimitedText, requiredText, whenValid } from "./fields";
import { formMessage } from "./messages";
import type { Lang } from "./lang";
import { hasInvalidCharacters, NAME_MAX, normalizeText } from "./text-rules";
import { UPLOAD_MAX_FILES } from "./upload";
import {
  COMPLAINT_REMARK_MAX,
  COMPLAINT_SOLVE_DETAIL_MAX,
  COMPLAINT_TYPE_DETAIL_MAX,
  asksForDetail,
  complaintDefaults,
  complaintSolveOptions,
  complaintTypeOptions,
  type ComplaintFieldErrors,
  type ComplaintInput,
  type ComplaintSolve,
  type ComplaintType,
  type ComplaintValues,
} from "./complaint-values";

export * from "./complaint-values";

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
        if (!asksForDetail(complaintTypeOptions, values.customerType)) return;
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
        if (!asksForDetail(complaintSolveOptions, values.customerSolve)) return;
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
      customerTypecontent: asksForDetail(complaintTypeOptions, values.customerType)
        ? values.customerTypecontent
        : "",
      customerSolvecontent: asksForDetail(complaintSolveOptions, values.customerSolve)
        ? values.customerSolvecontent
        : "",
    }));
}

/** A complaint as the form holds it: sendable values, or each invalid field's first message. */
export type ComplaintCheck =
  { ok: true; values: ComplaintValues } | { ok: false; errors: ComplaintFieldErrors };

function isComplaintField(key: PropertyKey | undefined): key is keyof ComplaintValues {
  return typeof key === "string" && Object.hasOwn(complaintDefaults, key);
}

/** Checks a complaint: what is sent (trimmed, radio values as numbers), or why it cannot be. */
export function checkComplaint(lang: Lang, input: unknown): ComplaintCheck {
  const result = complaintSchema(lang).safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const errors: ComplaintFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isComplaintField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

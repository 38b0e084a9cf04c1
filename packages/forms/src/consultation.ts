import "./zod-config";
import { z } from "zod";
import { mobileNumber, optionalText, requiredText } from "./fields";
import { formMessage } from "./messages";
import type { Lang } from "./lang";
import { NAME_MAX } from "./text-rules";

import {
  CONSULT_CONTENT_MAX,
  type ConsultationInput,
  type ConsultationValues,
} from "./consultation-values";

export * from "./consultation-values";

// spec 5.1, D11
export function consultationSchema(lang: Lang): z.ZodType<ConsultationValues, ConsultationInput> {
  const invalid = formMessage("invalidCharacters", lang);
  return z.object({
    name: requiredText(formMessage("nameRequired", lang), invalid, {
      length: NAME_MAX,
      message: formMessage("nameMax", lang),
    }),
    tel: mobileNumber(formMessage("telRequired", lang), formMessage("telPattern", lang)),
    content: optionalText(CONSULT_CONTENT_MAX, formMessage("consultContentMax", lang), invalid),
  });
}

/** Each field's first message; empty when the values are valid. */
export function consultFieldErrors(
  lang: Lang,
  values: unknown,
): Partial<Record<keyof ConsultationValues, string>> {
  const result = consultationSchema(lang).safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<keyof ConsultationValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "name" || field === "tel" || field === "content") && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

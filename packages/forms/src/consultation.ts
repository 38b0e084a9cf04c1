import "./zod-config";
import { z } from "zod";
import { mobileNumber, optionalText, requiredText } from "./fields";
import { formMessage } from "./messages";
import type { Lang } from "./lang";
import { NAME_MAX } from "./text-rules";

export const CONSULT_CONTENT_MAX = 300;

export interface ConsultationValues {
  name: string;
  tel: string;
  content: string;
}

/** What the schema accepts: the message may be left out and becomes "". */
export interface ConsultationInput {
  name: string;
  tel: string;
  content?: string | undefined;
}

export const consultationDefaults: ConsultationValues = { name: "", tel: "", content: "" };

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

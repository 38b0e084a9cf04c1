import "./zod-config";
import type { z } from "zod";
import type { Lang } from "./lang";

// D11: every message a visitor can receive is in the edition's language. Each field's rules
// name their own messages; this is the net under them, for an issue no rule names (a value of
// a type no form sends), so zod's own English never reaches a visitor.
const invalidValue = {
  zh: (field: string) => (field ? `${field} 的值无效` : "提交的内容无效"),
  en: (field: string) =>
    field ? `The value of ${field} is not valid` : "The values sent are not valid",
} as const satisfies Record<Lang, (field: string) => string>;

/** A parse's error map (`schema.safeParse(input, { error: fallbackError(lang) })`). */
export function fallbackError(lang: Lang): z.core.$ZodErrorMap {
  return (issue) => invalidValue[lang](String(issue.path?.[0] ?? ""));
}

import "./zod-config";
import { z } from "zod";
import { countChars } from "./char-count";
import { MOBILE_PATTERN } from "./mobile";
import { hasInvalidCharacters, normalizeText } from "./text-rules";

// No `abort: true` in field checks: an aborting issue anywhere would also skip the
// object-level checks of complaint.ts, whatever their `when` says.

// D11: every text is NFC-normalized first (limits count what is stored) and refused when it
// holds characters that are not allowed; messages come in the order a visitor would fix them.

/** D11's refusal of control, bidirectional-override and unpaired surrogate characters. */
export function allowedCharacters<T extends z.ZodString>(schema: T, message: string): T {
  return schema.refine((text) => !hasInvalidCharacters(text), { error: message }) as T;
}

// Whitespace alone counts as empty; the value is kept trimmed. A missing or non-string
// value gets the same message, so the server's 400 says something a person can read.
export function requiredText(
  message: string,
  invalidMessage: string,
  max?: { length: number; message: string },
) {
  // Checked before trimming: a control character at either end is refused, not trimmed away.
  const text = allowedCharacters(
    z.string({ error: message }).overwrite(normalizeText),
    invalidMessage,
  )
    .trim()
    .min(1, { error: message });
  return max
    ? text.refine((value) => countChars(value) <= max.length, { error: max.message })
    : text;
}

// An empty number gets only the "required" message, not the pattern one as well. The pattern
// (11 digits, D11) refuses every other character.
export function mobileNumber(requiredMessage: string, patternMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .refine((tel) => tel === "" || MOBILE_PATTERN.test(tel), { error: patternMessage });
}

// Free text is not trimmed, so the limit agrees with a counter showing what was typed.
export function optionalText(max: number, message: string, invalidMessage: string) {
  return allowedCharacters(z.string({ error: message }).overwrite(normalizeText), invalidMessage)
    .refine((text) => countChars(text) <= max, { error: message })
    .default("");
}

export function requiredLimitedText(
  max: number,
  requiredMessage: string,
  maxMessage: string,
  invalidMessage: string,
) {
  return allowedCharacters(
    z
      .string({ error: requiredMessage })
      .overwrite(normalizeText)
      .refine((text) => text.trim() !== "", { error: requiredMessage }),
    invalidMessage,
  ).refine((text) => countChars(text) <= max, { error: maxMessage });
}

// Radio inputs give strings ("3"), JSON bodies give numbers: both become the number.
export function choice<const T extends number>(values: readonly T[], message: string) {
  return z.preprocess(
    (value: T | `${T}`) =>
      typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value,
    z.literal(values, { error: message }),
  );
}

// For object-level checks that need some fields parsed: run them even when other fields
// failed, so every error shows on the first submit instead of one after another.
export function whenValid(...keys: string[]) {
  return (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === "object" &&
    payload.value !== null &&
    !payload.issues.some((issue) => {
      const field = issue.path?.[0];
      return field === undefined || keys.includes(String(field));
    });
}

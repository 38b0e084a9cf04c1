import "./zod-config";
import { z } from "zod";
import { countChars } from "./char-count";
import { MOBILE_PATTERN } from "./mobile";

// No `abort: true` in field checks: an aborting issue anywhere would also skip the
// object-level checks of complaint.ts, whatever their `when` says.

// Whitespace alone counts as empty; the value is kept trimmed. A missing or non-string
// value gets the same message, so the server's 400 says something a person can read.
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

// An empty number gets only the "required" message, not the pattern one as well.
export function mobileNumber(requiredMessage: string, patternMessage: string) {
  return requiredText(requiredMessage).refine((tel) => tel === "" || MOBILE_PATTERN.test(tel), {
    error: patternMessage,
  });
}

// Free text is not trimmed, so the limit agrees with a counter showing what was typed.
export function optionalText(max: number, message: string) {
  return z
    .string({ error: message })
    .refine((text) => countChars(text) <= max, { error: message })
    .default("");
}

export function requiredLimitedText(max: number, requiredMessage: string, maxMessage: string) {
  return z
    .string({ error: requiredMessage })
    .refine((text) => text.trim() !== "", { error: requiredMessage })
    .refine((text) => countChars(text) <= max, { error: maxMessage });
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

import type { Lang } from "@site/forms/lang";
import type { z } from "zod";
import { serverMessage } from "../server-messages";

/** D4: write bodies are flat JSON objects. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The first validation message: the one a visitor would see first on the form (D5). */
export function firstMessage(error: z.ZodError, lang: Lang): string {
  return error.issues[0]?.message ?? serverMessage("badBody", lang);
}

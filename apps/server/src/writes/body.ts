import type { z } from "zod";

export const MSG_BAD_BODY = "请求体格式错误";

/** D4: write bodies are flat JSON objects. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The first validation message: the one a visitor would see first on the form (D5). */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? MSG_BAD_BODY;
}

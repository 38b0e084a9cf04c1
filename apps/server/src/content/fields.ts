// Field rules for the content files (content/README.md). Objects are strict, so a misspelt
// key is an error instead of a silently empty field.
import { z } from "zod";

export const contentId = z.number({ error: "must be a whole number" }).int().positive();

/** Text as editors write it: a number left unquoted in YAML (a phone, a year) is text too. */
export const text = z.union([z.string(), z.number().transform(String)], {
  error: "must be text",
});

export const requiredText = text.refine((value) => value.trim() !== "", {
  error: "must not be empty",
});

export const optionalText = text
  .nullish()
  .transform((value) => value ?? "")
  .optional()
  .transform((value) => value ?? "");

const MEDIA_PATH = /^\/profile\/(?:[\w.-]+\/)*[\w.-]+\.[A-Za-z0-9]+$/;

/** A media path as the API serves it (`/profile/<folder>/<file>`) or an absolute URL; blank is none. */
export const mediaPath = z
  .string({ error: "must be a media path such as /profile/news/news-01.webp" })
  .nullish()
  .transform((value) => (value == null || value.trim() === "" ? null : value.trim()))
  .refine((value) => value === null || MEDIA_PATH.test(value) || /^https?:\/\//.test(value), {
    error: "must be a media path such as /profile/news/news-01.webp, or an http(s) URL",
  })
  .refine((value) => value === null || !value.split("/").includes(".."), {
    error: "must not contain ..",
  });

export function typeCode(values: readonly number[]) {
  return z.number().refine((value) => values.includes(value), {
    error: `must be one of ${values.join(", ")}`,
  });
}

export const count = z.number({ error: "must be a whole number" }).int().nonnegative();

export const isoDate = z
  .string({ error: "must be a date written YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date written YYYY-MM-DD" })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: "is not a real date",
  })
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: "is not a real date",
  });

// Story helpers: stories take their sample copy from the toolbar's `lang` global, and a
// story pinned to English sets `globals: { lang: "en" }`, so each language is also a test.
import type { Lang } from "@site/forms/lang";

export function storyLang(globals: Record<string, unknown>): Lang {
  return globals.lang === "en" ? "en" : "zh";
}

/** The value for the current toolbar language from a `{ zh, en }` pair. */
export function byLang<T>(
  pair: { readonly zh: T; readonly en: T },
  globals: Record<string, unknown>,
): T {
  return pair[storyLang(globals)];
}

/** Pin a story to the English edition's copy. */
export const english = { lang: "en" } as const;

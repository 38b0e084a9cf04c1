import type { Lang } from "@site/forms/lang";

/** D2: the edition decides the language parameter; this is the only place that maps it. */
export function languageCode(lang: Lang): 0 | 1 {
  return lang === "en" ? 1 : 0;
}

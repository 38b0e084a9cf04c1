import type { Lang } from "@site/forms/lang";

/** D2: the `language` parameter of the API and the rows' language column: 0 Chinese, 1 English. */
export type LanguageCode = 0 | 1;

/** D2: the edition decides the language parameter; this is the only place that maps it. */
export function languageCode(lang: Lang): LanguageCode {
  return lang === "en" ? 1 : 0;
}

// The shell's data and copy as an edition passes them: the menu and configuration from the
// fixtures, the copy and the complaint dialog's setup from the edition's copy modules.
import type { ShellConfig } from "@site/ui/shell";
import { editionCopy } from "./copy";
import type { Lang } from "@site/forms/lang";
import { fixtures } from "./fixtures";

const config = (lang: Lang): ShellConfig => {
  const value = fixtures[lang].config;
  if (value === null) throw new Error(`The fixtures answer no ${lang} configuration`);
  return value;
};

/** D7: the top-level path of each section: the menu's top items, in order, keyed 1–7. */
const sectionPathsOf = (lang: Lang): Readonly<Record<number, string>> =>
  Object.fromEntries(fixtures[lang].menu.map((item, index) => [index + 1, item.path]));

export const menus = { zh: fixtures.zh.menu, en: fixtures.en.menu };
export const configs = { zh: config("zh"), en: config("en") };
export const sectionPaths = { zh: sectionPathsOf("zh"), en: sectionPathsOf("en") };
export const shellCopy = { zh: editionCopy.zh.shell, en: editionCopy.en.shell };
export const complaintCopy = {
  zh: editionCopy.zh.complaint.copy,
  en: editionCopy.en.complaint.copy,
};
export const consultCopy = { zh: editionCopy.zh.consult.copy, en: editionCopy.en.consult.copy };
export const privacyHref = {
  zh: editionCopy.zh.consult.privacyHref,
  en: editionCopy.en.consult.privacyHref,
};

// The group's mark, each edition's favicon.svg and header logo: a rounded square in the brand's
// red with the edition's letters in white, as outlines from Noto Sans CJK SC Bold. As a path
// it looks the same on every visitor's machine (a `<text>` mark took whatever CJK face the phone
// had, and the English "TC" fell back to DejaVu here), and the browser draws it without a font
// lookup or text layout while the page loads.

import type { Lang } from "@site/forms/lang";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { outline } from "./glyphs";
import { BRAND } from "./svg-kit";

export const MARK_SIZE = 64;

/** Each edition's public folder, where its brand files are shipped. */
export const publicDir = (lang: Lang): string =>
  fileURLToPath(new URL(`../../../../apps/${lang}/public/${lang}/`, import.meta.url));

/** Where each edition ships the mark: its public folder's favicon.svg. */
export const faviconFile = (lang: Lang): string => join(publicDir(lang), "favicon.svg");

/** The letters and their em size in the 64-unit square, as the first hand-drawn marks had them. */
const LETTERS: Record<Lang, { text: string; size: number }> = {
  zh: { text: "诚", size: 34 },
  en: { text: "TC", size: 28 },
};

export function logoMarkSvg(lang: Lang): string {
  const { text, size } = LETTERS[lang];
  const half = MARK_SIZE / 2;
  const glyph = outline(text, size, half, half, "bold", "sans");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MARK_SIZE} ${MARK_SIZE}">` +
    `<rect width="${MARK_SIZE}" height="${MARK_SIZE}" rx="12" fill="${BRAND.red}"/>` +
    `<path d="${glyph.d}" fill="#fff"/>` +
    `</svg>\n`
  );
}

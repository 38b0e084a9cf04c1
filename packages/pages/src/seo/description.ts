// Issue 13, item 2: an article's meta description is its first sentence, kept within the
// length search engines show (longer is cut at a word, shorter takes the next sentence).
import type { Lang } from "@site/forms/lang";

/** Meta description lengths, in characters (code points), per edition's language. */
export const DESCRIPTION_LENGTH: Readonly<Record<Lang, { min: number; max: number }>> = {
  zh: { min: 30, max: 120 },
  en: { min: 50, max: 160 },
};

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** The words of content HTML (already sanitized by the content's own rules) as one line. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#")) {
        const code =
          name[1]?.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : " ";
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

const FULL_STOPS = "。！？";
const CLOSERS = "”’」』）)";

/**
 * Sentences, each with its closing mark: a Chinese full stop (with the quote it closes), or
 * `.!?` before a space or the end, so "3.0" and "e.g.x" stay inside their sentence.
 */
function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const next = text[i + 1];
    const ends = FULL_STOPS.includes(char)
      ? next === undefined || !CLOSERS.includes(next)
      : CLOSERS.includes(char) && i > 0 && FULL_STOPS.includes(text[i - 1]!)
        ? true
        : ".!?".includes(char) && (next === undefined || /\s/.test(next));
    if (ends) {
      sentences.push(text.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences.filter(Boolean);
}

function cut(text: string, max: number, lang: Lang): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  let kept = chars.slice(0, max - 1).join("");
  if (lang === "en") {
    const lastSpace = kept.lastIndexOf(" ");
    if (lastSpace > max / 2) kept = kept.slice(0, lastSpace);
  }
  return `${kept.replace(/[\s,;:，、；：]+$/, "")}…`;
}

/** The first sentence of `text` (more while it is shorter than the minimum), at most the maximum. */
export function summaryOf(text: string, lang: Lang): string {
  const { min, max } = DESCRIPTION_LENGTH[lang];
  let summary = "";
  for (const sentence of sentencesOf(text)) {
    summary = summary ? `${summary}${lang === "en" ? " " : ""}${sentence}` : sentence;
    if ([...summary].length >= min) break;
  }
  return cut(summary, max, lang);
}

// Monogram portraits: the person's surname set large in Noto Serif CJK SC, as an outline (see
// glyphs.ts), on one of four deep brand tones chosen from the person's id. One style for the
// experts (400x500), the staff cards (300x400) and the chairman (600x750, with a fine inset
// frame); no drawn faces and no words, so the English edition shows the same file.
//
// The surname is a mark, not a label: the card's heading beside it names the person. Two
// people with one surname share the glyph but, with neighbouring ids, not the tone.

import { outline, type Weight } from "./glyphs";
import { n, svgDoc } from "./svg-kit";

export interface Tone {
  /** The ground. */
  ground: string;
  /** The glyph. */
  ink: string;
  /** The short rule under the glyph and the chairman's frame. */
  rule: string;
}

/** Navy, claret, slate and umber: the brand's navy and red and two quiet neutrals beside them. */
export const TONES: readonly Tone[] = [
  { ground: "#1f3157", ink: "#f4efe6", rule: "#c9a45c" },
  { ground: "#6e1418", ink: "#f6eee6", rule: "#d9b26a" },
  { ground: "#38424f", ink: "#f2eee8", rule: "#c9a45c" },
  { ground: "#4e3f33", ink: "#f5eee4", rule: "#d2ad68" },
];

/** `p07` → tone 2: consecutive ids (neighbours on a page) never share a tone. */
export function toneOf(id: string): Tone {
  const digits = /(\d+)$/.exec(id)?.[1];
  let index = 0;
  if (digits) index = Number(digits) - 1;
  else for (const ch of id) index = (index * 31 + ch.charCodeAt(0)) >>> 0;
  const tone = TONES[((index % TONES.length) + TONES.length) % TONES.length];
  if (!tone) throw new Error("no tones");
  return tone;
}

/** Two-character surnames keep both characters; others are the name's first character. */
const COMPOUND_SURNAMES = [
  "欧阳",
  "司马",
  "上官",
  "诸葛",
  "东方",
  "皇甫",
  "令狐",
  "慕容",
  "尉迟",
  "长孙",
  "宇文",
  "司徒",
  "夏侯",
  "公孙",
  "端木",
  "澹台",
];

export function surnameOf(fullName: string): string {
  const name = fullName.trim();
  const compound = COMPOUND_SURNAMES.find((s) => name.startsWith(s));
  const surname = compound ?? [...name][0];
  if (!surname || !/^\p{Script=Han}+$/u.test(surname))
    throw new Error(`"${fullName}" has no Chinese surname to draw`);
  return surname;
}

export interface MonogramOptions {
  /** The person's id (`p01`, `s03`, `chairman`): chooses the tone. */
  id: string;
  /** The Chinese name: its surname is the mark. */
  name: string;
  width: number;
  height: number;
  /** The glyph's em size as a share of the width. */
  scale?: number;
  weight?: Weight;
  /** A fine frame inset by this many px (the chairman's). */
  frame?: number;
  tone?: Tone;
}

export function monogram({
  id,
  name,
  width,
  height,
  scale = 0.5,
  weight = "regular",
  frame,
  tone = toneOf(id),
}: MonogramOptions): string {
  const surname = surnameOf(name);
  const size = (width * scale) / Math.max(1, [...surname].length * 0.8);
  const cx = width / 2;
  const cy = height * 0.46;
  const glyph = outline(surname, size, cx, cy, weight);
  const ruleWidth = width * 0.09;
  const ruleY = glyph.box.y + glyph.box.height + height * 0.07;
  const parts = [
    `<rect width="${width}" height="${height}" fill="${tone.ground}"/>`,
    `<path d="${glyph.d}" fill="${tone.ink}"/>`,
    `<rect x="${n(cx - ruleWidth / 2)}" y="${n(ruleY)}" width="${n(ruleWidth)}" height="${n(Math.max(2, width * 0.007))}" fill="${tone.rule}"/>`,
  ];
  if (frame !== undefined) {
    parts.push(
      `<rect x="${frame}" y="${frame}" width="${width - 2 * frame}" height="${height - 2 * frame}" fill="none" stroke="${tone.rule}" stroke-width="1.5"/>`,
    );
  }
  return svgDoc(width, height, parts.join(""));
}

/** The sizes of the three kinds (the cards show each in a 3:4 box, `object-fit: cover`). */
export const PORTRAIT_SIZES = {
  expert: { width: 400, height: 500 },
  staff: { width: 300, height: 400 },
  chairman: { width: 600, height: 750 },
} as const;

export function expertPortrait(id: string, name: string): string {
  return monogram({ id, name, ...PORTRAIT_SIZES.expert });
}

export function staffPortrait(id: string, name: string): string {
  return monogram({ id, name, ...PORTRAIT_SIZES.staff });
}

/** Larger and more finished: the same monogram in navy, a touch bolder, within a fine frame. */
export function chairmanPortrait(name: string): string {
  const tone = TONES[0];
  if (!tone) throw new Error("no tones");
  return monogram({
    id: "chairman",
    name,
    ...PORTRAIT_SIZES.chairman,
    scale: 0.46,
    frame: 30,
    tone,
  });
}

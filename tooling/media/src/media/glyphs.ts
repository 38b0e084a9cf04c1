// Characters as outlines: a portrait's surname is set in Noto Serif CJK SC and the logo mark in
// Noto Sans CJK SC (Debian's fonts-noto-cjk) and written into the SVG as a path, so the file
// shows the same letterform on every visitor's machine without any font.

import { existsSync } from "node:fs";
import { type Font, openSync } from "fontkit";
import { n } from "./svg-kit";

const NOTO = "/usr/share/fonts/opentype/noto";
const FONT_FILES = {
  serif: {
    regular: [`${NOTO}/NotoSerifCJK-Regular.ttc`, "NotoSerifCJKsc-Regular"],
    bold: [`${NOTO}/NotoSerifCJK-Bold.ttc`, "NotoSerifCJKsc-Bold"],
  },
  sans: {
    regular: [`${NOTO}/NotoSansCJK-Regular.ttc`, "NotoSansCJKsc-Regular"],
    bold: [`${NOTO}/NotoSansCJK-Bold.ttc`, "NotoSansCJKsc-Bold"],
  },
} as const;

export type Family = keyof typeof FONT_FILES;
export type Weight = keyof (typeof FONT_FILES)[Family];

const fonts = new Map<string, Font>();

function font(family: Family, weight: Weight): Font {
  const [file, name] = FONT_FILES[family][weight];
  const cached = fonts.get(name);
  if (cached) return cached;
  if (!existsSync(file))
    throw new Error(`${file} is missing: install Debian's fonts-noto-cjk to draw the media`);
  const opened = openSync(file, name);
  fonts.set(name, opened);
  return opened;
}

export interface Outline {
  /** SVG path data, already placed. */
  d: string;
  /** Its ink box after placing. */
  box: { x: number; y: number; width: number; height: number };
}

/**
 * `text` in one line at `size` px, its ink box centred on (cx, cy): optical centring of the
 * drawn strokes rather than of the em square, which sits low for most ideographs.
 */
export function outline(
  text: string,
  size: number,
  cx: number,
  cy: number,
  weight: Weight,
  family: Family = "serif",
): Outline {
  const f = font(family, weight);
  const run = f.layout(text);
  const scale = size / f.unitsPerEm;
  let pen = 0;
  const placed: { glyph: (typeof run.glyphs)[number]; x: number }[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  run.glyphs.forEach((glyph, i) => {
    const b = glyph.path.bbox;
    placed.push({ glyph, x: pen });
    minX = Math.min(minX, pen + b.minX);
    maxX = Math.max(maxX, pen + b.maxX);
    minY = Math.min(minY, b.minY);
    maxY = Math.max(maxY, b.maxY);
    pen += run.positions[i]?.xAdvance ?? glyph.advanceWidth;
  });
  if (!Number.isFinite(minX)) throw new Error(`no outline for "${text}"`);
  // font units, y up → px, y down, with the ink box centred on (cx, cy)
  const dx = cx - ((minX + maxX) / 2) * scale;
  const dy = cy + ((minY + maxY) / 2) * scale;
  const letters: Record<string, string> = {
    moveTo: "M",
    lineTo: "L",
    quadraticCurveTo: "Q",
    bezierCurveTo: "C",
    closePath: "Z",
  };
  let d = "";
  for (const { glyph, x } of placed) {
    for (const c of glyph.path.commands) {
      const points: string[] = [];
      for (let k = 0; k < c.args.length; k += 2) {
        points.push(
          `${n(dx + ((c.args[k] ?? 0) + x) * scale)} ${n(dy - (c.args[k + 1] ?? 0) * scale)}`,
        );
      }
      d += letters[c.command] + points.join(" ");
    }
  }
  return {
    d,
    box: {
      x: dx + minX * scale,
      y: dy - maxY * scale,
      width: (maxX - minX) * scale,
      height: (maxY - minY) * scale,
    },
  };
}

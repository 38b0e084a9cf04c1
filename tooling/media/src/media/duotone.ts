// The site's one illustration style (issue 28): quiet duotones of the band's navy and one light
// tone, architecture and objects in layers, nearer layers darker, lit by one glow. The banners
// (banners.ts) and the scenes (scenes.ts) draw with these parts.
import { type Rng, mix, n } from "./svg-kit";

/** The band's navy (tokens.css `--color-navy`): the dark end of every duotone. */
export const NAVY = "#14213d";

/** The light ends of the duotones: the banners' five tones. */
export const TONES = ["#f0b9a6", "#a9d6d4", "#ecd29a", "#cbd7ea", "#f3c77a"] as const;

/** A colour between the navy (0) and the picture's tone (1). */
export type Ink = (t: number) => string;

export const inkFor =
  (tone: string): Ink =>
  (t) =>
    mix(NAVY, tone, t);

/** Formats a coordinate: `n` (one decimal) for the banners, whole numbers for the scenes. */
export type Fmt = (value: number) => string;

/** A shape filled with one colour. */
export const fill = (d: string, color: string, extra = "") =>
  `<path d="${d}" fill="${color}"${extra}/>`;

/** A stroked path; `f` formats the width (`n` or whole numbers, like every coordinate here). */
export const stroke = (d: string, color: string, width: number, extra = "", f: Fmt = n) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}"${extra}/>`;

export const disc = (cx: number, cy: number, r: number, color: string, extra = "", f: Fmt = n) =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${color}"${extra}/>`;

/** A rectangle as path data, to join many into one path. */
export const boxPath = (x: number, y: number, w: number, h: number, f: Fmt = n) =>
  `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}z`;

/** One path of flat-topped and crowned towers standing on `baseY`. */
export function towers(
  r: Rng,
  x0: number,
  x1: number,
  baseY: number,
  minH: number,
  maxH: number,
  s: number,
  f: Fmt = n,
): string {
  let d = "";
  let x = x0;
  while (x < x1) {
    const w = (28 + r() * 52) * s;
    const h = (minH + r() * (maxH - minH)) * s;
    const top = baseY - h;
    const crown = r();
    d += `M${f(x)} ${f(baseY)}V${f(top)}`;
    if (crown < 0.18) d += `L${f(x + w / 2)} ${f(top - 26 * s)}L${f(x + w)} ${f(top)}`;
    else if (crown < 0.34)
      d += `H${f(x + w * 0.3)}V${f(top - 18 * s)}H${f(x + w * 0.7)}V${f(top)}H${f(x + w)}`;
    else if (crown < 0.44) d += `L${f(x + w)} ${f(top + 20 * s)}`;
    else d += `H${f(x + w)}`;
    d += `V${f(baseY)}Z`;
    x += w + (r() * 10 - 4) * s;
  }
  return d;
}

/** A landmark tower with a spire. */
export function landmark(x: number, baseY: number, w: number, h: number, f: Fmt = n): string {
  const top = baseY - h;
  return (
    `M${f(x)} ${f(baseY)}V${f(top + h * 0.18)}L${f(x + w * 0.18)} ${f(top + h * 0.08)}` +
    `V${f(top)}H${f(x + w * 0.82)}V${f(top + h * 0.08)}L${f(x + w)} ${f(top + h * 0.18)}` +
    `V${f(baseY)}Z` +
    `M${f(x + w * 0.46)} ${f(top)}V${f(top - h * 0.22)}H${f(x + w * 0.54)}V${f(top)}Z`
  );
}

/** Lit windows: the picture's window grid (`#w`), clipped to the shapes of `d`. */
export function windows(d: string, id: string, opacity: number): string {
  return (
    `<clipPath id="${id}"><path d="${d}"/></clipPath>` +
    `<rect width="100%" height="100%" fill="url(#w)" clip-path="url(#${id})" opacity="${opacity}"/>`
  );
}

/** The window grid behind `windows`: small lights on a 14 x 18 grid, near the tone's light end. */
export function windowGrid(ink: Ink): string {
  return (
    `<pattern id="w" width="14" height="18" patternUnits="userSpaceOnUse">` +
    `<rect x="5" y="6" width="4" height="6" fill="${ink(0.9)}"/></pattern>`
  );
}

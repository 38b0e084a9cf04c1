// Flat illustration parts (buildings, cranes, documents, coins, globes, ...) for the brochures'
// service icons and the one-off pictures. Each returns an SVG fragment in canvas coordinates; the
// scene files arrange them. No people: the site draws none (issue 28).

import { type Rng, between, darken, lighten, n } from "./svg-kit";

export function g(transform: string, body: string, extra = ""): string {
  return `<g transform="${transform}"${extra}>${body}</g>`;
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  extra = "",
): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ""} fill="${fill}"${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = "",
): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
}

export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

export function stroke(d: string, color: string, width: number, extra = ""): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

export function shadow(cx: number, cy: number, rx: number, opacity = 0.12): string {
  return ellipse(cx, cy, rx, Math.max(4, rx * 0.08), "#000", ` opacity="${opacity}"`);
}

/** Text-like lines on paper: rounded bars of varying length. */
export function lines(
  x: number,
  y: number,
  w: number,
  count: number,
  gap: number,
  color: string,
  r: Rng,
  thick = 6,
): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const len = i === count - 1 ? w * between(r, 0.35, 0.6) : w * between(r, 0.75, 1);
    d += `M${n(x)} ${n(y + i * gap)}h${n(len)}`;
  }
  return stroke(d, color, thick);
}

// ---------------------------------------------------------------- city

/** A tower with window columns drawn as dashed strokes (compact). */
export function tower(
  x: number,
  baseY: number,
  w: number,
  h: number,
  fill: string,
  windows: string,
  top: "flat" | "spire" | "step" | "slant" = "flat",
): string {
  const y = baseY - h;
  let out = rect(x, y, w, h, fill);
  if (top === "spire") out += rect(x + w / 2 - 2, y - h * 0.12, 4, h * 0.12, fill);
  if (top === "step") out += rect(x + w * 0.18, y - h * 0.06, w * 0.64, h * 0.06, fill);
  if (top === "slant")
    out += path(`M${n(x)} ${n(y)}L${n(x + w)} ${n(y - w * 0.45)}L${n(x + w)} ${n(y)}Z`, fill);
  const cols = Math.max(1, Math.floor((w - 8) / 14));
  const colGap = (w - 8) / cols;
  let d = "";
  for (let c = 0; c < cols; c++) {
    const cx = x + 4 + colGap * (c + 0.5);
    d += `M${n(cx)} ${n(y + 10)}V${n(baseY - 8)}`;
  }
  out += `<path d="${d}" stroke="${windows}" stroke-width="${n(Math.min(7, colGap * 0.5))}" stroke-dasharray="7 7" fill="none"/>`;
  return out;
}

export function tree(x: number, baseY: number, s: number, color: string, round = true): string {
  const trunk = rect(x - 3 * s, baseY - 22 * s, 6 * s, 22 * s, darken(color, 0.45));
  if (round) {
    return (
      trunk +
      circle(x, baseY - 36 * s, 20 * s, color) +
      circle(x + 8 * s, baseY - 30 * s, 12 * s, darken(color, 0.1))
    );
  }
  return (
    trunk +
    path(
      `M${n(x)} ${n(baseY - 76 * s)}L${n(x + 20 * s)} ${n(baseY - 18 * s)}L${n(x - 20 * s)} ${n(baseY - 18 * s)}Z`,
      color,
    )
  );
}

export function cloud(cx: number, cy: number, s: number, color: string, opacity = 1): string {
  return g(
    `translate(${n(cx)} ${n(cy)}) scale(${n(s)})`,
    path("M-40 10a18 18 0 0 1 8-30a26 26 0 0 1 48-6a20 20 0 0 1 28 22a14 14 0 0 1-4 14Z", color),
    opacity < 1 ? ` opacity="${opacity}"` : "",
  );
}

// ---------------------------------------------------------------- construction

export function crane(
  x: number,
  baseY: number,
  h: number,
  color: string,
  cable: string,
  jib = h * 0.7,
): string {
  const top = baseY - h;
  const mastW = 16;
  let lattice = "";
  for (let y = baseY; y > top + 12; y -= 16) {
    lattice += `M${n(x)} ${n(y)}L${n(x + mastW)} ${n(y - 16)}`;
  }
  const jibL = h * 0.28;
  const jibR = jib;
  let jibLattice = "";
  for (let jx = x + mastW; jx < x + mastW + jibR - 14; jx += 18) {
    jibLattice += `M${n(jx)} ${n(top)}L${n(jx + 9)} ${n(top - 12)}L${n(jx + 18)} ${n(top)}`;
  }
  const hookX = x + mastW + jibR * 0.72;
  const loadY = top + h * 0.42;
  return (
    stroke(`M${n(x)} ${n(baseY)}V${n(top)}M${n(x + mastW)} ${n(baseY)}V${n(top)}`, color, 4) +
    stroke(lattice, color, 2) +
    stroke(
      `M${n(x - jibL)} ${n(top)}H${n(x + mastW + jibR)}M${n(x - jibL)} ${n(top - 12)}H${n(x + mastW + jibR - 10)}`,
      color,
      4,
    ) +
    stroke(jibLattice, color, 2) +
    stroke(
      `M${n(x + mastW / 2)} ${n(top - 40)}L${n(x - jibL + 6)} ${n(top - 12)}M${n(x + mastW / 2)} ${n(top - 40)}L${n(x + mastW + jibR * 0.8)} ${n(top - 12)}`,
      color,
      2,
    ) +
    rect(x - 2, top - 40, mastW + 4, 28, color) +
    rect(x - jibL - 4, top - 2, 26, 22, darken(color, 0.3)) +
    rect(x + mastW + 2, top + 4, 20, 16, lighten(color, 0.2), 2) +
    stroke(`M${n(hookX)} ${n(top)}V${n(loadY)}`, cable, 2) +
    stroke(
      `M${n(hookX - 18)} ${n(loadY + 14)}L${n(hookX)} ${n(loadY)}L${n(hookX + 18)} ${n(loadY + 14)}`,
      cable,
      1.5,
    ) +
    rect(hookX - 40, loadY + 14, 80, 12, darken(color, 0.15))
  );
}

export function hardHat(cx: number, baseY: number, s: number, color: string): string {
  return g(
    `translate(${n(cx)} ${n(baseY)}) scale(${n(s)})`,
    path("M-40 0a40 38 0 0 1 80 0Z", color) +
      rect(-52, -4, 104, 10, darken(color, 0.15), 5) +
      rect(-6, -38, 12, 34, lighten(color, 0.25), 4),
  );
}

// ---------------------------------------------------------------- paper

export function certificate(
  x: number,
  y: number,
  w: number,
  h: number,
  paper: string,
  border: string,
  seal: string,
  r: Rng,
): string {
  const inner = lighten(border, 0.55);
  return (
    shadow(x + w / 2, y + h + 6, w * 0.5, 0.1) +
    rect(x, y, w, h, paper, 4, ` stroke="${border}" stroke-width="4"`) +
    rect(x + 10, y + 10, w - 20, h - 20, "none", 2, ` stroke="${inner}" stroke-width="2"`) +
    rect(x + w * 0.3, y + h * 0.12, w * 0.4, 10, border, 5) +
    lines(x + w * 0.14, y + h * 0.3, w * 0.72, 4, h * 0.11, lighten(border, 0.5), r, 5) +
    circle(
      x + w * 0.74,
      y + h * 0.76,
      Math.min(w, h) * 0.12,
      "none",
      ` stroke="${seal}" stroke-width="4"`,
    ) +
    star(x + w * 0.74, y + h * 0.76, Math.min(w, h) * 0.06, seal) +
    path(`M${n(x + w * 0.2)} ${n(y + h * 0.72)}l12 44l12-12l12 12l12-44Z`, seal) +
    circle(x + w * 0.2 + 24, y + h * 0.72, 16, lighten(seal, 0.15))
  );
}

export function star(cx: number, cy: number, r: number, fill: string): string {
  let d = "";
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    d += `${i === 0 ? "M" : "L"}${n(cx + rr * Math.cos(a))} ${n(cy + rr * Math.sin(a))}`;
  }
  return path(`${d}Z`, fill);
}

export function documentSheet(
  x: number,
  y: number,
  w: number,
  h: number,
  paper: string,
  ink: string,
  r: Rng,
  stamp?: string,
): string {
  let out =
    shadow(x + w / 2, y + h + 5, w * 0.45, 0.1) +
    path(
      `M${n(x)} ${n(y)}H${n(x + w - 26)}L${n(x + w)} ${n(y + 26)}V${n(y + h)}H${n(x)}Z`,
      paper,
      ` stroke="${lighten(ink, 0.6)}" stroke-width="2"`,
    ) +
    path(`M${n(x + w - 26)} ${n(y)}V${n(y + 26)}H${n(x + w)}Z`, lighten(ink, 0.75)) +
    rect(x + 18, y + 22, w * 0.45, 9, ink, 4.5) +
    lines(
      x + 18,
      y + 52,
      w - 40,
      Math.max(2, Math.floor((h - 90) / 20)),
      18,
      lighten(ink, 0.55),
      r,
      5,
    );
  if (stamp) {
    out += circle(
      x + w - 40,
      y + h - 40,
      22,
      "none",
      ` stroke="${stamp}" stroke-width="4" opacity="0.9"`,
    );
    out += star(x + w - 40, y + h - 40, 10, stamp);
  }
  return out;
}

export function receipt(
  x: number,
  y: number,
  w: number,
  h: number,
  paper: string,
  ink: string,
  r: Rng,
): string {
  let zig = `M${n(x)} ${n(y)}H${n(x + w)}V${n(y + h)}`;
  const teeth = 8;
  for (let i = 0; i < teeth; i++) {
    const tx = x + w - (w / teeth) * (i + 0.5);
    zig += `L${n(tx)} ${n(y + h - 8)}L${n(x + w - (w / teeth) * (i + 1))} ${n(y + h)}`;
  }
  return (
    path(`${zig}Z`, paper, ` stroke="${lighten(ink, 0.6)}" stroke-width="1.5"`) +
    lines(x + 12, y + 20, w - 24, Math.floor((h - 50) / 16), 16, lighten(ink, 0.5), r, 4) +
    stroke(`M${n(x + 12)} ${n(y + h - 24)}H${n(x + w - 12)}`, ink, 4)
  );
}

export function calculator(
  x: number,
  y: number,
  s: number,
  body: string,
  screen: string,
  key: string,
  accent: string,
): string {
  let keys = "";
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 4; col++) {
      const isAccent = col === 3;
      keys += rect(14 + col * 30, 74 + row * 28, 24, 20, isAccent ? accent : key, 4);
    }
  }
  return g(
    `translate(${n(x)} ${n(y)}) scale(${n(s)})`,
    shadow(66, 196, 66, 0.14) +
      rect(0, 0, 132, 190, body, 14) +
      rect(12, 14, 108, 44, screen, 6) +
      stroke("M30 36h40M80 36h30", darken(screen, 0.45), 6) +
      keys,
  );
}

// ---------------------------------------------------------------- finance

export function coinStack(
  cx: number,
  baseY: number,
  count: number,
  rx: number,
  color: string,
): string {
  let out = shadow(cx, baseY + 4, rx * 1.1, 0.14);
  const edge = darken(color, 0.2);
  const ry = rx * 0.32;
  for (let i = 0; i < count; i++) {
    const y = baseY - i * ry * 0.75;
    out += ellipse(cx, y, rx, ry, edge) + ellipse(cx, y - ry * 0.35, rx, ry, color);
  }
  const topY = baseY - (count - 1) * ry * 0.75 - ry * 0.35;
  out += ellipse(
    cx,
    topY,
    rx * 0.7,
    ry * 0.62,
    "none",
    ` stroke="${lighten(color, 0.35)}" stroke-width="2"`,
  );
  return out;
}

export function bankCard(x: number, y: number, w: number, color: string, rot = 0): string {
  const h = w * 0.63;
  return g(
    `translate(${n(x)} ${n(y)}) rotate(${n(rot)})`,
    rect(0, 0, w, h, color, w * 0.06) +
      rect(0, h * 0.18, w, h * 0.16, darken(color, 0.35)) +
      rect(w * 0.08, h * 0.46, w * 0.16, h * 0.2, "#e8c56a", 4) +
      stroke(`M${n(w * 0.08)} ${n(h * 0.82)}h${n(w * 0.5)}`, lighten(color, 0.45), 5) +
      circle(w * 0.8, h * 0.8, h * 0.1, lighten(color, 0.35)) +
      circle(w * 0.88, h * 0.8, h * 0.1, lighten(color, 0.55), ` opacity="0.8"`),
  );
}

// ---------------------------------------------------------------- overseas

export function continents(cx: number, cy: number, rad: number, land: string): string {
  const s = rad / 100;
  return (
    path(
      `M${n(cx - 62 * s)} ${n(cy - 52 * s)}c${n(22 * s)} ${n(-14 * s)} ${n(52 * s)} ${n(-10 * s)} ${n(60 * s)} ${n(6 * s)}c${n(6 * s)} ${n(14 * s)} ${n(-10 * s)} ${n(22 * s)} ${n(-4 * s)} ${n(36 * s)}c${n(6 * s)} ${n(14 * s)} ${n(-14 * s)} ${n(26 * s)} ${n(-30 * s)} ${n(18 * s)}c${n(-14 * s)} ${n(-8 * s)} ${n(-10 * s)} ${n(-24 * s)} ${n(-24 * s)} ${n(-30 * s)}c${n(-14 * s)} ${n(-6 * s)} ${n(-20 * s)} ${n(-22 * s)} ${n(-2 * s)} ${n(-30 * s)}Z`,
      land,
    ) +
    path(
      `M${n(cx + 14 * s)} ${n(cy - 70 * s)}c${n(26 * s)} ${n(-6 * s)} ${n(54 * s)} ${n(6 * s)} ${n(62 * s)} ${n(26 * s)}c${n(6 * s)} ${n(16 * s)} ${n(-8 * s)} ${n(22 * s)} ${n(-22 * s)} ${n(18 * s)}c${n(-12 * s)} ${n(-4 * s)} ${n(-16 * s)} ${n(10 * s)} ${n(-28 * s)} ${n(6 * s)}c${n(-14 * s)} ${n(-4 * s)} ${n(-26 * s)} ${n(-40 * s)} ${n(-12 * s)} ${n(-50 * s)}Z`,
      land,
    ) +
    path(
      `M${n(cx - 8 * s)} ${n(cy + 14 * s)}c${n(16 * s)} ${n(-6 * s)} ${n(32 * s)} ${n(2 * s)} ${n(36 * s)} ${n(18 * s)}c${n(4 * s)} ${n(18 * s)} ${n(-10 * s)} ${n(42 * s)} ${n(-24 * s)} ${n(48 * s)}c${n(-12 * s)} ${n(4 * s)} ${n(-20 * s)} ${n(-18 * s)} ${n(-20 * s)} ${n(-34 * s)}c0 ${n(-12 * s)} ${n(-4 * s)} ${n(-28 * s)} ${n(8 * s)} ${n(-32 * s)}Z`,
      land,
    ) +
    path(
      `M${n(cx + 52 * s)} ${n(cy + 30 * s)}c${n(12 * s)} ${n(-4 * s)} ${n(26 * s)} ${n(4 * s)} ${n(26 * s)} ${n(14 * s)}c0 ${n(10 * s)} ${n(-14 * s)} ${n(14 * s)} ${n(-24 * s)} ${n(10 * s)}c${n(-8 * s)} ${n(-4 * s)} ${n(-10 * s)} ${n(-20 * s)} ${n(-2 * s)} ${n(-24 * s)}Z`,
      land,
    )
  );
}

export function globe(
  cx: number,
  cy: number,
  rad: number,
  sea: string,
  land: string,
  grid: string,
): string {
  let d = "";
  for (const k of [0.35, 0.7])
    d += `M${n(cx)} ${n(cy - rad)}A${n(rad * k)} ${n(rad)} 0 0 0 ${n(cx)} ${n(cy + rad)}A${n(rad * k)} ${n(rad)} 0 0 0 ${n(cx)} ${n(cy - rad)}`;
  for (const k of [-0.5, 0, 0.5]) {
    const yy = cy + rad * k;
    const half = Math.sqrt(rad * rad - (rad * k) ** 2);
    d += `M${n(cx - half)} ${n(yy)}H${n(cx + half)}`;
  }
  d += `M${n(cx)} ${n(cy - rad)}V${n(cy + rad)}`;
  return (
    circle(cx, cy, rad, sea) +
    continents(cx, cy, rad, land) +
    `<path d="${d}" fill="none" stroke="${grid}" stroke-width="${n(Math.max(1.5, rad / 60))}" opacity="0.55"/>` +
    circle(
      cx,
      cy,
      rad,
      "none",
      ` stroke="${darken(sea, 0.15)}" stroke-width="${n(Math.max(2, rad / 40))}"`,
    )
  );
}

export function passport(
  x: number,
  y: number,
  w: number,
  color: string,
  emblem: string,
  rot = 0,
): string {
  const h = w * 1.4;
  return g(
    `translate(${n(x)} ${n(y)}) rotate(${n(rot)})`,
    rect(4, 6, w, h, "#000", w * 0.06, ` opacity="0.12"`) +
      rect(0, 0, w, h, color, w * 0.06) +
      rect(0, 0, w * 0.08, h, darken(color, 0.2), 3) +
      circle(
        w * 0.54,
        h * 0.42,
        w * 0.22,
        "none",
        ` stroke="${emblem}" stroke-width="${n(w * 0.025)}"`,
      ) +
      stroke(
        `M${n(w * 0.32)} ${n(h * 0.42)}H${n(w * 0.76)}M${n(w * 0.54)} ${n(h * 0.42 - w * 0.22)}C${n(w * 0.42)} ${n(h * 0.36)} ${n(w * 0.42)} ${n(h * 0.48)} ${n(w * 0.54)} ${n(h * 0.42 + w * 0.22)}C${n(w * 0.66)} ${n(h * 0.48)} ${n(w * 0.66)} ${n(h * 0.36)} ${n(w * 0.54)} ${n(h * 0.42 - w * 0.22)}`,
        emblem,
        w * 0.02,
      ) +
      rect(w * 0.3, h * 0.14, w * 0.48, h * 0.04, emblem, 3) +
      rect(w * 0.34, h * 0.72, w * 0.4, h * 0.03, emblem, 3) +
      rect(w * 0.42, h * 0.8, w * 0.24, h * 0.03, emblem, 3),
  );
}

// ---------------------------------------------------------------- ideas & IP

export function lightbulb(cx: number, cy: number, s: number, glass: string, base: string): string {
  return g(
    `translate(${n(cx)} ${n(cy)}) scale(${n(s)})`,
    circle(0, -10, 74, glass, ` opacity="0.18"`) +
      path(
        "M-36 10C-52-6-56-30-48-50C-38-74-12-84 8-82C34-80 54-58 54-32C54-10 42 2 32 12C26 18 24 26 24 34H-24C-24 26-28 18-36 10Z",
        glass,
      ) +
      stroke("M-12 34V6C-12-6 12-6 12 6V34M-12 6Q0 20 12 6", darken(glass, 0.3), 4) +
      path(
        "M-28 -42A28 28 0 0 1 -6 -62",
        "none",
        ` stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.7"`,
      ) +
      rect(-26, 36, 52, 12, base, 4) +
      rect(-24, 50, 48, 10, darken(base, 0.15), 4) +
      rect(-14, 62, 28, 10, base, 5),
  );
}

export function gear(
  cx: number,
  cy: number,
  rad: number,
  teeth: number,
  color: string,
  hole = "#ffffff",
): string {
  let d = "";
  const inner = rad * 0.8;
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * Math.PI * 2;
    const w = (Math.PI / teeth) * 0.55;
    const pts: [number, number][] = [
      [inner, a - w * 1.25],
      [rad, a - w * 0.8],
      [rad, a + w * 0.8],
      [inner, a + w * 1.25],
    ];
    for (const [rr, aa] of pts)
      d += `${d ? "L" : "M"}${n(cx + rr * Math.cos(aa))} ${n(cy + rr * Math.sin(aa))}`;
  }
  return path(`${d}Z`, color) + circle(cx, cy, rad * 0.32, hole);
}

export function shieldCheck(
  cx: number,
  cy: number,
  s: number,
  color: string,
  mark = "#ffffff",
): string {
  return g(
    `translate(${n(cx)} ${n(cy)}) scale(${n(s)})`,
    path("M0-60L48-42V-6C48 26 26 48 0 60C-26 48-48 26-48-6V-42Z", color) +
      path("M0-60L48-42V-6C48 26 26 48 0 60Z", darken(color, 0.12)) +
      stroke("M-20 0L-4 16L24-16", mark, 9),
  );
}

// ---------------------------------------------------------------- general services

export function car(x: number, baseY: number, w: number, body: string, plate: string): string {
  const h = w * 0.36;
  return (
    shadow(x + w / 2, baseY + 2, w * 0.5, 0.16) +
    path(
      `M${n(x)} ${n(baseY - h * 0.3)}C${n(x)} ${n(baseY - h * 0.6)} ${n(x + w * 0.06)} ${n(baseY - h * 0.62)} ${n(x + w * 0.18)} ${n(baseY - h * 0.64)}L${n(x + w * 0.3)} ${n(baseY - h)}H${n(x + w * 0.7)}L${n(x + w * 0.84)} ${n(baseY - h * 0.64)}C${n(x + w * 0.96)} ${n(baseY - h * 0.62)} ${n(x + w)} ${n(baseY - h * 0.56)} ${n(x + w)} ${n(baseY - h * 0.3)}V${n(baseY - h * 0.16)}H${n(x)}Z`,
      body,
    ) +
    path(
      `M${n(x + w * 0.33)} ${n(baseY - h * 0.92)}H${n(x + w * 0.48)}V${n(baseY - h * 0.66)}H${n(x + w * 0.24)}Z`,
      "#dceaf5",
    ) +
    path(
      `M${n(x + w * 0.52)} ${n(baseY - h * 0.92)}H${n(x + w * 0.67)}L${n(x + w * 0.78)} ${n(baseY - h * 0.66)}H${n(x + w * 0.52)}Z`,
      "#dceaf5",
    ) +
    rect(
      x + w * 0.4,
      baseY - h * 0.4,
      w * 0.2,
      h * 0.16,
      plate,
      2,
      ` stroke="#ffffff" stroke-width="2"`,
    ) +
    stroke(
      `M${n(x + w * 0.44)} ${n(baseY - h * 0.32)}h${n(w * 0.12)}`,
      "#ffffff",
      2.5,
      ` stroke-dasharray="4 3"`,
    ) +
    rect(x + w * 0.02, baseY - h * 0.5, w * 0.07, h * 0.08, "#ffe9a8", 2) +
    rect(x + w * 0.91, baseY - h * 0.5, w * 0.07, h * 0.08, "#ffe9a8", 2) +
    circle(x + w * 0.22, baseY - h * 0.12, h * 0.2, "#2b2b2b") +
    circle(x + w * 0.22, baseY - h * 0.12, h * 0.09, "#bdbdbd") +
    circle(x + w * 0.78, baseY - h * 0.12, h * 0.2, "#2b2b2b") +
    circle(x + w * 0.78, baseY - h * 0.12, h * 0.09, "#bdbdbd")
  );
}

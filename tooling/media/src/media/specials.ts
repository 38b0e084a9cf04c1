// One-off pictures: the stylised Beijing skyline of the branch page (1200x500). The chairman's
// and the staff's portraits are monograms (portraits.ts).

import { circle, cloud, path, rect, stroke, tower, tree } from "./scene-parts";
import { BRAND, darken, lighten, n, rng, svgDoc } from "./svg-kit";

// ---------------------------------------------------------------- Beijing

function temple(cx: number, baseY: number): string {
  const roof = (y: number, w: number, h: number) =>
    path(
      `M${n(cx - w)} ${n(y)}Q${n(cx - w * 0.62)} ${n(y - h * 0.25)} ${n(cx - w * 0.42)} ${n(y - h)}H${n(cx + w * 0.42)}Q${n(cx + w * 0.62)} ${n(y - h * 0.25)} ${n(cx + w)} ${n(y)}Z`,
      "#2c4f7c",
    ) + rect(cx - w * 0.96, y - 3, w * 1.92, 6, "#d4a640", 3);
  const drum = (y: number, w: number, h: number) => {
    let cols = "";
    for (let i = 1; i < 8; i++) cols += `M${n(cx - w + (2 * w * i) / 8)} ${n(y - h)}V${n(y)}`;
    return (
      rect(cx - w, y - h, 2 * w, h, "#b3262b") +
      `<path d="${cols}" stroke="#8a1b1f" stroke-width="3"/>`
    );
  };
  return (
    rect(cx - 170, baseY - 16, 340, 16, "#f1ede6") +
    rect(cx - 140, baseY - 32, 280, 16, "#e7e1d7") +
    rect(cx - 110, baseY - 48, 220, 16, "#f1ede6") +
    drum(baseY - 48, 70, 50) +
    roof(baseY - 96, 104, 40) +
    drum(baseY - 136, 56, 34) +
    roof(baseY - 168, 84, 34) +
    drum(baseY - 202, 42, 26) +
    roof(baseY - 226, 64, 46) +
    rect(cx - 4, baseY - 290, 8, 20, "#d4a640", 3) +
    circle(cx, baseY - 294, 9, "#d4a640")
  );
}

function cctv(x: number, baseY: number, color: string): string {
  const d =
    `M${x} ${baseY}L${x + 16} ${baseY - 300}L${x + 210} ${baseY - 336}L${x + 200} ${baseY - 60}H${x + 140}V${baseY}Z` +
    `M${x + 60} ${baseY - 40}L${x + 72} ${baseY - 240}L${x + 152} ${baseY - 254}L${x + 150} ${baseY - 110}H${x + 104}L${x + 100} ${baseY - 40}Z`;
  let grid = "";
  for (let i = 1; i < 9; i++)
    grid += `M${x + 4 + i * 2} ${baseY - i * 34}L${x + 50} ${baseY - i * 34 - 8}`;
  for (let i = 0; i < 6; i++)
    grid += `M${x + 150 + i * 10} ${baseY - 262 - i * 1}L${x + 160 + i * 10} ${baseY - 62}`;
  return (
    `<path d="${d}" fill="${color}" fill-rule="evenodd"/>` +
    `<path d="${grid}" stroke="${lighten(color, 0.25)}" stroke-width="2"/>`
  );
}

function zun(cx: number, baseY: number, color: string): string {
  let lines = "";
  for (let i = -2; i <= 2; i++)
    lines += `M${n(cx + i * 13)} ${baseY - 6}Q${n(cx + i * 9)} ${baseY - 220} ${n(cx + i * 14)} ${baseY - 420}`;
  return (
    path(
      `M${cx - 46} ${baseY}C${cx - 30} ${baseY - 180} ${cx - 30} ${baseY - 300} ${cx - 48} ${baseY - 430}H${cx + 48}C${cx + 30} ${baseY - 300} ${cx + 30} ${baseY - 180} ${cx + 46} ${baseY}Z`,
      color,
    ) +
    `<path d="${lines}" fill="none" stroke="${lighten(color, 0.3)}" stroke-width="2"/>` +
    rect(cx - 44, baseY - 440, 88, 10, darken(color, 0.15), 2)
  );
}

export function beijing(): string {
  const r = rng("beijing");
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6e9e0"/><stop offset="1" stop-color="#fbf7f2"/></linearGradient>`;
  const far: string[] = [];
  let x = 0;
  while (x < 1200) {
    const w = 40 + r() * 50;
    far.push(tower(x, 440, w, 90 + r() * 140, "#ead9cd", "#f6ede6"));
    x += w + 4;
  }
  const body =
    rect(0, 0, 1200, 500, "url(#sky)") +
    circle(930, 120, 70, "#f2c46d", ` opacity="0.9"`) +
    circle(930, 120, 110, "#f2c46d", ` opacity="0.18"`) +
    cloud(240, 90, 1.3, "#ffffff", 0.9) +
    cloud(720, 70, 1, "#ffffff", 0.9) +
    cloud(1080, 180, 0.9, "#ffffff", 0.8) +
    far.join("") +
    zun(860, 440, "#6d7f95") +
    tower(700, 440, 80, 230, "#8a9bb0", "#c9d3de", "slant") +
    tower(960, 440, 70, 260, "#7a8ca3", "#c9d3de", "spire") +
    tower(1040, 440, 90, 190, "#95a5b8", "#d2dae3", "step") +
    cctv(460, 440, "#4a5a70") +
    tower(130, 440, 70, 200, "#95a5b8", "#d2dae3") +
    temple(300, 440) +
    rect(0, 440, 1200, 60, "#e4d6ca") +
    rect(0, 440, 1200, 4, BRAND.red, 0, ` opacity="0.6"`) +
    [60, 140, 520, 640, 760, 1000, 1130]
      .map((tx, i) => tree(tx, 452, 0.9 + (i % 3) * 0.15, i % 2 ? "#6c9a5b" : "#5a8a4c"))
      .join("") +
    stroke("M0 480H1200", "#d4c3b4", 3, ` stroke-dasharray="40 26"`);
  return svgDoc(1200, 500, body, defs);
}

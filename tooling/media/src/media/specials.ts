// One-off pictures: the chairman's portrait (600x750), staff card portraits (300x300) and the
// stylised Beijing skyline of the branch page (1200x500).

import { type Person, describePerson, figure, portraitBody } from "./portraits";
import { circle, cloud, g, path, rect, stroke, tower, tree } from "./scene-parts";
import { BRAND, darken, lighten, n, rng, svgDoc } from "./svg-kit";

export function chairman(): string {
  const p: Person = {
    ...describePerson("chairman", false),
    skin: "#eec3a3",
    hair: "#3a3a3e",
    hairStyle: "side",
    suit: "#1f2a3a",
    shirt: "#ffffff",
    tie: BRAND.red,
    glasses: false,
    backdrop: "#ece6df",
    mature: true,
  };
  let books = "";
  const shelfColors = [BRAND.red, "#2f3b4c", "#9a6414", "#3c5a73", "#6e0d10", "#5a5f69"];
  for (let shelf = 0; shelf < 4; shelf++) {
    let x = 318;
    let i = shelf * 3;
    while (x < 390) {
      const w = 7 + ((i * 5) % 6);
      const h = 46 - ((i * 7) % 14);
      books += rect(
        x,
        60 + shelf * 74 + (62 - h),
        w,
        h,
        shelfColors[i % shelfColors.length] ?? BRAND.red,
        1,
      );
      x += w + 1.5;
      i++;
    }
  }
  const room =
    rect(0, 0, 400, 500, "#ece6df") +
    // window with a soft city view on the left
    rect(14, 40, 150, 250, "#dde7ef", 3) +
    g(
      "",
      tower(20, 290, 30, 120, "#c3d2df", "#dde7ef") +
        tower(56, 290, 36, 180, "#b4c6d6", "#dde7ef", "spire") +
        tower(98, 290, 30, 140, "#c3d2df", "#dde7ef", "step") +
        tower(132, 290, 30, 100, "#b4c6d6", "#dde7ef"),
    ) +
    stroke("M14 40H164V290H14ZM89 40V290M14 165H164", "#f7f4f0", 6) +
    // bookshelf on the right
    rect(306, 40, 94, 320, "#8a6a4f") +
    rect(312, 46, 88, 308, "#6f543e") +
    books +
    stroke("M312 122H400M312 196H400M312 270H400", "#8a6a4f", 6) +
    rect(0, 420, 400, 80, "#d9cfc4");
  // grey temples for a man in his fifties
  const temples =
    path("M131 214C128 186 132 168 140 156C142 176 142 196 144 214Z", "#b9b9bd") +
    path("M269 214C272 186 268 168 260 156C258 176 258 196 256 214Z", "#b9b9bd") +
    stroke("M176 118C196 112 224 114 242 124", "#8e8e93", 3);
  const pin = circle(262, 428, 5, "#e4b54b");
  return svgDoc(600, 750, g("scale(1.5)", room + figure(p) + temples + pin));
}

export function staffPortrait(seed: string, female: boolean): string {
  const p = describePerson(seed, female);
  return svgDoc(300, 300, g("scale(0.75) translate(0 -40)", portraitBody(seed, p)));
}

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

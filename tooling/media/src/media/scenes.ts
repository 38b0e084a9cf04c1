// Illustrations for the cases, one scene per case type, each drawn on an 800x500 canvas from a
// seeded random source and a palette. The news, about, history, culture, school-enterprise and
// cooperation pictures are duotones (duotone-scenes.ts).

import { type Palette, type Rng, between, lighten, mix, n, pick } from "./svg-kit";
import {
  bank,
  bankCard,
  barChart,
  blueprint,
  calculator,
  car,
  certificate,
  circle,
  cloud,
  coin,
  coinStack,
  crane,
  documentSheet,
  g,
  gear,
  globe,
  hardHat,
  house,
  key,
  ledger,
  lightbulb,
  magnifier,
  mapPin,
  medal,
  monitorDesk,
  passport,
  path,
  pieChart,
  plane,
  plant,
  receipt,
  rect,
  scaffoldBuilding,
  shieldCheck,
  ship,
  shippingContainer,
  skyline,
  star,
  stroke,
  tower,
  trademarkTag,
  tree,
  trendLine,
} from "./scene-parts";

export type Scene = (r: Rng, p: Palette, variant: number) => string;

const W = 800;
const H = 500;
const GROUND = 430;
const GOLD = "#e0a43a";

/** Background: tint, one large soft shape, a dot grid, a ring and the ground band. */
export function backdrop(r: Rng, p: Palette, w = W, h = H, ground = GROUND): string {
  const v = Math.floor(r() * 3);
  let out = rect(0, 0, w, h, p.bg);
  if (v === 0) out += circle(w * between(r, 0.5, 0.66), h * 0.46, h * 0.42, p.blob);
  else if (v === 1) out += rect(w * 0.1, h * 0.08, w * 0.8, h * 0.86, p.blob, h * 0.4);
  else out += path(`M0 ${n(h * 0.62)}L${n(w)} ${n(h * 0.18)}V${n(h)}H0Z`, p.blob);
  const dot = mix(p.blob, p.main, 0.25);
  const dx = pick(r, [0.06, 0.8]) * w;
  const dy = pick(r, [0.1, 0.14]) * h;
  let dots = "";
  for (let i = 0; i < 5; i++)
    for (let j = 0; j < 3; j++) dots += `M${n(dx + i * 16)} ${n(dy + j * 16)}h0`;
  out += stroke(dots, dot, 5, ` opacity="0.6"`);
  out += circle(
    w * pick(r, [0.9, 0.12]),
    h * pick(r, [0.72, 0.2]),
    h * 0.05,
    "none",
    ` stroke="${mix(p.blob, p.accent, 0.5)}" stroke-width="4"`,
  );
  out += rect(0, ground, w, h - ground, mix(p.bg, p.blob, 0.8));
  out += rect(0, ground, w, 3, mix(p.blob, p.main, 0.15));
  return out;
}

/** Scenes 4-6 of a range are mirrored for variety; charts and paper stay upright in place. */
function flipper(v: number) {
  const on = v >= 3;
  return {
    wrap: (body: string) => (on ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${body}</g>` : body),
    upright: (cx: number, body: string) =>
      on ? `<g transform="matrix(-1 0 0 1 ${n(2 * cx)} 0)">${body}</g>` : body,
  };
}

function paper(p: Palette): string {
  return p.bg === "#23282f" ? "#f4f1ec" : "#ffffff";
}

// ---------------------------------------------------------------- business lines

export const qualification: Scene = (r, p, v) => {
  const f = flipper(v);
  let out = "";
  const k = v % 3;
  if (k === 0) {
    out += skyline(
      r,
      20,
      780,
      GROUND,
      [lighten(p.main, 0.75), lighten(p.second, 0.8)],
      lighten(p.bg, 0.5),
      80,
      180,
    );
    out += scaffoldBuilding(
      250,
      GROUND,
      190,
      6 + Math.floor(r() * 2),
      lighten(p.main, 0.35),
      p.dark,
    );
    out += crane(500, GROUND, 300, p.accent, p.dark, 230);
    out += hardHat(150, GROUND, 1.1, GOLD);
  } else if (k === 1) {
    out += crane(540, GROUND, 300, lighten(p.accent, 0.1), p.dark, 200);
    out += skyline(r, 420, 780, GROUND, [lighten(p.second, 0.7)], lighten(p.bg, 0.4), 60, 140);
    out += f.upright(320, certificate(150, 110, 340, 250, paper(p), p.main, p.second, r));
    out += hardHat(620, GROUND, 0.9, p.main);
  } else {
    out += g(`rotate(-6 330 260)`, blueprint(140, 120, 380, 250, p.main));
    out += hardHat(560, GROUND, 1.2, GOLD);
    out += f.upright(645, certificate(560, 90, 170, 130, paper(p), p.second, p.main, r));
    out += crane(80, GROUND, 220, p.dark, p.dark, 150);
  }
  return backdrop(r, p) + f.wrap(out);
};

export const loan: Scene = (r, p, v) => {
  const f = flipper(v);
  let out = "";
  const k = v % 3;
  if (k === 0) {
    out += bank(240, GROUND, 320, lighten(p.main, 0.15), p.main, paper(p));
    out += coinStack(150, GROUND, 6 + Math.floor(r() * 3), 40, GOLD);
    out += coinStack(660, GROUND, 4 + Math.floor(r() * 4), 40, GOLD);
    out += f.upright(
      380,
      trendLine(
        [
          [160, 150],
          [260, 120],
          [360, 136],
          [470, 80],
          [600, 60],
        ],
        p.second,
        6,
      ),
    );
  } else if (k === 1) {
    out += f.upright(
      240,
      barChart(
        110,
        GROUND - 10,
        260,
        260,
        [0.35, 0.5, 0.62, 0.8, 0.95],
        [lighten(p.main, 0.4), p.main],
        p.dark,
      ),
    );
    out += coin(520, 190, 90, GOLD);
    out += bankCard(470, 300, 200, p.second, -8);
    out += coinStack(700, GROUND, 5, 34, GOLD);
  } else {
    out += f.upright(255, documentSheet(130, 90, 250, 320, paper(p), p.dark, r, p.second));
    out += coinStack(470, GROUND, 7, 44, GOLD);
    out += coinStack(580, GROUND, 4, 44, GOLD);
    out += bankCard(520, 120, 180, p.main, 10);
  }
  return backdrop(r, p) + f.wrap(out);
};

export const general: Scene = (r, p, v) => {
  const f = flipper(v);
  let out = "";
  const k = v % 5;
  if (k === 0) {
    // vehicle plate quota
    out += skyline(r, 0, 800, GROUND - 60, [lighten(p.main, 0.8)], lighten(p.bg, 0.6), 60, 160);
    out += rect(0, GROUND - 60, 800, 60, lighten(p.dark, 0.75));
    out += stroke("M40 400H760", "#ffffff", 5, ` stroke-dasharray="40 30"`);
    out += car(140, GROUND + 4, 320, p.main, p.second === "#a4161a" ? "#1d3d63" : "#1d3d63");
    out += f.upright(615, documentSheet(520, 110, 190, 240, paper(p), p.dark, r, p.second));
  } else if (k === 1) {
    // permits
    out += f.upright(
      320,
      documentSheet(170, 130, 220, 280, paper(p), p.dark, r) +
        documentSheet(250, 90, 220, 290, paper(p), p.main, r, p.second),
    );
    out += f.upright(580, shieldCheck(580, 230, 1.6, p.main));
    out += magnifier(560, 360, 40, p.dark, lighten(p.accent, 0.4));
  } else if (k === 2) {
    // industrial park
    out += tower(120, GROUND, 120, 200, lighten(p.main, 0.2), lighten(p.main, 0.6), "step");
    out += tower(260, GROUND, 160, 140, p.main, lighten(p.main, 0.5));
    out += tower(440, GROUND, 100, 250, lighten(p.second, 0.25), lighten(p.second, 0.65), "spire");
    out += tower(560, GROUND, 130, 170, lighten(p.main, 0.35), lighten(p.main, 0.7), "slant");
    for (let i = 0; i < 7; i++)
      out += tree(
        80 + i * 110,
        GROUND + 4,
        between(r, 0.9, 1.3),
        lighten(p.main === "#3c7a3a" ? p.main : "#3c7a3a", 0.1),
      );
    out += cloud(160, 100, 1, paper(p), 0.9) + cloud(600, 80, 0.8, paper(p), 0.9);
  } else if (k === 3) {
    // rent subsidy
    out += house(150, GROUND, 230, paper(p), p.main);
    out += key(520, 200, 1.6, p.accent);
    out += coinStack(600, GROUND, 6, 42, GOLD);
    out += coin(470, 330, 44, GOLD);
  } else {
    // specialised and innovative enterprises
    out += medal(250, 230, 1.5, p.accent, p.main);
    out += gear(520, 220, 80, 10, p.main, p.bg === "#23282f" ? p.bg : lighten(p.main, 0.7));
    out += gear(630, 320, 50, 8, p.second, lighten(p.second, 0.7));
    out += f.upright(460, barChart(400, GROUND - 6, 120, 90, [0.4, 0.7, 1], [p.accent], p.dark));
  }
  return backdrop(r, p) + f.wrap(out);
};

export const overseas: Scene = (r, p, v) => {
  const f = flipper(v);
  let out = "";
  const k = v % 3;
  const sea = p.bg === "#23282f" ? "#2d5f8a" : "#4f8fc0";
  if (k === 0) {
    out += globe(330, 240, 150, sea, lighten("#3c7a3a", 0.2), "#ffffff");
    out += plane(560, 120, 1.3, p.main, -14);
    out += stroke("M150 140C260 40 420 40 520 110", p.main, 3, ` stroke-dasharray="6 10"`);
    out += passport(560, 240, 120, p.second, p.accent, 8);
  } else if (k === 1) {
    out += rect(0, 360, W, 140, sea);
    out += stroke("M0 380H800M0 410H800", lighten(sea, 0.2), 3, ` stroke-dasharray="30 24"`);
    out += ship(120, 380, 420, p.dark, [p.main, p.accent, p.second, lighten(p.main, 0.3)], r);
    out += crane(600, 360, 230, p.accent, p.dark, 150);
    out += plane(200, 90, 0.8, p.main, -8);
  } else {
    out += globe(560, 210, 120, sea, lighten("#3c7a3a", 0.2), "#ffffff");
    out += mapPin(520, 180, 0.9, p.main) + mapPin(610, 240, 0.7, p.accent);
    out += passport(150, 150, 150, p.main, p.accent, -10);
    out += bankCard(310, 290, 190, p.second, 6);
    out += shippingContainer(600, 370, 140, 56, p.accent);
  }
  return backdrop(r, p) + f.wrap(out);
};

export const accounting: Scene = (r, p, v) => {
  const f = flipper(v);
  let out = "";
  const k = v % 3;
  if (k === 0) {
    out += ledger(110, 150, 380, 240, p.main, paper(p), p.dark, r);
    out += f.upright(
      619,
      calculator(540, 170, 1.2, p.dark, "#cfe3d6", lighten(p.dark, 0.7), p.accent),
    );
    out += coinStack(700, GROUND, 5, 34, GOLD);
  } else if (k === 1) {
    out += f.upright(
      240,
      receipt(120, 100, 150, 250, paper(p), p.dark, r) +
        receipt(210, 140, 150, 230, paper(p), p.dark, r),
    );
    out += pieChart(
      520,
      200,
      110,
      [p.main, p.accent, p.second, lighten(p.main, 0.45)],
      [38, 22, 25, 15],
    );
    out += f.upright(
      633,
      calculator(580, 290, 0.8, p.second, "#cfe3d6", lighten(p.second, 0.7), p.accent),
    );
  } else {
    out += monitorDesk(90, GROUND, 380, p.dark, paper(p), p.second);
    out += f.upright(
      280,
      barChart(210, GROUND - 88, 140, 50, [0.4, 0.6, 0.5, 0.9], [p.main, p.accent], p.dark),
    );
    out += f.upright(615, certificate(500, 110, 230, 180, paper(p), p.main, p.second, r));
    out += plant(740, GROUND, 0.8, "#3c7a3a", p.main);
  }
  return backdrop(r, p) + f.wrap(out);
};

export const ip: Scene = (r, p, v) => {
  const f = flipper(v);
  let out = "";
  const k = v % 3;
  if (k === 0) {
    out += gear(560, 200, 90, 12, p.main, p.bg === "#23282f" ? p.bg : p.blob);
    out += gear(650, 320, 56, 9, p.second, p.bg === "#23282f" ? p.bg : p.blob);
    out += lightbulb(300, 230, 1.7, GOLD, p.dark);
  } else if (k === 1) {
    out += f.upright(270, documentSheet(140, 90, 260, 320, paper(p), p.dark, r));
    out += f.upright(340, shieldCheck(340, 320, 1.3, p.main));
    out += magnifier(560, 200, 90, p.dark, lighten(p.accent, 0.5));
    out += star(560, 200, 36, p.main);
  } else {
    out += f.upright(300, trademarkTag(300, 240, 1.8, p.main));
    out += lightbulb(600, 220, 1.1, GOLD, p.dark);
    out += f.upright(610, documentSheet(520, 300, 180, 120, paper(p), p.second, r));
  }
  return backdrop(r, p) + f.wrap(out);
};

// Illustrations for cases, news, the about pages, history, cooperation, culture and the
// school-enterprise page. Every scene is drawn on an 800x500 canvas (cooperation and history
// are scaled into their own frames) from a seeded random source and a palette.

import { type Palette, type Rng, at, between, darken, lighten, mix, n, pick } from "./svg-kit";
import {
  bank,
  bankCard,
  barChart,
  blueprint,
  books,
  bust,
  calculator,
  car,
  certificate,
  chair,
  circle,
  cloud,
  coin,
  coinStack,
  crane,
  documentSheet,
  ellipse,
  figureColors,
  flagStand,
  g,
  gear,
  globe,
  gradCap,
  handshake,
  hardHat,
  heart,
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
  person,
  pieChart,
  place,
  plane,
  plant,
  podium,
  receipt,
  rect,
  scaffoldBuilding,
  school,
  shieldCheck,
  ship,
  shippingContainer,
  skyline,
  star,
  stroke,
  sun,
  table,
  tower,
  trademarkTag,
  tree,
  trendLine,
  trophy,
} from "./scene-parts";

export type Scene = (r: Rng, p: Palette, variant: number) => string;

const W = 800;
const H = 500;
const GROUND = 430;
const GOLD = "#e0a43a";

const SUITS = ["#1f2a3a", "#2f3b4c", "#a4161a", "#3b4a66", "#5a5f69", "#1d3d63", "#7a2548"];
const TROUSERS = ["#1f2328", "#2f3b4c", "#3a3f47", "#4b505a"];

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

function people(r: Rng, count: number, x0: number, x1: number, baseY: number, s: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = count === 1 ? (x0 + x1) / 2 : x0 + ((x1 - x0) * i) / (count - 1);
    out += person(
      x,
      baseY + between(r, -4, 4),
      s * between(r, 0.94, 1.04),
      figureColors(r, SUITS, TROUSERS),
      r() < 0.45,
      pick(r, ["stand", "stand", "wave", "point"] as const),
    );
  }
  return out;
}

function audience(r: Rng, count: number, x0: number, x1: number, y: number, s: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    out += bust(
      x0 + ((x1 - x0) * i) / Math.max(1, count - 1),
      y + between(r, -3, 3),
      s,
      figureColors(r, SUITS, TROUSERS),
      r() < 0.45,
    );
  }
  return out;
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

// ---------------------------------------------------------------- news

export const enterpriseNews: Scene = (r, p, v) => {
  const f = flipper(v);
  let out = "";
  if (v % 2 === 0) {
    out += skyline(
      r,
      0,
      800,
      GROUND,
      [lighten(p.second, 0.7), lighten(p.main, 0.75)],
      lighten(p.bg, 0.5),
      90,
      200,
    );
    out += tower(330, GROUND, 140, 330, p.main, lighten(p.main, 0.45), "spire");
    out += f.upright(
      305,
      trendLine(
        [
          [90, 250],
          [200, 200],
          [290, 220],
          [400, 120],
          [520, 90],
        ],
        p.accent,
        6,
      ),
    );
  } else {
    out += rect(
      120,
      80,
      560,
      200,
      paper(p),
      8,
      ` stroke="${lighten(p.dark, 0.8)}" stroke-width="3"`,
    );
    out += f.upright(
      270,
      barChart(160, 250, 220, 140, [0.4, 0.65, 0.55, 0.9], [p.main, lighten(p.main, 0.4)], p.dark),
    );
    out += pieChart(560, 180, 70, [p.main, p.accent, p.second], [50, 30, 20]);
    out += table(130, 360, 540, lighten(p.dark, 0.25), p.dark);
    out += audience(r, 5, 190, 610, 345, 1);
  }
  return backdrop(r, p) + f.wrap(out);
};

export const companyNews: Scene = (r, p, v) => {
  const f = flipper(v);
  let out = "";
  if (v % 2 === 0) {
    out += people(r, 4, 200, 600, GROUND, 1.25);
    out += trophy(700, GROUND, 0.8, p.accent, p.dark);
  } else {
    out += rect(380, 80, 330, 210, paper(p), 8, ` stroke="${p.dark}" stroke-width="4"`);
    out += f.upright(
      535,
      trendLine(
        [
          [410, 250],
          [480, 210],
          [550, 230],
          [660, 120],
        ],
        p.main,
        6,
      ),
    );
    out += person(300, GROUND, 1.4, figureColors(r, [p.main], TROUSERS), r() < 0.5, "point");
    out += audience(r, 4, 440, 680, 420, 0.9);
  }
  return backdrop(r, p) + f.wrap(out);
};

export const globalNews: Scene = (r, p, v) => {
  const f = flipper(v);
  let out = "";
  const sea = p.bg === "#23282f" ? "#2d5f8a" : "#4f8fc0";
  const k = v % 4;
  if (k === 0) {
    out += globe(400, 230, 170, sea, lighten("#3c7a3a", 0.2), "#ffffff");
    out +=
      mapPin(340, 190, 0.9, p.main) +
      mapPin(470, 150, 0.8, p.accent) +
      mapPin(430, 320, 0.7, p.second);
    out += plane(640, 100, 1, p.main, -20);
  } else if (k === 1) {
    out += skyline(
      r,
      0,
      800,
      GROUND,
      [lighten(p.main, 0.7), lighten(p.second, 0.6), lighten(p.dark, 0.6)],
      lighten(p.bg, 0.4),
      100,
      260,
    );
    out += plane(300, 110, 1.4, p.main, -10);
    out += stroke("M40 200C140 120 200 110 240 116", p.main, 3, ` stroke-dasharray="6 10"`);
  } else if (k === 2) {
    out += rect(0, 350, W, 150, sea);
    out += ship(260, 370, 460, p.dark, [p.main, p.accent, p.second], r);
    out += globe(150, 170, 80, sea, lighten("#3c7a3a", 0.2), "#ffffff");
  } else {
    for (let i = 0; i < 3; i++)
      out += globe(
        200 + i * 200,
        220 + (i % 2) * 40,
        70 - i * 6,
        sea,
        lighten("#3c7a3a", 0.2),
        "#ffffff",
      );
    out += f.upright(
      400,
      trendLine(
        [
          [120, 380],
          [300, 340],
          [480, 360],
          [680, 280],
        ],
        p.main,
        6,
      ),
    );
  }
  return backdrop(r, p) + f.wrap(out);
};

export const featuredNews: Scene = (r, p, v) => {
  const f = flipper(v);
  let out = "";
  const k = v % 3;
  if (k === 0) {
    out += path("M340 0L460 0L560 430H240Z", lighten(p.accent, 0.55), ` opacity="0.5"`);
    out += trophy(400, GROUND, 1.4, p.accent, p.dark);
    out += star(220, 160, 22, p.accent) + star(600, 120, 16, p.main) + star(640, 250, 12, p.accent);
  } else if (k === 1) {
    out += f.upright(
      310,
      barChart(
        160,
        GROUND - 10,
        300,
        260,
        [0.3, 0.45, 0.6, 0.75, 0.95],
        [p.main, lighten(p.main, 0.35)],
        p.dark,
      ),
    );
    out += lightbulb(590, 210, 1.3, GOLD, p.dark);
  } else {
    out += rect(180, 70, 230, 330, p.main, 6);
    out += rect(200, 100, 190, 150, lighten(p.main, 0.6), 4);
    out +=
      tower(240, 250, 40, 110, p.main, lighten(p.main, 0.4)) +
      tower(290, 250, 50, 150, darken(p.main, 0.2), lighten(p.main, 0.4));
    out += stroke("M200 290h150M200 320h120M200 350h160", lighten(p.main, 0.6), 8);
    out += medal(560, 230, 1.4, p.accent, p.second);
  }
  return backdrop(r, p) + f.wrap(out);
};

export const associationNews: Scene = (r, p, v) => {
  const f = flipper(v);
  let out = "";
  const k = v % 3;
  if (k === 0) {
    out += handshake(400, 240, 1.5, p.main, p.second, "#eec3a3", "#e5b48f");
  } else if (k === 1) {
    out += rect(160, 60, 480, 150, p.main, 6);
    out += emblem(400, 135, 50, paper(p), p.main, 1);
    out += podium(400, 380, 1.1, p.dark, lighten(p.dark, 0.2), p.main);
    out += audience(r, 6, 110, 690, 460, 1);
  } else {
    out += emblem(400, 220, 130, p.main, p.accent, v % 3);
    out += flagStand(190, GROUND, 1.4, p.main) + flagStand(610, GROUND, 1.4, p.second);
  }
  return backdrop(r, p) + f.wrap(out);
};

export const charityNews: Scene = (r, p, v) => {
  const f = flipper(v);
  let out = "";
  const k = v % 3;
  if (k === 0) {
    out += school(220, GROUND, 360, paper(p), p.main, lighten(p.second, 0.6));
    out +=
      heart(640, 150, 1, p.main) + heart(700, 220, 0.6, p.accent) + heart(140, 180, 0.7, p.main);
    out += tree(110, GROUND, 1.2, "#5f9e55") + tree(690, GROUND, 1.3, "#5f9e55");
  } else if (k === 1) {
    out += books(300, GROUND, 1, [p.main, p.second, p.accent, lighten(p.main, 0.3)]);
    out += gradCap(300, 290, 1.1, p.dark, p.accent);
    out += heart(560, 220, 2, p.main);
    out += people(r, 2, 500, 650, GROUND, 1);
  } else {
    for (let i = 0; i < 5; i++)
      out += tree(
        140 + i * 130,
        GROUND,
        between(r, 1, 1.6),
        pick(r, ["#5f9e55", "#3c7a3a", "#7fb069"]),
        r() < 0.5,
      );
    out += heart(400, 170, 1.6, p.main);
    out += people(r, 3, 250, 550, GROUND + 30, 0.9);
  }
  return backdrop(r, p) + f.wrap(out);
};

export const groupCompany: Scene = (r, p, v) => {
  const f = flipper(v);
  let out = "";
  const k = v % 3;
  if (k === 0) {
    out += skyline(r, 0, 800, GROUND, [lighten(p.second, 0.75)], lighten(p.bg, 0.5), 80, 160);
    out += tower(280, GROUND, 240, 300, p.main, lighten(p.main, 0.5), "step");
    out += rect(360, GROUND - 60, 80, 60, darken(p.main, 0.3), 2);
    out +=
      flagStand(250, GROUND, 1.2, p.second) +
      tree(580, GROUND, 1.2, "#5f9e55") +
      tree(190, GROUND, 1, "#5f9e55");
  } else if (k === 1) {
    out += rect(60, 60, 680, 220, lighten(p.blob, 0.3), 6);
    out += skyline(
      r,
      80,
      720,
      280,
      [lighten(p.main, 0.55), lighten(p.second, 0.6)],
      lighten(p.bg, 0.5),
      60,
      170,
    );
    out += stroke("M60 170H740M287 60V280M513 60V280", paper(p), 8);
    out +=
      monitorDesk(100, GROUND, 260, p.dark, lighten(p.second, 0.5), p.dark) +
      monitorDesk(440, GROUND, 260, p.dark, lighten(p.main, 0.5), p.dark);
    out += chair(230, GROUND + 50, 0.9, p.main) + chair(570, GROUND + 50, 0.9, p.main);
  } else {
    out += tower(150, GROUND, 150, 240, lighten(p.main, 0.1), lighten(p.main, 0.5), "slant");
    out += tower(330, GROUND, 150, 320, p.second, lighten(p.second, 0.5), "spire");
    out += tower(510, GROUND, 150, 200, lighten(p.main, 0.3), lighten(p.main, 0.65), "flat");
    out += plant(110, GROUND, 1, "#3c7a3a", p.dark) + plant(700, GROUND, 1, "#3c7a3a", p.dark);
  }
  return backdrop(r, p) + f.wrap(out);
};

export const brandScene: Scene = (r, p) => {
  let out = backdrop(r, p);
  out += sun(620, 140, 50, p.accent);
  out += skyline(
    r,
    0,
    800,
    GROUND,
    [lighten(p.main, 0.6), lighten(p.dark, 0.7)],
    lighten(p.bg, 0.5),
    80,
    220,
  );
  out += tower(340, GROUND, 120, 340, p.main, lighten(p.main, 0.45), "spire");
  return out;
};

function emblemCentre(
  cx: number,
  cy: number,
  rad: number,
  color: string,
  accent: string,
  inner: number,
): string {
  const s = rad / 100;
  if (inner === 1) {
    // a small hall: pediment, four columns, base
    let cols = "";
    for (let i = 0; i < 4; i++)
      cols += rect(cx + (-26 + i * 16) * s, cy - 14 * s, 7 * s, 34 * s, accent);
    return (
      path(
        `M${n(cx - 36 * s)} ${n(cy - 18 * s)}L${n(cx)} ${n(cy - 40 * s)}L${n(cx + 36 * s)} ${n(cy - 18 * s)}Z`,
        accent,
      ) +
      cols +
      rect(cx - 36 * s, cy + 22 * s, 72 * s, 7 * s, accent)
    );
  }
  if (inner === 2) {
    return (
      circle(
        cx - 14 * s,
        cy - 6 * s,
        22 * s,
        "none",
        ` stroke="${accent}" stroke-width="${n(7 * s)}"`,
      ) +
      circle(
        cx + 14 * s,
        cy - 6 * s,
        22 * s,
        "none",
        ` stroke="${lighten(accent, 0.3)}" stroke-width="${n(7 * s)}"`,
      ) +
      circle(cx, cy - 6 * s, 4 * s, color)
    );
  }
  return star(cx, cy - rad * 0.06, rad * 0.34, accent);
}

/** Circular association emblem: ring, a laurel of leaves along the rim and a star. */
export function emblem(
  cx: number,
  cy: number,
  rad: number,
  color: string,
  accent: string,
  inner = 0,
): string {
  let leaves = "";
  const R = rad * 0.74;
  for (let i = 0; i < 7; i++) {
    for (const side of [-1, 1]) {
      // from the bottom (90 deg) up each side to about 10 o'clock / 2 o'clock
      const deg = 90 + side * (22 + i * 19);
      const a = (deg * Math.PI) / 180;
      const x = cx + R * Math.cos(a);
      const y = cy + R * Math.sin(a);
      leaves += ellipse(
        x,
        y,
        rad * 0.12,
        rad * 0.05,
        accent,
        ` transform="rotate(${Math.round(deg + 90 + side * 25)} ${n(x)} ${n(y)})"`,
      );
    }
  }
  const arc = (side: number) => {
    const a0 = ((90 + side * 14) * Math.PI) / 180;
    const a1 = ((90 + side * 140) * Math.PI) / 180;
    return `M${n(cx + R * Math.cos(a0))} ${n(cy + R * Math.sin(a0))}A${n(R)} ${n(R)} 0 0 ${side > 0 ? 1 : 0} ${n(cx + R * Math.cos(a1))} ${n(cy + R * Math.sin(a1))}`;
  };
  return (
    circle(cx, cy, rad, color) +
    circle(cx, cy, rad * 0.92, "none", ` stroke="${accent}" stroke-width="${n(rad * 0.03)}"`) +
    stroke(arc(1) + arc(-1), accent, rad * 0.025) +
    leaves +
    emblemCentre(cx, cy, rad, color, accent, inner) +
    rect(cx - rad * 0.32, cy + rad * 0.36, rad * 0.64, rad * 0.09, accent, rad * 0.045)
  );
}

// ---------------------------------------------------------------- about, history, culture

export function aboutScene(r: Rng, p: Palette, which: number): string {
  let out = backdrop(r, p);
  if (which === 0) {
    // office
    out += rect(60, 50, 680, 230, lighten(p.blob, 0.4), 6);
    out += skyline(
      r,
      70,
      730,
      280,
      [lighten(p.main, 0.6), lighten(p.second, 0.65)],
      lighten(p.bg, 0.5),
      60,
      190,
    );
    out += stroke("M60 165H740M230 50V280M400 50V280M570 50V280", paper(p), 7);
    out += monitorDesk(80, GROUND, 240, p.dark, lighten(p.second, 0.55), p.dark);
    out += monitorDesk(480, GROUND, 240, p.dark, lighten(p.main, 0.55), p.dark);
    out += chair(200, GROUND + 46, 0.9, p.main) + chair(600, GROUND + 46, 0.9, p.main);
    out += plant(400, GROUND, 1.1, "#3c7a3a", p.main);
  } else if (which === 1) {
    // team
    out += rect(170, 60, 460, 130, p.main, 8);
    out += star(400, 125, 36, p.accent);
    out += people(r, 6, 130, 670, GROUND + 10, 1.2);
  } else {
    // service hall: counter, advisers and customers, queue board
    out += rect(80, 60, 260, 110, p.dark, 6);
    out += stroke("M110 95h120M110 130h180", lighten(p.accent, 0.2), 10);
    out += rect(420, 70, 300, 100, lighten(p.main, 0.1), 6);
    out += emblem(470, 120, 34, paper(p), p.accent);
    out += stroke("M530 110h150M530 140h110", paper(p), 10);
    out += audience(r, 3, 150, 650, 300, 1.15);
    out += rect(60, 300, 680, 90, p.main, 6);
    out += rect(60, 300, 680, 14, darken(p.main, 0.25), 6);
    out += people(r, 3, 180, 620, GROUND + 50, 1.05);
  }
  return out;
}

/** Milestones: the city grows with the year; later years add certificates, globe, trophy. */
export function historyScene(r: Rng, p: Palette, index: number): string {
  const bg = backdrop(r, p, 800, 533, 460);
  let out = "";
  const grow = (index + 1) / 8;
  const count = 3 + index;
  for (let i = 0; i < count; i++) {
    const w = 60 + r() * 30;
    const step = Math.min(78, 560 / count);
    const x = 400 - (count * step) / 2 + i * step;
    const h = 110 + grow * between(r, 110, 240);
    out += tower(
      x,
      GROUND,
      w,
      h,
      i === Math.floor(count / 2) ? p.main : lighten(pick(r, [p.main, p.second]), 0.45),
      lighten(p.bg, 0.45),
      pick(r, ["flat", "step", "spire"] as const),
    );
  }
  const pts: [number, number][] = [];
  for (let i = 0; i <= index + 1; i++)
    pts.push([80 + i * (640 / 9), 300 - i * (200 / 9) - r() * 20]);
  out += trendLine(pts, p.accent, 6);
  // milestones: 2014 qualifications, 2016 finance, 2020 overseas, 2024 awards
  if (index >= 1) out += certificate(70, 300, 120, 95, paper(p), p.main, p.second, r);
  if (index >= 2) out += coinStack(740, GROUND, 3 + index, 26, GOLD);
  if (index >= 4) out += globe(690, 110, 60, "#4f8fc0", lighten("#3c7a3a", 0.2), "#ffffff");
  if (index >= 6) out += trophy(660, GROUND, 0.5, p.accent, p.dark);
  if (index === 0)
    out += person(190, GROUND + 20, 1.1, figureColors(r, SUITS, TROUSERS), false, "wave");
  if (index < 2)
    out += person(640, GROUND + 20, 1.1, figureColors(r, SUITS, TROUSERS), true, "point");
  // drawn for the 800x500 frame, moved down onto the taller ground of the 3:2 frame
  return bg + g("translate(0 30)", out);
}

export function cultureScene(r: Rng, p: Palette, which: "vision" | "mission" | "values"): string {
  let out = backdrop(r, p);
  if (which === "vision") {
    out += sun(560, 150, 60, p.accent);
    out += path("M0 430L220 170L340 300L460 120L720 430Z", lighten(p.main, 0.15));
    out += path("M460 120L520 190L480 180L450 210L420 170Z", "#ffffff", ` opacity="0.85"`);
    out += path("M220 170L250 205L225 200L205 215L190 205Z", "#ffffff", ` opacity="0.85"`);
    out +=
      stroke("M460 120V50", p.dark, 4) +
      path("M462 50C480 56 494 46 512 54V84C494 76 480 86 462 80Z", p.second);
    out += stroke(
      "M360 430C380 380 420 360 440 300C450 260 470 200 460 140",
      paper(p),
      6,
      ` stroke-dasharray="10 12"`,
    );
    out += cloud(180, 90, 1, paper(p)) + cloud(700, 220, 0.8, paper(p));
  } else if (which === "mission") {
    out += skyline(
      r,
      0,
      800,
      GROUND,
      [lighten(p.main, 0.7), lighten(p.second, 0.7)],
      lighten(p.bg, 0.5),
      80,
      180,
    );
    out += path("M320 500L380 250H420L480 500Z", lighten(p.dark, 0.3));
    out += stroke("M400 490V270", "#ffffff", 5, ` stroke-dasharray="24 20"`);
    out += circle(400, 160, 84, paper(p), ` stroke="${p.main}" stroke-width="8"`);
    out +=
      path("M400 96L416 160L400 224L384 160Z", p.main) +
      path("M400 160L416 160L400 224Z", darken(p.main, 0.3));
    out += path("M340 160L400 148L460 160L400 172Z", lighten(p.dark, 0.4), ` opacity="0.6"`);
    out += people(r, 2, 300, 500, GROUND + 40, 0.9);
  } else {
    out +=
      rect(130, 110, 540, 34, p.main, 4) + path("M110 110L400 40L690 110Z", darken(p.main, 0.2));
    const icons = [
      heart(0, 0, 0.7, p.main),
      shieldCheck(0, 0, 0.55, p.second),
      lightbulb(0, 10, 0.45, GOLD, p.dark),
      handshake(0, 0, 0.24, p.main, p.second, "#eec3a3", "#e5b48f"),
    ];
    icons.forEach((ic, i) => {
      const x = 200 + i * 133;
      out += rect(
        x - 34,
        150,
        68,
        240,
        paper(p),
        4,
        ` stroke="${lighten(p.main, 0.6)}" stroke-width="3"`,
      );
      out += circle(x, 250, 46, lighten(p.blob, 0.2));
      out += place(x, 250, 1, ic);
    });
    out +=
      rect(110, 390, 580, 24, darken(p.main, 0.15), 4) +
      rect(90, 414, 620, 16, darken(p.main, 0.3), 4);
  }
  return out;
}

export function xiaoqiScene(
  r: Rng,
  p: Palette,
  which: "graduates" | "training" | "small-business",
): string {
  let out = backdrop(r, p);
  if (which === "graduates") {
    out += school(80, GROUND - 10, 260, lighten(p.blob, 0.5), p.main, lighten(p.second, 0.6));
    const gowns = [p.dark, darken(p.main, 0.1), p.dark];
    [440, 560, 680].forEach((x, i) => {
      const c = {
        ...figureColors(r, SUITS, TROUSERS),
        hair: "#231c18",
        top: at(gowns, i),
        bottom: at(gowns, i),
      };
      const s = 1.2;
      out += person(x, GROUND + 10, s, c, i === 1, i === 1 ? "wave" : "stand");
      out += gradCap(x, GROUND + 10 - 178 * s, 0.5, p.dark, p.accent);
    });
  } else if (which === "training") {
    out += rect(360, 70, 370, 220, p.dark, 8) + rect(372, 82, 346, 196, "#2f5d50", 4);
    out += stroke("M400 120h120M400 150h200M400 180h160", "#e8efe9", 6);
    out += barChart(560, 260, 130, 80, [0.4, 0.7, 0.95], ["#e8efe9"], "#e8efe9");
    out += person(240, GROUND, 1.4, figureColors(r, [p.main], TROUSERS), true, "point");
    out += audience(r, 5, 330, 730, 455, 1);
  } else {
    out += rect(160, 150, 380, 280, paper(p));
    for (let i = 0; i < 6; i++)
      out += path(
        `M${160 + i * 63.3} 150h63.3v40a31.6 31.6 0 0 1-63.3 0Z`,
        i % 2 ? paper(p) : p.main,
      );
    out += rect(140, 130, 420, 24, darken(p.main, 0.25), 4);
    out +=
      rect(200, 230, 140, 120, lighten(p.second, 0.7), 4) +
      rect(370, 250, 120, 180, darken(p.main, 0.15), 4);
    out += plant(560, GROUND, 0.9, "#3c7a3a", p.dark);
    out += person(
      640,
      GROUND,
      1.2,
      figureColors(r, ["#2f5d50", p.second], TROUSERS),
      r() < 0.5,
      "wave",
    );
    out += trendLine(
      [
        [600, 200],
        [650, 160],
        [690, 170],
        [740, 100],
      ],
      p.accent,
      5,
    );
  }
  return out;
}

// ---------------------------------------------------------------- cooperation

/** 800x480 canvas, scaled to 400x240 by the caller. */
export function cooperationScene(r: Rng, p: Palette, index: number): string {
  let out = backdrop(r, p, 800, 480, 410);
  const k = index % 3;
  if (k === 0) {
    // signing ceremony
    out += rect(140, 40, 520, 150, p.main, 6);
    out += emblem(400, 115, 46, paper(p), p.accent);
    out += audience(r, 2, 280, 520, 300, 1.3);
    out += table(150, 300, 500, lighten(p.dark, 0.2), p.main);
    out += rect(250, 290, 100, 14, paper(p), 2) + rect(450, 290, 100, 14, paper(p), 2);
    out += flagStand(400, 300, 0.8, p.main);
  } else if (k === 1) {
    const c = at([p.main, p.second, p.dark], Math.floor(index / 3));
    out += emblem(400, 220, 140, c, p.accent, Math.floor(index / 3) % 3);
  } else {
    const j = Math.floor(index / 3);
    const sleeves = at(
      [
        [p.main, p.dark],
        [p.dark, p.second],
        [p.second, p.main],
      ],
      j,
    );
    out += handshake(
      400,
      230,
      1.6,
      sleeves[0] ?? p.main,
      sleeves[1] ?? p.dark,
      "#eec3a3",
      at(["#e5b48f", "#c48a62", "#f2cfb4"], j),
    );
    out += circle(
      400,
      230,
      190,
      "none",
      ` stroke="${lighten(p.accent, 0.2)}" stroke-width="4" stroke-dasharray="10 14"`,
    );
  }
  return out;
}

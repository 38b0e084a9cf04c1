// The pictures of the cases, the news, the about pages, the milestones, the culture and
// school-enterprise pages, the cooperation list and the brochure covers, in the banners' style (issue 28): quiet
// duotones of the band's navy and one tone (duotone.ts), architecture, rooms set for an occasion,
// objects and landscapes, with light and depth from tone and gradient: a sky or wall darkening
// into the navy floor, one glow, far layers pale and near layers dark. No people: a ceremony is
// its stage, a lecture its hall, a signing its table.
//
// Every subject is drawn on an 800-wide frame (history and cooperation are scaled into their own
// sizes) with whole-number coordinates, so the files stay small.
import {
  type Ink,
  NAVY,
  TONES,
  boxPath,
  disc as sharedDisc,
  fill,
  inkFor,
  landmark,
  stroke,
  towers,
  windowGrid,
  windows,
} from "./duotone";
import { type Rng, at, rng, svgDoc } from "./svg-kit";

const q = (v: number) => String(Math.round(v));

export interface Frame {
  w: number;
  h: number;
  /** The ground line: the horizon outdoors, the foot of the wall indoors. */
  b: number;
}

type Draw = (f: Frame, r: Rng, ink: Ink) => string;

interface Subject {
  /** The ground line as a share of the height. */
  base: number;
  /** The glow, the picture's one light, in shares of the width and height. */
  glow: [number, number];
  draw: Draw;
}

const line = (d: string, color: string, width: number, extra = "") =>
  stroke(d, color, width, extra, q);
const disc = (cx: number, cy: number, radius: number, color: string, extra = "") =>
  sharedDisc(cx, cy, radius, color, extra, q);
const box = (x: number, y: number, w: number, h: number) => boxPath(x, y, w, h, q);
/** A light falling from above: the tone's light end fading out downwards (`#b`). */
const LIGHT = "url(#b)";

/** Sky or wall, the glow and the ground: the same light in every picture. */
export function frame(f: Frame, ink: Ink, glow: [number, number]): { defs: string; body: string } {
  const defs =
    `<linearGradient id="s" x2="0" y2="1"><stop stop-color="${ink(0.12)}"/>` +
    `<stop offset="${(f.b / f.h).toFixed(2)}" stop-color="${ink(0.5)}"/>` +
    `<stop offset="1" stop-color="${NAVY}"/></linearGradient>` +
    `<radialGradient id="g" cx="${glow[0]}" cy="${glow[1]}" r=".6">` +
    `<stop stop-color="${ink(0.95)}" stop-opacity=".55"/>` +
    `<stop offset="1" stop-color="${ink(0.95)}" stop-opacity="0"/></radialGradient>`;
  const body =
    `<rect width="${f.w}" height="${f.h}" fill="url(#s)"/>` +
    `<rect width="${f.w}" height="${f.h}" fill="url(#g)"/>` +
    fill(box(0, f.b, f.w, f.h - f.b), ink(0.06));
  return { defs, body };
}

/** Only the patterns and gradients a picture uses go into its file. */
export function extraDefs(body: string, ink: Ink): string {
  let defs = "";
  if (body.includes("url(#w)")) defs += windowGrid(ink);
  if (body.includes(LIGHT))
    defs +=
      `<linearGradient id="b" x2="0" y2="1"><stop stop-color="${ink(0.95)}" stop-opacity=".45"/>` +
      `<stop offset="1" stop-color="${ink(0.95)}" stop-opacity="0"/></linearGradient>`;
  return defs;
}

// ---------------------------------------------------------------- outdoors

/** A city at dusk: a far skyline, a lit middle layer, a landmark tower, dark near blocks. */
const city =
  (o: { landmark?: boolean; crane?: boolean; arcs?: boolean }): Draw =>
  (f, r, ink) => {
    const b = f.b;
    const far = towers(r, 0, f.w, b, 50, 150, 1, q);
    const mid = towers(r, 200, f.w, b, 40, 130, 1, q);
    const near = towers(r, 260, f.w, b + 4, 16, 60, 1, q);
    let out = disc(640, b - 250, 30, ink(0.9), ` opacity=".6"`);
    if (o.arcs)
      out += line(
        `M60 ${b - 90}Q360 ${b - 420} 800 ${b - 180}M200 ${b - 40}Q560 ${b - 360} 800 ${b - 300}`,
        ink(0.85),
        2,
        ` stroke-dasharray="2 12" opacity=".7"`,
      );
    out += fill(far, ink(0.42)) + fill(mid, ink(0.28)) + windows(mid, "m", 0.35);
    if (o.landmark) {
      const tower = landmark(470, b, 64, 290, q);
      out += fill(tower, ink(0.2)) + windows(tower, "t", 0.5);
    }
    if (o.crane)
      out += line(
        `M330 ${b}V${b - 300}M270 ${b - 280}H560M330 ${b - 320}L560 ${b - 280}M330 ${b - 320}L270 ${b - 280}M520 ${b - 280}V${b - 190}`,
        ink(0.16),
        6,
      );
    return out + fill(near, ink(0.1));
  };

/** A harbour: a far skyline, three cranes, a container ship, water lines. */
const harbour: Draw = (f, r, ink) => {
  const b = f.b;
  const far = towers(r, 0, f.w, b - 30, 30, 100, 0.8, q);
  let cranes = "";
  for (const [i, x] of [150, 290, 430].entries()) {
    const top = b - 180 + i * 24;
    cranes +=
      `M${x} ${b}V${top}M${x - 32} ${top + 16}H${x + 120}` +
      `M${x} ${top - 24}L${x + 120} ${top + 16}M${x} ${top - 24}L${x - 32} ${top + 16}`;
  }
  let ship = `M480 ${b - 28}H720L696 ${b + 4}H496Z`;
  for (let i = 0; i < 7; i++) {
    const h = 14 + ((i * 7) % 3) * 13;
    ship += `M${504 + i * 24} ${b - 28}v${-h}h21v${h}Z`;
  }
  ship += `M680 ${b - 28}v-48h24v48Z`;
  return (
    fill(far, ink(0.4)) +
    windows(far, "f", 0.3) +
    line(cranes, ink(0.16), 7) +
    fill(ship, ink(0.12)) +
    line(`M40 ${b + 30}H760M200 ${b + 54}H680`, ink(0.3), 2, ` opacity=".6"`)
  );
};

/** A cable-stayed bridge between two shores, a far skyline behind. */
const bridge: Draw = (f, r, ink) => {
  const b = f.b;
  const deck = b - 50;
  const far = towers(r, 0, f.w, b - 16, 40, 110, 0.8, q);
  let cables = "";
  let piers = "";
  for (const x of [290, 590]) {
    const top = deck - 210;
    piers += `M${x - 10} ${b + 24}L${x - 6} ${top}H${x + 6}L${x + 10} ${b + 24}Z`;
    for (let i = 1; i <= 6; i++) {
      const y = top + 10 + i * 10;
      cables += `M${x} ${y}L${x - i * 26} ${deck}M${x} ${y}L${x + i * 26} ${deck}`;
    }
  }
  return (
    disc(440, deck - 160, 48, ink(0.92), ` opacity=".45"`) +
    fill(far, ink(0.38)) +
    line(cables, ink(0.62), 2) +
    fill(piers, ink(0.14)) +
    fill(box(0, deck, f.w, 11), ink(0.12)) +
    line(`M0 ${b + 24}H800`, ink(0.3), 2, ` opacity=".6"`)
  );
};

/** Layered ridges at dawn; `top` stands on the middle ridge. */
const ridges =
  (top: "pagoda" | "summit" | "none"): Draw =>
  (f, r, ink) => {
    const ridge = (y: number, amp: number, step: number): string => {
      let d = `M0 ${f.h}V${q(y)}`;
      for (let x = 0; x <= f.w + step; x += step) d += `L${x} ${q(y - amp * (0.35 + r() * 0.65))}`;
      return `${d}V${f.h}Z`;
    };
    const b = f.b;
    let out = disc(600, b - 240, 44, ink(0.95), ` opacity=".55"`);
    out += fill(ridge(b - 150, 100, 110), ink(0.5));
    if (top === "summit") {
      // a peak with a flag on it and a path winding up
      out +=
        fill(`M120 ${b + 40}L440 ${b - 250}L760 ${b + 40}Z`, ink(0.3)) +
        line(`M440 ${b - 250}V${b - 310}`, ink(0.12), 4) +
        fill(`M442 ${b - 310}q24 8 48 0v28q-24 8-48 0z`, ink(0.85)) +
        line(
          `M380 ${b + 40}C470 ${b - 20} 350 ${b - 90} 420 ${b - 160}S450 ${b - 220} 440 ${b - 246}`,
          ink(0.75),
          3,
          ` stroke-dasharray="8 10"`,
        );
    } else out += fill(ridge(b - 80, 100, 80), ink(0.34));
    if (top === "pagoda") {
      let pagoda = "";
      for (let i = 0; i < 5; i++) {
        const w = 90 - i * 13;
        const y = b - 70 - i * 28;
        pagoda += `M${490 - w / 2 - 12} ${y}Q490 ${y - 12} ${490 + w / 2 + 12} ${y}L${490 + w / 2} ${y - 5}V${y - 25}H${490 - w / 2}V${y - 5}Z`;
      }
      out += fill(pagoda + `M488 ${b - 210}v-34h4v34Z`, ink(0.16));
    }
    return out + fill(ridge(b, 80, 70), ink(0.18)) + fill(ridge(b + 50, 50, 60), ink(0.08));
  };

/** A road to the horizon at sunrise, fields on either side, a far city where it ends. */
const road: Draw = (f, r, ink) => {
  const b = f.b;
  let furrows = "";
  for (let x = -600; x <= 1400; x += 200) furrows += `M400 ${b}L${x} ${f.h}`;
  let dashes = "";
  for (let k = 1; k < 7; k++) {
    const t0 = ((k - 0.45) / 7) ** 2;
    const t1 = (k / 7) ** 2;
    const y0 = b + (f.h - b) * t0;
    const y1 = b + (f.h - b) * t1;
    dashes += `M${q(400 - 14 * t0)} ${q(y0)}H${q(400 + 14 * t0)}L${q(400 + 14 * t1)} ${q(y1)}H${q(400 - 14 * t1)}Z`;
  }
  return (
    disc(400, b - 10, 46, ink(0.95), ` opacity=".7"`) +
    fill(towers(r, 230, 570, b, 14, 60, 0.8, q), ink(0.42)) +
    fill(box(0, b, f.w, f.h - b), ink(0.16)) +
    line(furrows, ink(0.26), 2) +
    fill(`M396 ${b}H404L640 ${f.h}H160Z`, ink(0.08)) +
    fill(dashes, ink(0.7))
  );
};

/** A hall with columns, lit from within, flags before it and a skyline behind. */
const hall: Draw = (f, r, ink) => {
  const b = f.b;
  const cx = 440;
  const pole = (x: number) =>
    line(`M${x} ${b}V${b - 230}`, ink(0.2), 4) +
    fill(`M${x + 2} ${b - 230}q28 9 56 0v34q-28 9-56 0z`, ink(0.62));
  return (
    fill(towers(r, 0, f.w, b, 30, 110, 1, q), ink(0.42)) +
    fill(box(cx - 140, b - 196, 280, 160), ink(0.12)) +
    fill(box(cx - 22, b - 124, 44, 88), ink(0.9), ` opacity=".75"`) +
    line(`M${cx - 150} ${b - 116}H${cx + 150}`, ink(0.3), 160, ` stroke-dasharray="16 24.6"`) +
    fill(
      box(cx - 170, b - 222, 340, 26) +
        `M${cx - 184} ${b - 222}L${cx} ${b - 290}L${cx + 184} ${b - 222}Z`,
      ink(0.26),
    ) +
    disc(cx, b - 244, 13, ink(0.75)) +
    fill(
      box(cx - 210, b - 12, 420, 12) +
        box(cx - 190, b - 24, 380, 12) +
        box(cx - 170, b - 36, 340, 12),
      ink(0.2),
    ) +
    pole(cx - 270) +
    pole(cx + 240)
  );
};

/** A school: a long block with lit windows, a clock tower, trees either side. */
const campus: Draw = (f, r, ink) => {
  const b = f.b;
  const block = box(160, b - 150, 480, 150) + box(360, b - 240, 80, 90);
  let trees = "";
  let trunks = "";
  for (const x of [80, 140, 670, 730]) {
    trees += `M${x - 34} ${b - 60}a34 34 0 1 0 68 0a34 34 0 1 0-68 0`;
    trunks += `M${x} ${b}V${b - 40}`;
  }
  return (
    fill(towers(r, 0, f.w, b, 20, 80, 1, q), ink(0.42)) +
    fill(block + `M350 ${b - 240}L400 ${b - 290}L450 ${b - 240}Z`, ink(0.22)) +
    windows(box(170, b - 140, 180, 120) + box(450, b - 140, 180, 120), "c", 0.5) +
    fill(box(150, b - 160, 500, 12), ink(0.14)) +
    disc(400, b - 206, 17, ink(0.85)) +
    fill(box(376, b - 72, 48, 72), ink(0.9), ` opacity=".7"`) +
    line(trunks, ink(0.1), 7) +
    fill(trees, ink(0.1))
  );
};

/** Terraced fields catching the light, a village of gabled houses, hills behind. */
const village: Draw = (f, r, ink) => {
  const b = f.b;
  let out = disc(560, b - 70, 40, ink(0.95), ` opacity=".7"`);
  out += fill(
    `M0 ${b + 30}V${b - 20}Q200 ${b - 70} 420 ${b - 30}T800 ${b - 50}V${b + 30}Z`,
    ink(0.45),
  );
  for (let i = 0; i < 5; i++) {
    const y = b + 10 + i * 44;
    const edge = `M0 ${y + 12}Q200 ${y - 18} 400 ${y}T800 ${y - 10}`;
    out +=
      fill(`${edge}V${f.h}H0Z`, ink(0.38 - i * 0.07)) + line(edge, ink(0.75), 2, ` opacity=".6"`);
    if (i === 1) {
      let houses = "";
      let lights = "";
      for (const x of [230, 300, 520, 590]) {
        houses += `M${x} ${y + 2}v-30l26-20 26 20v30z`;
        lights += box(x + 19, y - 20, 12, 12);
      }
      out += fill(houses, ink(0.16)) + fill(lights, ink(0.9));
    }
  }
  return out;
};

/** A street of small shops at dusk: lit fronts under striped awnings, signboards, a lamp. */
const street: Draw = (f, r, ink) => {
  const b = f.b;
  let facades = "";
  let fronts = "";
  let awnings = "";
  let signs = "";
  for (let i = 0; i < 5; i++) {
    const x = 30 + i * 150;
    const h = 170 + Math.round(r() * 60);
    facades += box(x, b - h, 140, h);
    fronts += box(x + 14, b - 86, 112, 76);
    awnings += `M${x + 6} ${b - 98}H${x + 134}`;
    signs += box(x + 22, b - 140, 96, 22);
  }
  return (
    fill(towers(r, 0, f.w, b - 20, 40, 140, 1, q), ink(0.42)) +
    fill(facades, ink(0.2)) +
    fill(fronts, ink(0.88), ` opacity=".8"`) +
    fill(signs, ink(0.36)) +
    line(awnings, ink(0.55), 22, ` stroke-dasharray="12 8"`) +
    fill(box(0, b, f.w, 10), ink(0.25))
  );
};

/** Trees planted on a hillside: a row of young trees, saplings at the front. */
const grove: Draw = (f, r, ink) => {
  const b = f.b;
  const row = (y: number, size: number, xs: number[]) => {
    let crowns = "";
    let trunks = "";
    for (const x of xs) {
      const s = size * (0.8 + r() * 0.4);
      crowns += `M${q(x - s)} ${q(y - s * 1.8)}a${q(s)} ${q(s)} 0 1 0 ${q(2 * s)} 0a${q(s)} ${q(s)} 0 1 0 ${q(-2 * s)} 0`;
      trunks += `M${x} ${y}V${q(y - s)}`;
    }
    return { crowns, trunks };
  };
  const back = row(b - 6, 22, [120, 200, 280, 360, 440, 520, 600, 680]);
  const front = row(b + 50, 34, [170, 330, 490, 650]);
  return (
    disc(620, b - 200, 46, ink(0.95), ` opacity=".6"`) +
    fill(`M0 ${b - 40}Q300 ${b - 130} 560 ${b - 60}T800 ${b - 70}V${b}H0Z`, ink(0.42)) +
    line(back.trunks, ink(0.22), 5) +
    fill(back.crowns, ink(0.22)) +
    fill(`M0 ${b + 10}Q400 ${b - 20} 800 ${b + 20}V${f.h}H0Z`, ink(0.14)) +
    line(front.trunks, ink(0.08), 7) +
    fill(front.crowns, ink(0.08))
  );
};

// ---------------------------------------------------------------- indoors

/** A stage under two spotlights, curtains at the sides, set with `set`. */
const stage =
  (set: "trophy" | "lectern" | "table"): Draw =>
  (f, r, ink) => {
    const b = f.b;
    let out =
      fill(box(180, 60, 440, 220), ink(0.26)) +
      disc(400, 150, 46, "none", ` stroke="${ink(0.7)}" stroke-width="4"`) +
      disc(400, 150, 30, ink(0.6)) +
      line(`M0 ${q(b / 2)}H130M670 ${q(b / 2)}H800`, ink(0.12), b, ` stroke-dasharray="14 4"`) +
      fill(box(0, 0, f.w, 30), ink(0.1)) +
      fill(`M230 30h30L400 ${b + 20}H300ZM540 30h30L500 ${b + 20}H400Z`, LIGHT) +
      fill(`M80 ${b}H720L780 ${b + 40}H20Z`, ink(0.2)) +
      fill(box(20, b + 40, 760, 30), ink(0.1)) +
      `<ellipse cx="400" cy="${b + 16}" rx="170" ry="18" fill="${ink(0.8)}" opacity=".35"/>`;
    if (set === "trophy")
      out +=
        fill(box(356, b - 40, 88, 40), ink(0.3)) +
        line(
          `M374 ${b - 146}q-26 0-18 24q6 14 24 14M426 ${b - 146}q26 0 18 24q-6 14-24 14`,
          ink(0.8),
          5,
        ) +
        fill(`M372 ${b - 152}h56q0 58-22 68v34h16v10h-44v-10h16v-34q-22-10-22-68z`, ink(0.82));
    else if (set === "lectern")
      out +=
        fill(`M374 ${b - 112}h52l-8 112h-36z`, ink(0.14)) +
        fill(box(366, b - 118, 68, 8), ink(0.32)) +
        disc(400, b - 74, 11, ink(0.7)) +
        line(`M392 ${b - 118}l-10-26`, ink(0.32), 3);
    else
      out +=
        fill(box(262, b - 124, 56, 60) + box(482, b - 124, 56, 60), ink(0.2)) +
        fill(`M190 ${b - 74}H610L630 ${b - 60}H170Z`, ink(0.36)) +
        fill(box(170, b - 60, 460, 60), ink(0.16)) +
        fill(
          `M232 ${b - 62}L248 ${b - 72}H340L324 ${b - 62}ZM452 ${b - 62}L468 ${b - 72}H560L544 ${b - 62}Z`,
          ink(0.88),
        ) +
        line(`M400 ${b - 72}V${b - 130}`, ink(0.3), 3) +
        fill(`M399 ${b - 130}l-34 6v22l34-6z`, ink(0.62)) +
        fill(`M401 ${b - 130}l34 6v22l-34-6z`, ink(0.46));
    return out;
  };

/** Rows of seats facing a lit screen (`board`: a blackboard), its light on the rows. */
const auditorium =
  (screen: "screen" | "board"): Draw =>
  (f, r, ink) => {
    const b = f.b;
    const board = screen === "board";
    let rows = "";
    for (let i = 0; i < 5; i++) {
      const y = b + 44 + i * 34;
      const hw = 230 + i * 60;
      rows += line(
        `M${400 - hw} ${y}H${400 + hw}`,
        ink(0.22 - i * 0.035),
        16 + i * 4,
        ` stroke-dasharray="${20 + i * 5} 5"`,
      );
    }
    return (
      fill(`M0 0L150 70V${b}L0 ${f.h}ZM800 0L650 70V${b}L800 ${f.h}Z`, ink(0.1)) +
      line(`M190 44H610`, ink(0.9), 4, ` stroke-dasharray="4 40"`) +
      fill(box(250, 80, 300, 170), ink(board ? 0.2 : 0.88)) +
      line(
        `M280 120h${board ? 200 : 150}M280 150h220M280 180h${board ? 120 : 170}M280 210h90`,
        ink(board ? 0.8 : 0.6),
        board ? 4 : 10,
      ) +
      fill(`M250 250H550L760 ${f.h}H40Z`, LIGHT) +
      fill(`M150 ${b}H650L690 ${b + 18}H110Z`, ink(0.24)) +
      fill(`M590 ${b - 66}h40l-6 66h-28z`, ink(0.14)) +
      rows
    );
  };

/** An office at dusk: the city through a tall window, a desk, a lamp and a plant before it. */
const office: Draw = (f, r, ink) => {
  const b = f.b;
  return (
    fill(towers(r, 0, f.w, b, 40, 170, 1, q), ink(0.42)) +
    fill(towers(r, 0, f.w, b, 20, 80, 1, q), ink(0.3)) +
    line(`M0 ${q(b / 2)}H800`, ink(0.08), b, ` stroke-dasharray="12 188"`) +
    line(`M0 64H800`, ink(0.08), 10) +
    fill(`M200 ${b}H640L780 ${f.h}H100Z`, LIGHT) +
    fill(box(520, b - 34, 110, 68), ink(0.14)) +
    fill(box(527, b - 27, 96, 52), ink(0.7)) +
    fill(
      box(430, b + 36, 300, 10) + box(438, b + 46, 10, f.h - b) + box(712, b + 46, 10, f.h - b),
      ink(0.04),
    ) +
    line(`M568 ${b + 34}v-12M470 ${b + 36}l18-64 30 12`, ink(0.04), 5) +
    fill(`M505 ${b - 40}l36 12-20 26-32-12z`, ink(0.04)) +
    fill(`M106 ${f.h}l8-60h52l8 60zM140 ${b + 80}c-40-30-30-80 0-100c30 20 40 70 0 100`, ink(0.04))
  );
};

/** A service hall: number screens over a long counter, rows of waiting chairs. */
const serviceHall: Draw = (f, r, ink) => {
  const b = f.b;
  let screens = "";
  for (let i = 0; i < 5; i++) screens += box(150 + i * 110, 90, 70, 40);
  return (
    line(`M110 40H690`, ink(0.9), 4, ` stroke-dasharray="4 36"`) +
    fill(box(120, 70, 560, 80), ink(0.24)) +
    fill(screens, ink(0.88)) +
    fill(`M150 150H650L690 ${f.h}H110Z`, LIGHT) +
    fill(box(100, b - 60, 600, 60), ink(0.18)) +
    fill(box(90, b - 68, 620, 10), ink(0.5)) +
    line(`M100 ${b + 70}H700`, ink(0.12), 22, ` stroke-dasharray="34 8"`) +
    line(`M40 ${b + 126}H760`, ink(0.06), 28, ` stroke-dasharray="42 10"`)
  );
};

/** Papers on a desk under a lamp: a signed agreement, a pen, a seal, binders behind. */
const desk: Draw = (f, r, ink) => {
  const b = f.b;
  return (
    fill(
      box(80, b - 110, 26, 110) + box(110, b - 96, 22, 96) + box(136, b - 104, 24, 104),
      ink(0.22),
    ) +
    fill(`M0 ${b}H800V${f.h}H0Z`, ink(0.22)) +
    fill(`M470 ${b - 120}L560 ${b - 100}L660 ${f.h}H270Z`, LIGHT) +
    fill(`M200 ${b + 120}L300 ${b + 40}H500L400 ${b + 120}Z`, ink(0.72)) +
    fill(`M230 ${b + 110}L320 ${b + 36}H520L430 ${b + 110}Z`, ink(0.9)) +
    line(`M300 ${b + 90}h110M320 ${b + 74}h120M340 ${b + 58}h80`, ink(0.6), 4) +
    line(`M420 ${b + 130}L540 ${b + 84}`, ink(0.08), 7) +
    fill(box(580, b + 40, 28, 46), ink(0.12)) +
    `<ellipse cx="594" cy="${b + 40}" rx="14" ry="5" fill="${ink(0.4)}"/>` +
    line(`M700 ${b + 20}L650 ${b - 120}L560 ${b - 150}`, ink(0.1), 7) +
    fill(`M530 ${b - 166}l56 18-30 40-52-18z`, ink(0.1))
  );
};

// ---------------------------------------------------------------- the pictures

const CITY = city({});
const TOWER = city({ landmark: true });
const S = {
  city: { base: 0.86, glow: [0.75, 0.8], draw: CITY },
  tower: { base: 0.86, glow: [0.7, 0.8], draw: TOWER },
  worksite: { base: 0.86, glow: [0.72, 0.8], draw: city({ crane: true }) },
  routes: { base: 0.86, glow: [0.7, 0.78], draw: city({ arcs: true }) },
  harbour: { base: 0.84, glow: [0.68, 0.8], draw: harbour },
  bridge: { base: 0.86, glow: [0.6, 0.78], draw: bridge },
  pagoda: { base: 0.86, glow: [0.72, 0.7], draw: ridges("pagoda") },
  summit: { base: 0.86, glow: [0.6, 0.6], draw: ridges("summit") },
  road: { base: 0.56, glow: [0.5, 0.56], draw: road },
  hall: { base: 0.86, glow: [0.55, 0.7], draw: hall },
  campus: { base: 0.86, glow: [0.5, 0.7], draw: campus },
  village: { base: 0.4, glow: [0.7, 0.3], draw: village },
  street: { base: 0.86, glow: [0.5, 0.8], draw: street },
  grove: { base: 0.7, glow: [0.75, 0.5], draw: grove },
  award: { base: 0.72, glow: [0.5, 0.6], draw: stage("trophy") },
  rostrum: { base: 0.72, glow: [0.5, 0.6], draw: stage("lectern") },
  signing: { base: 0.72, glow: [0.5, 0.6], draw: stage("table") },
  conference: { base: 0.6, glow: [0.5, 0.35], draw: auditorium("screen") },
  lecture: { base: 0.6, glow: [0.5, 0.35], draw: auditorium("board") },
  office: { base: 0.68, glow: [0.6, 0.5], draw: office },
  counter: { base: 0.7, glow: [0.5, 0.3], draw: serviceHall },
  desk: { base: 0.56, glow: [0.7, 0.4], draw: desk },
} satisfies Record<string, Subject>;

export type SubjectName = keyof typeof S;

function draw(name: SubjectName, tone: string, seed: string, width: number, height: number) {
  const subject: Subject = S[name];
  const scale = width / 800;
  const f: Frame = { w: 800, h: Math.round(height / scale), b: 0 };
  f.b = Math.round(f.h * subject.base);
  const ink = inkFor(tone);
  const { defs, body } = frame(f, ink, subject.glow);
  const art = body + subject.draw(f, rng(seed), ink);
  return svgDoc(
    width,
    height,
    scale === 1 ? art : `<g transform="scale(${scale})">${art}</g>`,
    defs + extraDefs(art, ink),
  );
}

/** What each news picture shows, news-01..news-48 (the alt texts in news.yaml say the same). */
const NEWS: readonly SubjectName[] = [
  // enterprise news 01-06: 01 the award stage, 03 the partner conference hall
  "award",
  "tower",
  "conference",
  "office",
  "city",
  "desk",
  // company news 07-12
  "office",
  "conference",
  "desk",
  "city",
  "rostrum",
  "road",
  // global news 13-20
  "harbour",
  "routes",
  "bridge",
  "harbour",
  "city",
  "harbour",
  "bridge",
  "routes",
  // featured 21-26
  "award",
  "summit",
  "road",
  "hall",
  "rostrum",
  "pagoda",
  // association news 27-32: 27 the signing table
  "signing",
  "hall",
  "conference",
  "bridge",
  "rostrum",
  "hall",
  // charity 33-38: 33 a school, 37 a village and its terraced fields; 38 the school-enterprise hero
  "campus",
  "grove",
  "campus",
  "grove",
  "village",
  "campus",
  // group companies 39-46 (heroes: 39 history, 41 charity, 42 associations, 43 global layout,
  // 44 structure, 45 chairman, 46 about)
  "routes",
  "office",
  "grove",
  "signing",
  "harbour",
  "tower",
  "pagoda",
  "tower",
  // 47 the news page's hero (a briefing), 48 the partnership page's (a bridge): each hero its
  // own subject, none a service page's
  "rostrum",
  "bridge",
];

export function newsPicture(number: number): string {
  const name = NEWS[number - 1];
  if (!name) throw new Error(`no news picture ${number}`);
  const id = `news-${String(number).padStart(2, "0")}`;
  return draw(name, at(TONES, number), id, 800, 500);
}

/** The profile's pictures: the head-office floor, the head office at dusk, the service hall. */
export function aboutPicture(index: number): string {
  return draw(
    at(["office", "tower", "counter"] as const, index),
    at(TONES, index + 3),
    `about-${index}`,
    800,
    500,
  );
}

/** Milestones 2012..2026: the city grows year by year; h01..h08 at 600x400. */
export function historyPicture(index: number): string {
  const grow = (f: Frame, r: Rng, ink: Ink) => {
    const b = f.b;
    const half = 80 + index * 45;
    const mid = towers(r, 400 - half, 400 + half, b, 30 + index * 8, 70 + index * 22, 1, q);
    let out =
      disc(620, b - 60 - index * 30, 30, ink(0.95), ` opacity=".6"`) +
      fill(towers(r, 0, f.w, b, 20 + index * 6, 50 + index * 14, 1, q), ink(0.42)) +
      fill(mid, ink(0.26)) +
      windows(mid, "m", 0.45);
    if (index >= 3) {
      const tower = landmark(420, b, 56, 150 + index * 24, q);
      out += fill(tower, ink(0.18)) + windows(tower, "t", 0.5);
    }
    return (
      out +
      fill(towers(r, 360 - index * 40, 440 + index * 40, b + 4, 14, 30 + index * 6, 1, q), ink(0.1))
    );
  };
  const subject: Subject = { base: 0.86, glow: [0.75, 0.9 - index * 0.04], draw: grow };
  const ink = inkFor(at(TONES, index));
  const f: Frame = { w: 800, h: 533, b: Math.round(533 * subject.base) };
  const { defs, body } = frame(f, ink, subject.glow);
  const art = body + grow(f, rng(`h${index}`), ink);
  return svgDoc(600, 400, `<g transform="scale(.75)">${art}</g>`, defs + extraDefs(art, ink));
}

/** Vision: a summit and its flag; mission: a road to the horizon; values: a hall of columns. */
export function culturePicture(which: "vision" | "mission" | "values"): string {
  const name = ({ vision: "summit", mission: "road", values: "hall" } as const)[which];
  return draw(name, at(TONES, { vision: 3, mission: 4, values: 0 }[which]), which, 800, 500);
}

/** Graduates: a campus; training: a lecture hall; small businesses: a street of shops. */
export function xiaoqiPicture(which: "graduates" | "training" | "small-business"): string {
  const name = ({ graduates: "campus", training: "lecture", "small-business": "street" } as const)[
    which
  ];
  return draw(
    name,
    at(TONES, { graduates: 1, training: 3, "small-business": 4 }[which]),
    which,
    800,
    500,
  );
}

/** The cooperation list's thumbnails (400x240): a hall, a bridge, a signing table. */
export function cooperationPicture(index: number): string {
  const name = at(["hall", "bridge", "signing"] as const, index);
  return draw(name, at(TONES, index + Math.floor(index / 3)), `co${index}`, 400, 240);
}

/** The brochures' covers (800x500): the group's city, a worksite, the harbour. */
export function coverPicture(kind: "group" | "qualification" | "international"): string {
  const name = ({ group: "tower", qualification: "worksite", international: "harbour" } as const)[
    kind
  ];
  return draw(
    name,
    at(TONES, { group: 0, qualification: 2, international: 1 }[kind]),
    `cover-${kind}`,
    800,
    500,
  );
}

/** What the cases of each type show, case-01..case-36: six cases a type, in caseType order. */
const CASES: readonly (readonly SubjectName[])[] = [
  ["worksite", "tower", "worksite"], // 1 qualifications
  ["tower", "city", "desk"], // 2 financing
  ["hall", "street", "office"], // 3 government formalities
  ["harbour", "routes", "bridge"], // 4 overseas
  ["desk", "office", "counter"], // 5 accounting
  ["desk", "conference", "tower"], // 6 intellectual property
];

export function casePicture(number: number): string {
  const type = Math.floor((number - 1) / 6);
  const subjects = CASES[type];
  if (!subjects) throw new Error(`no case picture ${number}`);
  const id = `case-${String(number).padStart(2, "0")}`;
  return draw(at(subjects, number - 1), at(TONES, number + type), id, 800, 500);
}

// Home carousel banners, five themes, each drawn twice, with no words (issue 28): the slide's
// message and call to action are HTML on a solid navy band over the picture
// (packages/ui/src/carousel/banner-carousel.tsx), written once in each edition's copy
// (apps/*/src/copy/home.ts). The pictures are the same in both editions.
//
// Each is a quiet duotone, the site's navy and one light tone, of architecture at dusk:
// layered skylines, a harbour, a bridge, mountains, a lit city. No people, no icons.
//
// - wide (1920x600), shown from 768px up. The band covers the left part (to about x 1000 on a
//   1920px window), so the subject sits in x 1040..1880; the left continues the scene quietly.
// - phone (750x1000), shown below 768px, whole in a 3:4 slide whose lower part is the band and
//   its fade: the subject stands on y 520, the ground below darkens into the band's navy.
import { type Ink, NAVY, TONES, inkFor, landmark, towers, windowGrid, windows } from "./duotone";
import { circle, path, rect, stroke } from "./scene-parts";
import { type Rng, n, rng, svgDoc } from "./svg-kit";

interface Scene {
  /** The light end of the duotone. */
  tone: string;
  /** Where the sky's glow sits (0..1 of the width). */
  glowX: number;
  draw: (canvas: Canvas, r: Rng, ink: Ink) => string;
}

interface Canvas {
  width: number;
  height: number;
  /** The ground line of the scene. */
  baseY: number;
  /** The subject's horizontal range. */
  x0: number;
  x1: number;
  /** 1 on the wide picture; the phone's subject is drawn smaller. */
  scale: number;
}

function skyAndGround(c: Canvas, ink: Ink, glowX: number): { defs: string; body: string } {
  const defs =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${ink(0.12)}"/>` +
    `<stop offset="${n(c.baseY / c.height)}" stop-color="${ink(0.5)}"/>` +
    `<stop offset="1" stop-color="${NAVY}"/></linearGradient>` +
    `<radialGradient id="glow" cx="${glowX}" cy="${n(c.baseY / c.height)}" r="0.55">` +
    `<stop offset="0" stop-color="${ink(0.95)}" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="${ink(0.95)}" stop-opacity="0"/></radialGradient>` +
    windowGrid(ink);
  const body =
    rect(0, 0, c.width, c.height, "url(#sky)") + rect(0, 0, c.width, c.height, "url(#glow)");
  return { defs, body };
}

/** The foot of the picture: ground under the scene, darkening into the band's navy. */
function ground(c: Canvas, ink: Ink): string {
  return rect(0, c.baseY, c.width, c.height - c.baseY, ink(0.06));
}

const SCENES: Scene[] = [
  // 1. The group: a city at dusk, one landmark tower among layered skylines.
  {
    tone: TONES[0],
    glowX: 0.72,
    draw(c, r, ink) {
      const s = c.scale;
      const far = towers(r, 0, c.width, c.baseY, 80, 190, s);
      const mid = towers(r, c.x0 - 60 * s, c.x1, c.baseY, 60, 150, s);
      const tower = landmark(c.x0 + (c.x1 - c.x0) * 0.55, c.baseY, 86 * s, 380 * s);
      const near = towers(r, c.x0, c.x1 + 40 * s, c.baseY, 30, 90, s);
      return (
        circle(c.x0 + (c.x1 - c.x0) * 0.78, c.baseY - 300 * s, 46 * s, ink(0.9), ` opacity="0.6"`) +
        path(far, ink(0.42)) +
        path(mid, ink(0.28)) +
        windows(mid, "m1", 0.35) +
        path(tower, ink(0.2)) +
        windows(tower, "t1", 0.5) +
        path(near, ink(0.1))
      );
    },
  },
  // 2. Overseas: a harbour, its cranes and a ship, flight paths over a far skyline.
  {
    tone: TONES[1],
    glowX: 0.68,
    draw(c, r, ink) {
      const s = c.scale;
      const far = towers(r, 0, c.width, c.baseY - 40 * s, 40, 120, s * 0.9);
      const span = c.x1 - c.x0;
      let cranes = "";
      for (const [i, at] of [0.12, 0.3, 0.48].entries()) {
        const x = c.x0 + span * at;
        const h = (220 - i * 30) * s;
        const top = c.baseY - h;
        cranes +=
          `M${n(x)} ${n(c.baseY)}V${n(top)}` +
          `M${n(x - 40 * s)} ${n(top + 20 * s)}H${n(x + 150 * s)}` +
          `M${n(x)} ${n(top - 30 * s)}L${n(x + 150 * s)} ${n(top + 20 * s)}` +
          `M${n(x)} ${n(top - 30 * s)}L${n(x - 40 * s)} ${n(top + 20 * s)}` +
          `M${n(x + 24 * s)} ${n(c.baseY)}V${n(top + 20 * s)}`;
      }
      // The ship: a hull and stacked containers.
      const sx = c.x0 + span * 0.6;
      const sy = c.baseY + 6 * s;
      let ship = `M${n(sx)} ${n(sy - 40 * s)}H${n(sx + 300 * s)}L${n(sx + 270 * s)} ${n(sy)}H${n(sx + 20 * s)}Z`;
      for (let i = 0; i < 8; i++)
        ship += `M${n(sx + 30 * s + i * 30 * s)} ${n(sy - 40 * s)}v${n(-(18 + ((i * 7) % 3) * 16) * s)}h${n(26 * s)}v${n((18 + ((i * 7) % 3) * 16) * s)}Z`;
      ship += `M${n(sx + 250 * s)} ${n(sy - 40 * s)}v${n(-60 * s)}h${n(30 * s)}v${n(60 * s)}Z`;
      const arcs =
        `M${n(c.x0 - 200 * s)} ${n(c.baseY - 120 * s)}Q${n(c.x0 + span * 0.4)} ${n(c.baseY - 520 * s)} ${n(c.x1 + 60 * s)} ${n(c.baseY - 200 * s)}` +
        `M${n(c.x0 + span * 0.1)} ${n(c.baseY - 60 * s)}Q${n(c.x0 + span * 0.7)} ${n(c.baseY - 420 * s)} ${n(c.x1 + 120 * s)} ${n(c.baseY - 300 * s)}`;
      return (
        stroke(
          arcs,
          ink(0.85),
          2 * s,
          ` stroke-dasharray="${n(2 * s)} ${n(12 * s)}" opacity="0.7"`,
        ) +
        path(far, ink(0.4)) +
        windows(far, "f2", 0.3) +
        stroke(cranes, ink(0.16), 9 * s) +
        path(ship, ink(0.12)) +
        // Water lines.
        stroke(
          `M${n(c.x0 - 100 * s)} ${n(c.baseY + 40 * s)}H${n(c.x1)}M${n(c.x0 + span * 0.2)} ${n(c.baseY + 70 * s)}H${n(c.x1 - span * 0.1)}`,
          ink(0.3),
          2 * s,
          ` opacity="0.6"`,
        )
      );
    },
  },
  // 3. Partnership: a cable-stayed bridge joining two shores.
  {
    tone: TONES[2],
    glowX: 0.6,
    draw(c, r, ink) {
      const s = c.scale;
      const span = c.x1 - c.x0;
      const deckY = c.baseY - 60 * s;
      const far = towers(r, 0, c.width, c.baseY - 20 * s, 50, 130, s * 0.85);
      const pylons = [c.x0 + span * 0.32, c.x0 + span * 0.74];
      let cables = "";
      let piers = "";
      for (const x of pylons) {
        const top = deckY - 260 * s;
        piers += `M${n(x - 12 * s)} ${n(c.baseY + 30 * s)}L${n(x - 7 * s)} ${n(top)}H${n(x + 7 * s)}L${n(x + 12 * s)} ${n(c.baseY + 30 * s)}Z`;
        for (let i = 1; i <= 7; i++) {
          const y = top + 12 * s + i * 12 * s;
          cables += `M${n(x)} ${n(y)}L${n(x - i * 30 * s)} ${n(deckY)}M${n(x)} ${n(y)}L${n(x + i * 30 * s)} ${n(deckY)}`;
        }
      }
      const deck = `M0 ${n(deckY)}H${n(c.width)}v${n(14 * s)}H0Z`;
      return (
        circle(pylons[0]! + span * 0.2, deckY - 200 * s, 60 * s, ink(0.92), ` opacity="0.45"`) +
        path(far, ink(0.38)) +
        windows(far, "f3", 0.3) +
        stroke(cables, ink(0.62), 2 * s) +
        path(piers, ink(0.14)) +
        path(deck, ink(0.12)) +
        stroke(
          `M${n(c.x0 - 200 * s)} ${n(c.baseY + 30 * s)}H${n(c.x1 + 40 * s)}`,
          ink(0.3),
          2 * s,
          ` opacity="0.6"`,
        )
      );
    },
  },
  // 4. Culture: mountains in layers at dawn, a pagoda on the nearest ridge.
  {
    tone: TONES[3],
    glowX: 0.7,
    draw(c, r, ink) {
      const s = c.scale;
      const ridge = (y: number, amp: number, step: number): string => {
        let d = `M0 ${n(c.height)}V${n(y)}`;
        for (let x = 0; x <= c.width + step; x += step)
          d += `L${n(x)} ${n(y - amp * (0.35 + r() * 0.65))}`;
        return `${d}V${n(c.height)}Z`;
      };
      const px = c.x0 + (c.x1 - c.x0) * 0.62;
      const py = c.baseY - 80 * s;
      let pagoda = "";
      for (let i = 0; i < 5; i++) {
        const w = (110 - i * 16) * s;
        const y = py - i * 34 * s;
        pagoda +=
          `M${n(px - w / 2 - 14 * s)} ${n(y)}Q${n(px)} ${n(y - 14 * s)} ${n(px + w / 2 + 14 * s)} ${n(y)}` +
          `L${n(px + w / 2)} ${n(y - 6 * s)}V${n(y - 30 * s)}H${n(px - w / 2)}V${n(y - 6 * s)}Z`;
      }
      pagoda += `M${n(px - 3 * s)} ${n(py - 170 * s)}V${n(py - 210 * s)}H${n(px + 3 * s)}V${n(py - 170 * s)}Z`;
      return (
        circle(px + 140 * s, c.baseY - 300 * s, 54 * s, ink(0.95), ` opacity="0.55"`) +
        path(ridge(c.baseY - 170 * s, 120 * s, 120 * s), ink(0.5)) +
        path(ridge(c.baseY - 90 * s, 110 * s, 90 * s), ink(0.34)) +
        path(pagoda, ink(0.16)) +
        path(ridge(c.baseY, 90 * s, 70 * s), ink(0.18)) +
        path(ridge(c.baseY + 60 * s, 60 * s, 60 * s), ink(0.08))
      );
    },
  },
  // 5. Scale: a dense city, its windows lit.
  {
    tone: TONES[4],
    glowX: 0.75,
    draw(c, r, ink) {
      const s = c.scale;
      const far = towers(r, 0, c.width, c.baseY - 10 * s, 120, 260, s);
      const mid = towers(r, c.x0 - 120 * s, c.x1 + 40 * s, c.baseY, 100, 220, s);
      const near = towers(r, c.x0 - 40 * s, c.x1 + 40 * s, c.baseY + 10 * s, 40, 120, s);
      return (
        path(far, ink(0.36)) +
        windows(far, "f5", 0.35) +
        path(mid, ink(0.22)) +
        windows(mid, "m5", 0.55) +
        path(near, ink(0.1)) +
        windows(near, "n5", 0.3)
      );
    },
  },
];

function draw(index: number, c: Canvas): string {
  const scene = SCENES[index];
  if (!scene) throw new Error(`no banner ${index + 1}`);
  const ink = inkFor(scene.tone);
  const r = rng(`banner-${index}-${c.width}`);
  const { defs, body } = skyAndGround(c, ink, scene.glowX);
  return svgDoc(c.width, c.height, body + ground(c, ink) + scene.draw(c, r, ink), defs);
}

/** The wide picture (1920x600) of banner `index`; the same in both editions. */
export function banner(index: number): string {
  return draw(index, { width: 1920, height: 600, baseY: 540, x0: 1040, x1: 1880, scale: 1 });
}

/** The phone picture (750x1000) of banner `index`: the subject in its upper part. */
export function phoneBanner(index: number): string {
  return draw(index, { width: 750, height: 1000, baseY: 520, x0: 30, x1: 730, scale: 0.9 });
}

// The three home-page videos as functions of time: videoFrame(video, t) returns a 1280x720 SVG.
// make-videos.ts renders the frames with Chromium and encodes them; draw-media.ts writes the
// last frame as the cover, so each cover matches its video.
//
// Issue 28: they are drawn in the site's one illustration style, the duotones of the banners and
// the scene pictures (duotone-scenes.ts): the band's navy and one tone, a sky or wall darkening
// into the navy ground, one glow, far layers pale and near ones dark. They carry no words: the
// carousel's caption names each film in the visitor's language, so both editions show the same
// files. The words stay clear of the caption: on a wide screen it lies over the frame's top left
// (about y 100-160, as far as x 820 in English), where the pictures keep to sky or wall.
import { type Frame, extraDefs, frame } from "./duotone-scenes";
import {
  type Ink,
  TONES,
  boxPath as box,
  disc,
  fill,
  inkFor,
  stroke,
  towers,
  windows,
} from "./duotone";
import { at, n, rng, svgDoc } from "./svg-kit";

export const VIDEO_SECONDS = 9;
export const VIDEO_FPS = 25;

const W = 1280;
const H = 720;

/** The file name without extension: video-1 (accounting), video-2, video-3. */
export function videoName(video: number): string {
  return `video-${video + 1}`;
}

/** 0 before t0, 1 after t1, smooth in between. */
function ease(t: number, t0: number, t1: number): number {
  const x = Math.min(1, Math.max(0, (t - t0) / (t1 - t0)));
  return x * x * (3 - 2 * x);
}

/** `body` growing from its point (cx, cy) from `t0`. */
function pop(t: number, t0: number, cx: number, cy: number, body: string, dur = 0.5): string {
  const k = ease(t, t0, t0 + dur);
  if (k <= 0) return "";
  const s = 0.6 + 0.4 * k + Math.sin(k * Math.PI) * 0.08;
  return `<g opacity="${n(k)}" transform="translate(${n(cx)} ${n(cy)}) scale(${n(s)}) translate(${n(-cx)} ${n(-cy)})">${body}</g>`;
}

const line = (d: string, color: string, width: number, extra = "") =>
  stroke(d, color, width, ` stroke-linecap="round"${extra}`);

interface Film {
  tone: string;
  /** The ground line: the foot of the wall, the horizon. */
  base: number;
  glow: [number, number];
  draw: (f: Frame, t: number, ink: Ink) => string;
}

/** A stack of `count` coins standing on `baseY`: their edges, the rims between, the top face. */
function coinStack(cx: number, baseY: number, count: number, w: number, ink: Ink): string {
  if (count <= 0) return "";
  const rx = n(w / 2);
  const height = count * 9;
  const side = `M${n(cx - w / 2)} ${baseY}a${rx} 6 0 0 0 ${n(w)} 0v${-height}h${n(-w)}z`;
  let rims = "";
  for (let i = 1; i < count; i++)
    rims += `M${n(cx - w / 2)} ${baseY - i * 9}a${rx} 6 0 0 0 ${n(w)} 0`;
  const face = `<ellipse cx="${n(cx)}" cy="${baseY - height}" rx="${rx}" ry="6" fill="${ink(0.9)}"/>`;
  return fill(side, ink(0.7)) + (rims ? line(rims, ink(0.5), 1.5) : "") + face;
}

/**
 * Accounting and tax: an office at dusk, the city in its window. The month's figures rise on
 * the wall chart, the ledger's rows fill in, and the coins stack up on the desk.
 */
function accounting(f: Frame, t: number, ink: Ink): string {
  const r = rng("video-1");
  const win = { x: 600, y: 180, w: 600, h: 250 };
  const skyline = towers(r, win.x - 20, win.x + win.w + 20, win.y + win.h, 40, 170, 1.2);
  let out =
    `<clipPath id="pane"><path d="${box(win.x, win.y, win.w, win.h)}"/></clipPath>` +
    fill(box(win.x, win.y, win.w, win.h), ink(0.62)) +
    disc(win.x + 420, win.y + 90, 34, ink(0.95), ` opacity=".7" clip-path="url(#pane)"`) +
    `<g clip-path="url(#pane)">${fill(skyline, ink(0.36))}${windows(skyline, "sk", 0.25 + 0.35 * ease(t, 1, 5))}</g>` +
    fill(
      `${box(win.x - 5, win.y - 5, win.w + 10, win.h + 10)}${box(win.x + 5, win.y + 5, win.w - 10, win.h - 10)}` +
        box(win.x + 195, win.y + 5, 10, win.h - 10) +
        box(win.x + 395, win.y + 5, 10, win.h - 10),
      ink(0.2),
      ` fill-rule="evenodd"`,
    );

  // the wall chart: five bars rising, then the trend drawn over them
  const chart = { x: 170, y: 210, w: 330, h: 220 };
  out += fill(box(chart.x, chart.y, chart.w, chart.h), ink(0.24));
  out += line(`M${chart.x + 30} ${chart.y + 190}H${chart.x + chart.w - 24}`, ink(0.55), 3);
  let bars = "";
  for (let i = 0; i < 5; i++) {
    const h = ease(t, 0.6 + i * 0.45, 1.6 + i * 0.45) * (46 + i * 30);
    if (h > 0) bars += box(chart.x + 44 + i * 56, chart.y + 188 - h, 34, h);
  }
  if (bars) out += fill(bars, ink(0.82));
  const trend = ease(t, 3.4, 5.2);
  if (trend > 0)
    out += line(
      `M${chart.x + 60} ${chart.y + 124}L${chart.x + 116} ${chart.y + 112}L${chart.x + 172} ${chart.y + 86}L${chart.x + 228} ${chart.y + 70}L${chart.x + 284} ${chart.y + 36}`,
      ink(0.97),
      4,
      ` stroke-dasharray="260" stroke-dashoffset="${n(260 * (1 - trend))}"`,
    );

  // the desk: its top seen a little from above, its front in the dark
  const top = f.b;
  const front = top + 60;
  out += fill(box(0, top, W, front - top), ink(0.3)) + fill(box(0, front, W, H - front), ink(0.1));

  // the ledger open on the desk, its rows written one after another
  const pages = `M300 ${front - 6}L336 ${top + 8}H548L560 ${front - 6}ZM560 ${front - 6}L572 ${top + 8}H784L820 ${front - 6}Z`;
  out +=
    fill(`M292 ${front}L298 ${front - 8}H822L828 ${front}Z`, ink(0.16)) + fill(pages, ink(0.9));
  out += line(`M560 ${top + 8}V${front - 6}`, ink(0.6), 2);
  const rows = Math.floor(ease(t, 1.2, 6) * 8);
  let written = "";
  for (let i = 0; i < rows; i++) {
    const y = top + 18 + (i % 4) * 9;
    const x0 = i < 4 ? 350 - (y - top) * 0.4 : 588 + (y - top) * 0.1;
    written += `M${n(x0)} ${y}h${n(i % 3 === 1 ? 100 : 140)}`;
  }
  if (written) out += line(written, ink(0.45), 3);

  // the calculator beside it
  out += fill(box(880, top + 4, 120, 50), ink(0.16)) + fill(box(892, top + 10, 96, 12), ink(0.7));
  let keys = "";
  for (let row = 0; row < 2; row++)
    for (let col = 0; col < 5; col++) keys += box(893 + col * 19, top + 28 + row * 12, 14, 8);
  out += fill(keys, ink(0.5));

  // the coins
  const coins = Math.floor(ease(t, 3, 7) * 9);
  out +=
    coinStack(1090, front - 6, coins, 54, ink) + coinStack(1160, front - 6, coins - 3, 54, ink);
  return out;
}

/**
 * Qualifications and finance: a tower going up floor by floor at dusk, a crane lifting its
 * beams; its windows light as it rises, and a flag tops it out.
 */
function qualifications(f: Frame, t: number, ink: Ink): string {
  const r = rng("video-2");
  const b = f.b;
  const far = towers(r, 0, W, b, 60, 190, 1.2);
  let out = disc(1060, b - 300, 40, ink(0.92), ` opacity=".6"`);
  out += fill(far, ink(0.42)) + windows(far, "far", 0.3);

  // the new tower: ten floors, the top one still open
  const x = 560;
  const w = 220;
  const floors = 1 + Math.floor(ease(t, 0.3, 6) * 9);
  const h = floors * 32;
  const built = box(x, b - h, w, h);
  out += fill(built, ink(0.22)) + windows(built, "new", 0.2 + 0.4 * ease(t, 4, 8));
  let slabs = "";
  for (let i = 0; i <= floors; i++) slabs += `M${x - 8} ${b - i * 32}H${x + w + 8}`;
  for (let c = 0; c <= 4; c++) slabs += `M${x - 8 + ((w + 16) * c) / 4} ${b}V${b - h - 14}`;
  out += line(slabs, ink(0.12), 3);
  if (t > 7)
    out += pop(
      t,
      7,
      x + w / 2,
      b - h - 14,
      line(`M${x + w / 2} ${b - h}V${b - h - 70}`, ink(0.12), 4) +
        fill(`M${x + w / 2 + 2} ${b - h - 70}q26 8 52 0v30q-26 8-52 0z`, ink(0.85)),
    );

  // the crane: mast, jib and counter-jib, the trolley running and the hook lifting a beam
  const mast = 860;
  const jib = 140;
  let lattice = `M${mast} ${b}V${jib}M${mast + 20} ${b}V${jib}`;
  for (let y = b; y > jib + 20; y -= 24) lattice += `M${mast} ${y}L${mast + 20} ${y - 24}`;
  lattice += `M${mast - 120} ${jib}H${mast + 340}M${mast + 10} ${jib - 46}L${mast + 330} ${jib}`;
  lattice += `M${mast + 10} ${jib - 46}L${mast - 120} ${jib}`;
  out += line(lattice, ink(0.16), 4);
  out += fill(box(mast - 130, jib, 44, 30), ink(0.14));
  const trolley = mast + 100 + 200 * (0.5 + 0.5 * Math.sin(t * 0.8));
  const hook = jib + 150 + 90 * (0.5 + 0.5 * Math.cos(t * 1.2));
  out += fill(box(trolley - 14, jib - 2, 28, 12), ink(0.12));
  out += line(`M${n(trolley)} ${jib + 10}V${n(hook)}`, ink(0.2), 2);
  out += fill(box(trolley - 60, hook, 120, 14), ink(0.3));

  // near blocks in the dark
  out += fill(towers(rng("video-2-near"), 0, W, b + 6, 14, 70, 1.2), ink(0.1));
  return out;
}

/** A globe's land masses around (cx, cy), shifted east by `shift`, as one path. */
function land(cx: number, cy: number, rad: number): string {
  const s = rad / 100;
  const at = (x: number, y: number) => `${n(cx + x * s)} ${n(cy + y * s)}`;
  return (
    `M${at(-62, -52)}C${at(-40, -66)} ${at(-8, -62)} ${at(-2, -46)}C${at(4, -32)} ${at(-12, -24)} ${at(-6, -10)}` +
    `C${at(0, 4)} ${at(-20, 16)} ${at(-36, 8)}C${at(-50, 0)} ${at(-46, -16)} ${at(-60, -22)}C${at(-74, -28)} ${at(-80, -44)} ${at(-62, -52)}Z` +
    `M${at(14, -70)}C${at(40, -76)} ${at(68, -64)} ${at(76, -44)}C${at(82, -28)} ${at(68, -22)} ${at(54, -26)}` +
    `C${at(42, -30)} ${at(38, -16)} ${at(26, -20)}C${at(12, -24)} ${at(0, -60)} ${at(14, -70)}Z` +
    `M${at(-8, 14)}C${at(8, 8)} ${at(24, 16)} ${at(28, 32)}C${at(32, 50)} ${at(18, 74)} ${at(4, 80)}` +
    `C${at(-8, 84)} ${at(-16, 62)} ${at(-16, 46)}C${at(-16, 34)} ${at(-20, 18)} ${at(-8, 14)}Z` +
    `M${at(52, 30)}C${at(64, 26)} ${at(78, 34)} ${at(78, 44)}C${at(78, 54)} ${at(64, 58)} ${at(54, 54)}` +
    `C${at(46, 50)} ${at(44, 34)} ${at(52, 30)}Z`
  );
}

/** A map pin standing on (x, tipY). */
const pin = (x: number, tipY: number) =>
  `M${x} ${tipY}C${x - 6} ${tipY - 14} ${x - 20} ${tipY - 24} ${x - 20} ${tipY - 38}` +
  `a20 20 0 0 1 40 0C${x + 20} ${tipY - 24} ${x + 6} ${tipY - 14} ${x} ${tipY}Z`;

/**
 * Global services: a turning globe over the sea at dusk. A flight draws its route across the
 * sky, pins mark the offices, and a container ship crosses the horizon.
 */
function global(f: Frame, t: number, ink: Ink): string {
  const b = f.b;
  const cx = 900;
  const cy = 300;
  const rad = 170;
  let out = fill(towers(rng("video-3"), 0, 420, b, 20, 110, 1), ink(0.4));

  // the globe: the land slides behind a round clip, so it seems to turn
  const shift = ((t * 26) % (2 * rad)) - 2 * rad;
  out +=
    `<clipPath id="globe"><circle cx="${cx}" cy="${cy}" r="${rad}"/></clipPath>` +
    disc(cx, cy, rad, ink(0.3)) +
    `<g clip-path="url(#globe)"><g transform="translate(${n(shift)} 0)">` +
    fill([0, 2 * rad, 4 * rad].map((dx) => land(cx + dx, cy, rad)).join(""), ink(0.62)) +
    `</g>` +
    line(
      `M${cx - rad} ${cy}H${cx + rad}M${cx - rad + 16} ${cy - 80}H${cx + rad - 16}M${cx - rad + 16} ${cy + 80}H${cx + rad - 16}` +
        `M${cx} ${cy - rad}A70 ${rad} 0 0 0 ${cx} ${cy + rad}A70 ${rad} 0 0 0 ${cx} ${cy - rad}` +
        `M${cx} ${cy - rad}A135 ${rad} 0 0 0 ${cx} ${cy + rad}A135 ${rad} 0 0 0 ${cx} ${cy - rad}`,
      ink(0.8),
      2,
      ` opacity=".45"`,
    ) +
    `</g>` +
    `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="none" stroke="${ink(0.5)}" stroke-width="5"/>`;

  // the offices, pinned one after another
  for (const [i, [px, py]] of [
    [850, 250],
    [990, 226],
    [942, 360],
    [800, 330],
  ].entries()) {
    out += pop(
      t,
      2.2 + i * 0.8,
      px!,
      py!,
      fill(pin(px!, py!), ink(0.95)) + disc(px!, py! - 38, 8, ink(0.3)),
    );
  }

  // the flight: its route drawn behind the plane
  const p = ease(t, 0.8, 6.5);
  const route = (k: number) => {
    const u = 1 - k;
    return [
      u * u * 200 + 2 * u * k * 560 + k * k * 1180,
      u * u * 470 + 2 * u * k * 40 + k * k * 150,
    ];
  };
  if (p > 0) {
    let d = "";
    for (let i = 0; i <= 40; i++) {
      const [x, y] = route((p * i) / 40);
      d += `${i ? "L" : "M"}${n(x!)} ${n(y!)}`;
    }
    out += line(d, ink(0.9), 3, ` stroke-dasharray="8 12"`);
    const [x, y] = route(p);
    const [px, py] = route(Math.max(0, p - 0.01));
    const angle = p > 0.005 ? (Math.atan2(y! - py!, x! - px!) * 180) / Math.PI : -40;
    out += `<g transform="translate(${n(x!)} ${n(y!)}) rotate(${n(angle)})">${fill(
      "M30 0L14 -5H-6L-22 -26H-32L-20 -5H-30L-38 -14H-44L-38 0L-44 14H-38L-30 5H-20L-32 26H-22L-6 5H14Z",
      ink(0.97),
    )}</g>`;
  }

  // the sea, its swell moving, and the ship crossing
  out += fill(box(0, b, W, H - b), ink(0.14));
  out += line(
    `M0 ${b + 40}H${W}M0 ${b + 90}H${W}M0 ${b + 150}H${W}`,
    ink(0.34),
    3,
    ` stroke-dasharray="46 34" stroke-dashoffset="${n(t * 40)}" opacity=".7"`,
  );
  const ship = 1320 - ease(t, 0.4, 8.6) * 700;
  let hull = `M${n(ship)} ${b - 30}H${n(ship + 300)}L${n(ship + 272)} ${b + 8}H${n(ship + 22)}Z`;
  hull += box(ship + 250, b - 82, 34, 52);
  let boxes = "";
  for (let i = 0; i < 9; i++) {
    const h = 16 + ((i * 5) % 3) * 14;
    boxes += box(ship + 24 + i * 24, b - 30 - h, 21, h);
  }
  out += fill(boxes, ink(0.34)) + fill(hull, ink(0.08));
  return out;
}

const FILMS: readonly Film[] = [
  { tone: at(TONES, 3), base: 0.7, glow: [0.7, 0.3], draw: accounting },
  { tone: at(TONES, 4), base: 0.82, glow: [0.8, 0.35], draw: qualifications },
  { tone: at(TONES, 1), base: 0.7, glow: [0.7, 0.42], draw: global },
];

export const VIDEO_COUNT = FILMS.length;

export function videoFrame(video: number, t: number): string {
  const film = FILMS[video];
  if (!film) throw new Error(`no video ${video + 1}`);
  const f: Frame = { w: W, h: H, b: Math.round(H * film.base) };
  const ink = inkFor(film.tone);
  const { defs, body } = frame(f, ink, film.glow);
  const art = body + film.draw(f, t, ink);
  return svgDoc(W, H, art, defs + extraDefs(art, ink));
}

/** The cover shows the finished picture, the state the video ends on. */
export function videoCover(video: number): string {
  return videoFrame(video, VIDEO_SECONDS);
}

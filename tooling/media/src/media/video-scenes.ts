// The three home-page videos as functions of time, in each edition's language:
// videoFrame(lang, video, t) returns a 1280x720 SVG. make-videos.ts renders the frames with
// Chromium and encodes them; draw-media.ts writes the last frame as the cover, so each cover
// matches its video. The pictures are the same in both languages; only the text block differs.
import type { Lang } from "@site/forms/lang";

import {
  bankCard,
  barChart,
  calculator,
  certificate,
  circle,
  coin,
  coinStack,
  continents,
  ledger,
  mapPin,
  passport,
  plane,
  rect,
  scaffoldBuilding,
  ship,
  star,
  stroke,
} from "./scene-parts";
import { BRAND, type TextOptions, lighten, n, rng, svgDoc, text } from "./svg-kit";

export const VIDEO_SECONDS = 9;
export const VIDEO_FPS = 25;

export const VIDEO_LANGS = ["zh", "en"] as const satisfies readonly Lang[];

/** The file name without extension: video-1 (Chinese, the original name), video-en-1. */
export function videoName(lang: Lang, video: number): string {
  return lang === "zh" ? `video-${video + 1}` : `video-${lang}-${video + 1}`;
}

interface VideoCopy {
  title: string;
  english: string;
  chips: string[];
}

const COPY: VideoCopy[] = [
  {
    title: "专业财税",
    english: "Professional accounting & tax",
    chips: ["代理记账", "税务筹划", "公司注册", "审计咨询"],
  },
  {
    title: "资质与融资",
    english: "Qualifications & business loans",
    chips: ["建筑资质", "安许证办理", "企业贷款", "融资方案"],
  },
  {
    title: "全球服务",
    english: "Global services for going overseas",
    chips: ["海外开户", "VIE架构", "VAT/EPR", "出口退税"],
  },
];

interface EnglishCopy {
  title: [string, string];
  sub: string;
  chips: string[];
}

const COPY_EN: EnglishCopy[] = [
  {
    title: ["Accounting", "& Tax"],
    sub: "Accurate books, compliant taxes",
    chips: ["Bookkeeping", "Tax planning", "Company registration", "Audit advice"],
  },
  {
    title: ["Qualifications", "& Finance"],
    sub: "Licensed to build, funded to grow",
    chips: [
      "Construction qualifications",
      "Safety production permits",
      "Business loans",
      "Financing solutions",
    ],
  },
  {
    title: ["Global", "Services"],
    sub: "Your partner for going overseas",
    chips: [
      "Overseas bank accounts",
      "VIE structures",
      "VAT & EPR compliance",
      "Export tax refunds",
    ],
  },
];

// svg-kit's FONT leads with a CJK face, whose Latin glyphs look foreign and run wider. Arial
// and Liberation Sans share their metrics, so what fits when rendered here fits for visitors.
const LATIN_FONT = "Arial,'Liberation Sans','Helvetica Neue',Helvetica,sans-serif";

function latinText(x: number, y: number, content: string, o: TextOptions): string {
  return text(x, y, content, { ...o, font: LATIN_FONT });
}

/** 0 before t0, 1 after t1, smooth in between. */
function ease(t: number, t0: number, t1: number): number {
  const x = Math.min(1, Math.max(0, (t - t0) / (t1 - t0)));
  return x * x * (3 - 2 * x);
}

function fade(t: number, t0: number, body: string, dy = 24, dur = 0.7): string {
  const k = ease(t, t0, t0 + dur);
  if (k <= 0) return "";
  return `<g opacity="${n(k)}" transform="translate(0 ${n((1 - k) * dy)})">${body}</g>`;
}

function pop(t: number, t0: number, cx: number, cy: number, body: string, dur = 0.5): string {
  const k = ease(t, t0, t0 + dur);
  if (k <= 0) return "";
  const s = 0.6 + 0.4 * k + Math.sin(k * Math.PI) * 0.08;
  return `<g opacity="${n(k)}" transform="translate(${n(cx)} ${n(cy)}) scale(${n(s)}) translate(${n(-cx)} ${n(-cy)})">${body}</g>`;
}

function copyBlock(lang: Lang, video: number, t: number, dark: boolean): string {
  if (lang === "en") return copyBlockEnglish(video, t, dark);
  const c = COPY[video];
  if (!c) return "";
  const ink = dark ? "#ffffff" : BRAND.ink;
  const sub = dark ? "#d5d9df" : "#4a5260";
  let out = fade(
    t,
    0.2,
    rect(90, 196, 56, 6, dark ? "#f2c46d" : BRAND.red, 3) +
      text(90, 240, "天诚控股集团 · TIANCHENG HOLDINGS", {
        size: 20,
        fill: dark ? "#f2c46d" : BRAND.red,
        weight: 700,
        spacing: 2,
      }),
  );
  out += fade(t, 0.5, text(86, 330, c.title, { size: 84, fill: ink, weight: 700 }));
  out += fade(t, 0.9, text(90, 382, c.english, { size: 28, fill: sub }));
  c.chips.forEach((chip, i) => {
    const x = 90 + (i % 2) * 190;
    const y = 430 + Math.floor(i / 2) * 62;
    out += fade(
      t,
      1.6 + i * 0.35,
      rect(
        x,
        y,
        172,
        46,
        dark ? "#2d333b" : "#ffffff",
        23,
        ` stroke="${dark ? "#4a525d" : "#e6d9cc"}" stroke-width="2"`,
      ) +
        circle(x + 24, y + 23, 6, dark ? "#f2c46d" : BRAND.red) +
        text(x + 40, y + 31, chip, { size: 22, fill: ink }),
      12,
    );
  });
  return out;
}

/**
 * English is about twice as wide as Chinese: the title takes two lines and the services one
 * column of wider chips. The block starts below the carousel's title chip (which covers about
 * y 100–150 of the cropped frame) and ends above the sea of video 3 (y 600), left of the
 * pictures (x 600).
 */
function copyBlockEnglish(video: number, t: number, dark: boolean): string {
  const c = COPY_EN[video];
  if (!c) throw new Error(`no English copy for video ${video + 1}`);
  const ink = dark ? "#ffffff" : BRAND.ink;
  const sub = dark ? "#d5d9df" : "#4a5260";
  const accent = dark ? "#f2c46d" : BRAND.red;
  let out = fade(
    t,
    0.2,
    rect(90, 174, 56, 6, accent, 3) +
      latinText(90, 214, "TIANCHENG HOLDINGS GROUP", {
        size: 20,
        fill: accent,
        weight: 700,
        spacing: 2,
      }),
  );
  out += fade(
    t,
    0.5,
    latinText(87, 284, c.title[0], { size: 64, fill: ink, weight: 700 }) +
      latinText(87, 354, c.title[1], { size: 64, fill: ink, weight: 700 }),
  );
  out += fade(t, 0.9, latinText(90, 400, c.sub, { size: 26, fill: sub }));
  c.chips.forEach((chip, i) => {
    const y = 428 + i * 44;
    out += fade(
      t,
      1.6 + i * 0.35,
      rect(
        90,
        y,
        340,
        38,
        dark ? "#2d333b" : "#ffffff",
        19,
        ` stroke="${dark ? "#4a525d" : "#e6d9cc"}" stroke-width="2"`,
      ) +
        circle(112, y + 19, 5, accent) +
        latinText(128, y + 26, chip, { size: 19, fill: ink }),
      12,
    );
  });
  return out;
}

function backgroundLight(): string {
  return (
    rect(0, 0, 1280, 720, "#f8f5f1") +
    circle(930, 370, 330, "#f1e8de") +
    circle(930, 370, 400, "none", ` stroke="#e6d9cc" stroke-width="2"`) +
    rect(0, 660, 1280, 60, "#efe6dc")
  );
}

function accountingFrame(lang: Lang, t: number): string {
  const r = rng("video-1");
  let out = backgroundLight();
  out += fade(t, 0.3, ledger(620, 380, 330, 200, BRAND.red, "#ffffff", BRAND.ink, r), 80, 1);
  out += fade(
    t,
    1.0,
    calculator(990, 380, 1.1, BRAND.ink, "#cfe3d6", "#c8ccd2", "#d29a3a"),
    60,
    0.8,
  );
  const grow = [0, 1, 2, 3, 4].map((i) => ease(t, 1.6 + i * 0.4, 2.4 + i * 0.4) * (0.3 + i * 0.16));
  out += fade(
    t,
    1.4,
    rect(640, 120, 300, 210, "#ffffff", 10, ` stroke="#e6d9cc" stroke-width="2"`),
    20,
  );
  if (t > 1.5)
    out += barChart(670, 300, 240, 150, grow, [lighten(BRAND.red, 0.35), BRAND.red], BRAND.ink);
  const drop = Math.floor(ease(t, 3.2, 6.4) * 8);
  if (drop > 0) out += coinStack(1180, 640, drop, 40, "#d29a3a");
  const line = ease(t, 4.5, 6.5);
  if (line > 0) {
    out += `<path d="M680 260L740 230L800 240L860 190L910 160" fill="none" stroke="#2f3b4c" stroke-width="5" stroke-linecap="round" stroke-dasharray="300" stroke-dashoffset="${n(300 * (1 - line))}"/>`;
  }
  out += pop(t, 6.6, 1040, 190, coin(1040, 190, 54, "#d29a3a"));
  out += copyBlock(lang, 0, t, false);
  return out;
}

function qualificationFrame(lang: Lang, t: number): string {
  const r = rng("video-2");
  let out = backgroundLight();
  const floors = 1 + Math.floor(ease(t, 0.4, 4.6) * 7);
  out += scaffoldBuilding(680, 660, 180, floors, lighten(BRAND.red, 0.35), BRAND.ink);
  // tower crane with a trolley running along the jib and the hook lifting
  const mastX = 900;
  const top = 180;
  let lattice = "";
  for (let y = 660; y > top + 12; y -= 20) lattice += `M${mastX} ${y}L${mastX + 18} ${y - 20}`;
  out +=
    stroke(`M${mastX} 660V${top}M${mastX + 18} 660V${top}`, "#d29a3a", 5) +
    stroke(lattice, "#d29a3a", 2.5);
  out += stroke(
    `M${mastX - 90} ${top}H${mastX + 330}M${mastX - 90} ${top - 14}H${mastX + 320}`,
    "#d29a3a",
    5,
  );
  out +=
    rect(mastX - 2, top - 46, 22, 32, "#d29a3a") + rect(mastX - 100, top - 4, 34, 26, "#2f3b4c");
  const trolley = mastX + 60 + 200 * (0.5 + 0.5 * Math.sin(t * 0.9));
  const hookY = top + 120 + 90 * (0.5 + 0.5 * Math.cos(t * 1.3));
  out += rect(trolley - 12, top - 2, 24, 10, BRAND.ink, 2);
  out += stroke(`M${n(trolley)} ${top + 8}V${n(hookY)}`, BRAND.ink, 2);
  out += stroke(
    `M${n(trolley - 22)} ${n(hookY + 16)}L${n(trolley)} ${n(hookY)}L${n(trolley + 22)} ${n(hookY + 16)}`,
    BRAND.ink,
    2,
  );
  out += rect(trolley - 50, hookY + 16, 100, 14, "#8a1b1f");
  // the certificate arrives, then the seal is stamped
  out += pop(
    t,
    4.8,
    1110,
    420,
    certificate(1010, 340, 200, 150, "#ffffff", BRAND.red, "#ffffff", r),
  );
  const stamp = ease(t, 5.8, 6.2);
  if (stamp > 0) {
    const s = 1.6 - 0.6 * stamp;
    out += `<g opacity="${n(stamp)}" transform="translate(1158 454) scale(${n(s)})">${circle(0, 0, 20, "none", ` stroke="${BRAND.red}" stroke-width="4"`)}${star(0, 0, 10, BRAND.red)}</g>`;
  }
  const coins = Math.floor(ease(t, 6.2, 8) * 6);
  if (coins > 0)
    out +=
      coinStack(1200, 650, coins, 34, "#d29a3a") +
      coinStack(1120, 650, Math.max(1, coins - 2), 34, "#d29a3a");
  const arrow = ease(t, 6.6, 8.2);
  if (arrow > 0) {
    out += `<path d="M990 300L1050 270L1100 284L1200 210" fill="none" stroke="${BRAND.red}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="260" stroke-dashoffset="${n(260 * (1 - arrow))}"/>`;
  }
  out += copyBlock(lang, 1, t, false);
  return out;
}

function globalFrame(lang: Lang, t: number): string {
  const r = rng("video-3");
  let out =
    rect(0, 0, 1280, 720, "#1f2328") +
    circle(920, 340, 340, "#262c33") +
    circle(920, 340, 410, "none", ` stroke="#343b45" stroke-width="2"`) +
    rect(0, 600, 1280, 120, "#1d3d63") +
    stroke(
      "M0 630H1280M0 670H1280",
      "#2d5f8a",
      3,
      ` stroke-dasharray="40 30" stroke-dashoffset="${n(t * 40)}"`,
    );
  // globe: the continents slide behind a circular clip so it appears to turn
  const shift = ((t * 24) % 200) - 200;
  out +=
    `<clipPath id="globe-clip"><circle cx="920" cy="320" r="190"/></clipPath>` +
    circle(920, 320, 190, "#3f7fb5") +
    `<g clip-path="url(#globe-clip)"><g transform="translate(${n(shift)} 0)">` +
    [0, 200, 400].map((dx) => continents(920 + dx, 320, 190, "#7fb069")).join("") +
    `</g>` +
    stroke("M730 320H1110M745 225H1095M745 415H1095", "#ffffff", 2, ` opacity="0.45"`) +
    `<path d="M920 130A80 190 0 0 0 920 510A80 190 0 0 0 920 130M920 130A150 190 0 0 0 920 510A150 190 0 0 0 920 130M920 130V510" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.45"/>` +
    `</g>` +
    circle(920, 320, 190, "none", ` stroke="#2d5f8a" stroke-width="5"`);
  // flight path drawn behind the plane
  const p = ease(t, 0.8, 6.5);
  const bez = (k: number) => {
    const u = 1 - k;
    return [
      u * u * 600 + 2 * u * k * 880 + k * k * 1170,
      u * u * 520 + 2 * u * k * -60 + k * k * 170,
    ] as const;
  };
  if (p > 0) {
    let d = "";
    for (let i = 0; i <= 30; i++) {
      const [x, y] = bez((p * i) / 30);
      d += `${i ? "L" : "M"}${n(x)} ${n(y)}`;
    }
    out += stroke(d, "#f2c46d", 3, ` stroke-dasharray="8 10"`);
    const [px, py] = bez(p);
    const [qx, qy] = bez(Math.max(0, p - 0.01));
    const angle = (Math.atan2(py - qy, px - qx) * 180) / Math.PI;
    out += plane(px, py, 0.9, BRAND.red, p > 0.005 ? angle : -30);
  }
  out += pop(t, 2.2, 860, 260, mapPin(860, 260, 0.9, BRAND.red));
  out += pop(t, 3.0, 1000, 230, mapPin(1000, 230, 0.8, "#f2c46d"));
  out += pop(t, 3.8, 960, 380, mapPin(960, 380, 0.75, "#ffffff"));
  const shipX = 1300 - ease(t, 0.5, 8.5) * 560;
  out += ship(shipX, 630, 360, "#11151a", [BRAND.red, "#d29a3a", "#8fa3b8", "#c8262c"], r);
  out += fade(t, 4.4, passport(640, 420, 90, BRAND.red, "#f2c46d", -12), 40);
  out += fade(t, 5.0, bankCard(1090, 430, 150, "#f4f1ec", 8), 40);
  out += copyBlock(lang, 2, t, true);
  return out;
}

export function videoFrame(lang: Lang, video: number, t: number): string {
  const body = [accountingFrame, qualificationFrame, globalFrame][video]?.(lang, t) ?? "";
  return svgDoc(1280, 720, body);
}

/** The cover shows the finished picture, the state the video ends on. */
export function videoCover(lang: Lang, video: number): string {
  return videoFrame(lang, video, VIDEO_SECONDS);
}

export const VIDEO_COUNT = COPY.length;

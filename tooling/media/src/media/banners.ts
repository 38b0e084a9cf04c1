// Home carousel banners, five themes in each language, each drawn twice:
//
// - wide (1920x600), shown from 768px up. The text sits in the left half, inside the safe
//   area x 360..1240, y 140..460: a 1200px window crops the picture to its middle 1384px
//   (x 268..1652), so the text survives every width, and the carousel's arrows stay outside
//   it (e2e/smoke/wide-banner.spec.ts). The illustration fills the right half.
// - phone (750x1000), shown below 768px: the same words, broken into short lines and set
//   large, in the top part (y 80..640); the illustration below, behind the carousel's
//   controls, which take the bottom corners and the bottom band.
//
// Each slide's alt text in apps/*/src/copy/home.ts says what its picture says.
import type { Lang } from "@site/forms/lang";

import {
  bankCard,
  circle,
  cloud,
  globe,
  handshake,
  passport,
  path,
  person,
  plane,
  rect,
  shippingContainer,
  skyline,
  star,
  stroke,
  sun,
  tower,
} from "./scene-parts";
import { BRAND, type Rng, darken, lighten, rng, svgDoc, text } from "./svg-kit";

interface BannerCopy {
  kicker: string;
  headline: string[];
  sub: string[];
  /** The phone picture's lines: the same words as `headline` and `sub`, shorter lines. */
  phone: { headline: string[]; sub: string[] };
}

const COPY: Record<Lang, BannerCopy[]> = {
  zh: [
    {
      kicker: "天诚控股集团",
      headline: ["一站式企业服务集团"],
      sub: ["会计财税 · 建筑资质 · 企业贷款 · 知识产权 · 海外服务"],
      phone: {
        headline: ["一站式", "企业服务集团"],
        sub: ["会计财税 · 建筑资质 · 企业贷款", "知识产权 · 海外服务"],
      },
    },
    {
      kicker: "海外服务",
      headline: ["全球服务 助力企业出海"],
      sub: ["海外银行开户 · VIE架构 · VAT/EPR", "出口退税 · 境外投资备案"],
      phone: {
        headline: ["全球服务", "助力企业出海"],
        sub: ["海外银行开户 · VIE架构 · VAT/EPR", "出口退税 · 境外投资备案"],
      },
    },
    {
      kicker: "商业合作",
      headline: ["携手共赢 共创未来"],
      sub: ["诚邀合作伙伴，共享一站式企业服务生态"],
      phone: {
        headline: ["携手共赢", "共创未来"],
        sub: ["诚邀合作伙伴，", "共享一站式企业服务生态"],
      },
    },
    {
      kicker: "企业文化",
      headline: ["诚信 · 专业 · 创新 · 共赢"],
      sub: ["以客户为中心，做值得信赖的企业服务伙伴"],
      phone: {
        headline: ["诚信 · 专业", "创新 · 共赢"],
        sub: ["以客户为中心，", "做值得信赖的企业服务伙伴"],
      },
    },
    {
      kicker: "服务规模",
      headline: ["服务六万余家企业客户"],
      sub: ["专业团队 · 透明价格 · 严格保密 · 贴心售后"],
      phone: {
        headline: ["服务六万余家", "企业客户"],
        sub: ["专业团队 · 透明价格", "严格保密 · 贴心售后"],
      },
    },
  ],
  en: [
    {
      kicker: "TIANCHENG HOLDINGS GROUP",
      headline: ["One-stop business", "services group"],
      sub: ["Accounting · Qualifications · Loans · IP · Overseas"],
      phone: {
        headline: ["One-stop", "business", "services group"],
        sub: ["Accounting · Qualifications", "Loans · IP · Overseas"],
      },
    },
    {
      kicker: "OVERSEAS SERVICES",
      headline: ["Helping businesses", "go global"],
      sub: [
        "Bank accounts · VIE structures · VAT/EPR",
        "Export tax refunds · Outbound investment (ODI) filing",
      ],
      phone: {
        headline: ["Helping", "businesses", "go global"],
        sub: ["Bank accounts · VIE structures", "VAT/EPR · Export tax refunds", "ODI filing"],
      },
    },
    {
      kicker: "BUSINESS PARTNERSHIP",
      headline: ["Grow together as", "business partners"],
      sub: ["Join our one-stop business services ecosystem"],
      phone: {
        headline: ["Grow together", "as business", "partners"],
        sub: ["Join our one-stop business", "services ecosystem"],
      },
    },
    {
      kicker: "CORPORATE CULTURE",
      headline: ["Integrity · Expertise", "Innovation · Shared success"],
      sub: ["Client first: a business partner you can trust"],
      phone: {
        headline: ["Integrity", "Expertise", "Innovation", "Shared success"],
        sub: ["Client first: a business", "partner you can trust"],
      },
    },
    {
      kicker: "OUR SCALE",
      headline: ["Trusted by more than", "60,000 clients"],
      sub: ["Professional team · Transparent pricing", "Confidentiality · After-sales care"],
      phone: {
        headline: ["Trusted by", "more than", "60,000 clients"],
        sub: ["Professional team", "Transparent pricing", "Confidentiality · After-sales care"],
      },
    },
  ],
};

const STATS: Record<Lang, [string, string][]> = {
  zh: [
    ["14", "国内公司"],
    ["9", "海外公司"],
    ["1521", "员工"],
    ["23", "覆盖地区"],
  ],
  en: [
    ["14", "companies in mainland China"],
    ["9", "overseas companies"],
    ["1,521", "employees"],
    ["23", "regions covered"],
  ],
};

interface Look {
  bg: string;
  bg2: string;
  title: string;
  sub: string;
  kicker: string;
  bar: string;
}

const LIGHT: Look = {
  bg: "#f8f5f1",
  bg2: "#efe6dc",
  title: BRAND.ink,
  sub: "#4a5260",
  kicker: BRAND.red,
  bar: BRAND.red,
};
const RED: Look = {
  bg: "#a4161a",
  bg2: "#6e0d10",
  title: "#ffffff",
  sub: "#f6dede",
  kicker: "#f2c46d",
  bar: "#f2c46d",
};
const DARK: Look = {
  bg: "#1f2328",
  bg2: "#2d333b",
  title: "#ffffff",
  sub: "#d5d9df",
  kicker: "#f2c46d",
  bar: BRAND.red,
};

const LOOKS: Look[] = [RED, LIGHT, LIGHT, DARK, LIGHT];

function textBlock(copy: BannerCopy, lang: Lang, look: Look): string {
  const size = lang === "zh" ? 62 : 56;
  const lineH = size * 1.22;
  const subSize = 24;
  const subH = subSize * 1.6;
  const blockH = 24 + 34 + copy.headline.length * lineH + 18 + copy.sub.length * subH;
  let y = 300 - blockH / 2;
  const x = 380;
  let out = rect(x, y, 56, 6, look.bar, 3);
  y += 34;
  out += text(x, y, copy.kicker, {
    size: 22,
    fill: look.kicker,
    weight: 700,
    spacing: lang === "zh" ? 6 : 3,
  });
  y += 10;
  for (const line of copy.headline) {
    y += lineH;
    out += text(x - 3, y, line, { size, fill: look.title, weight: 700 });
  }
  y += 18;
  for (const line of copy.sub) {
    y += subH;
    out += text(x, y, line, { size: subSize, fill: look.sub });
  }
  return out;
}

/** Soft geometric background: gradient, large arcs on the right, a dot grid on the left. */
function background(look: Look, id: string): { defs: string; body: string } {
  const defs =
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${look.bg}"/><stop offset="1" stop-color="${look.bg2}"/></linearGradient>`;
  const onLight = look === LIGHT;
  const ring = onLight ? "#e6d9cc" : lighten(look.bg, 0.12);
  let dots = "";
  for (let i = 0; i < 8; i++)
    for (let j = 0; j < 4; j++) dots += `M${110 + i * 22} ${70 + j * 22}h0`;
  const body =
    rect(0, 0, 1920, 600, `url(#${id})`) +
    circle(1420, 300, 380, onLight ? "#f1e8de" : lighten(look.bg, 0.05), ` opacity="0.9"`) +
    circle(1420, 300, 470, "none", ` stroke="${ring}" stroke-width="2"`) +
    circle(1420, 300, 560, "none", ` stroke="${ring}" stroke-width="1.5" opacity="0.6"`) +
    stroke(dots, onLight ? "#d9c6b4" : lighten(look.bg, 0.25), 5, ` opacity="0.7"`) +
    path("M0 560L260 600H0Z", onLight ? "#ecdccf" : darken(look.bg, 0.2));
  return { defs, body };
}

function brandArt(r: Rng): string {
  const towers = [lighten(BRAND.red, 0.12), darken(BRAND.red, 0.25), lighten(BRAND.red, 0.22)];
  return (
    sun(1520, 170, 62, "#f2c46d") +
    skyline(r, 1190, 1880, 600, towers, "rgba(255,255,255,0.22)", 120, 300) +
    tower(1330, 600, 150, 430, "#ffffff", "rgba(164,22,26,0.28)", "spire") +
    tower(1490, 600, 110, 330, "#f6dede", "rgba(164,22,26,0.25)", "step") +
    tower(1230, 600, 100, 280, "#fbeaea", "rgba(164,22,26,0.25)", "slant") +
    cloud(1190, 140, 1.3, "#ffffff", 0.25) +
    cloud(1750, 250, 1, "#ffffff", 0.2)
  );
}

function overseasArt(): string {
  return (
    stroke("M1060 420C1180 160 1500 80 1760 200", BRAND.red, 3, ` stroke-dasharray="8 12"`) +
    globe(1400, 300, 210, "#3f7fb5", "#7fb069", "#ffffff") +
    plane(1700, 170, 1.5, BRAND.red, -16) +
    passport(1140, 310, 105, BRAND.red, "#f2c46d", -10) +
    bankCard(1570, 400, 190, BRAND.ink, 8) +
    shippingContainer(1180, 510, 150, 60, "#d29a3a") +
    shippingContainer(1340, 520, 150, 60, BRAND.red) +
    shippingContainer(1260, 456, 150, 60, "#2f3b4c")
  );
}

function partnershipArt(): string {
  const nodes: [number, number][] = [
    [1120, 150],
    [1260, 90],
    [1560, 100],
    [1720, 190],
    [1760, 420],
    [1600, 520],
    [1180, 500],
    [1090, 350],
  ];
  let links = "";
  nodes.forEach(([x, y], i) => {
    const next = nodes[(i + 1) % nodes.length] ?? nodes[0];
    if (next) links += `M${x} ${y}L${next[0]} ${next[1]}`;
    links += `M${x} ${y}L1420 300`;
  });
  let dots = "";
  nodes.forEach(([x, y], i) => {
    dots += circle(x, y, 16 + (i % 3) * 6, i % 2 ? BRAND.red : "#2f3b4c");
    dots += circle(x, y, 6, "#ffffff");
  });
  return (
    stroke(links, "#d9c6b4", 2.5) +
    dots +
    circle(1420, 300, 170, "#ffffff") +
    handshake(1420, 300, 0.72, BRAND.red, "#2f3b4c", "#f2cfb4", "#e0aa85") +
    circle(
      1420,
      300,
      190,
      "none",
      ` stroke="${BRAND.red}" stroke-width="3" stroke-dasharray="10 12"`,
    ) +
    star(1260, 90, 8, "#f2c46d")
  );
}

function cultureArt(): string {
  return (
    sun(1560, 170, 70, "#f2c46d") +
    path("M1150 600L1340 330L1430 430L1560 230L1880 600Z", "#3a414b") +
    path("M1560 230L1626 310L1584 300L1550 330L1520 290Z", "#ffffff", ` opacity="0.85"`) +
    path("M1340 330L1372 376L1346 368L1328 386L1312 372Z", "#ffffff", ` opacity="0.7"`) +
    stroke("M1560 230V130", "#ffffff", 4) +
    path("M1562 130C1586 138 1604 124 1630 134V176C1604 166 1586 180 1562 172Z", BRAND.red) +
    stroke(
      "M1420 600C1440 540 1500 500 1520 420C1534 360 1560 300 1560 240",
      "#f2c46d",
      5,
      ` stroke-dasharray="12 14"`,
    ) +
    person(
      1400,
      590,
      0.9,
      { skin: "#eec3a3", hair: "#1a1a1e", top: BRAND.red, bottom: "#1f2328" },
      false,
      "wave",
    ) +
    person(
      1310,
      596,
      0.85,
      { skin: "#f2cfb4", hair: "#2f241d", top: "#d5d9df", bottom: "#1f2328" },
      true,
      "point",
    ) +
    cloud(1150, 170, 1.2, "#ffffff", 0.12) +
    cloud(1780, 330, 1, "#ffffff", 0.12)
  );
}

function scaleArt(lang: Lang, r: Rng): string {
  let out = skyline(r, 1060, 1860, 600, ["#eadbcc", "#e2d1c0"], "#f8f5f1", 140, 300);
  STATS[lang].forEach(([num, label], i) => {
    const x = 1130 + (i % 2) * 330;
    const y = 130 + Math.floor(i / 2) * 190;
    out += rect(x + 6, y + 8, 300, 160, "#000", 14, ` opacity="0.06"`);
    out += rect(x, y, 300, 160, "#ffffff", 14);
    out += rect(x, y, 8, 160, i % 2 ? "#2f3b4c" : BRAND.red, 4);
    out += text(x + 36, y + 86, num, { size: 60, fill: BRAND.red, weight: 700 });
    out += text(x + 36, y + 128, label, { size: lang === "zh" ? 22 : 18, fill: "#4a5260" });
  });
  return out;
}

/** The figures as four smaller cards, clear of the phone picture's controls. */
function phoneScaleArt(lang: Lang, r: Rng): string {
  let out = skyline(r, 0, 750, 1000, ["#eadbcc", "#e2d1c0"], "#f8f5f1", 120, 260);
  STATS[lang].forEach(([num, label], i) => {
    const x = 100 + (i % 2) * 285;
    const y = 600 + Math.floor(i / 2) * 140;
    out += rect(x + 5, y + 7, 265, 118, "#000", 12, ` opacity="0.06"`);
    out += rect(x, y, 265, 118, "#ffffff", 12);
    out += rect(x, y, 7, 118, i % 2 ? "#2f3b4c" : BRAND.red, 3);
    out += text(x + 28, y + 62, num, { size: 48, fill: BRAND.red, weight: 700 });
    out += text(x + 28, y + 96, label, { size: lang === "zh" ? 22 : 17, fill: "#4a5260" });
  });
  return out;
}

/** The phone picture's text, set large and centred in the band y 70..560. */
function phoneTextBlock(copy: BannerCopy, lang: Lang, look: Look): string {
  const size = lang === "zh" ? 84 : 64;
  const lineH = size * 1.2;
  const subSize = 30;
  const subH = subSize * 1.45;
  const { headline, sub } = copy.phone;
  const blockH = 8 + 44 + headline.length * lineH + 20 + sub.length * subH;
  let y = Math.max(70, 315 - blockH / 2);
  const x = 56;
  let out = rect(x, y, 64, 8, look.bar, 4);
  y += 44;
  out += text(x, y, copy.kicker, {
    size: 26,
    fill: look.kicker,
    weight: 700,
    spacing: lang === "zh" ? 6 : 3,
  });
  y += 8;
  for (const line of headline) {
    y += lineH;
    out += text(x - 3, y, line, { size, fill: look.title, weight: 700 });
  }
  y += 20;
  for (const line of sub) {
    y += subH;
    out += text(x, y, line, { size: subSize, fill: look.sub });
  }
  return out;
}

/** The phone picture's background: the wide one's gradient, arcs round the illustration. */
function phoneBackground(look: Look, id: string): { defs: string; body: string } {
  const defs =
    `<linearGradient id="${id}" x1="0" y1="0" x2="0.6" y2="1">` +
    `<stop offset="0" stop-color="${look.bg}"/><stop offset="1" stop-color="${look.bg2}"/></linearGradient>`;
  const onLight = look === LIGHT;
  const ring = onLight ? "#e6d9cc" : lighten(look.bg, 0.12);
  let dots = "";
  for (let i = 0; i < 6; i++)
    for (let j = 0; j < 3; j++) dots += `M${560 + i * 24} ${70 + j * 24}h0`;
  const body =
    rect(0, 0, 750, 1000, `url(#${id})`) +
    circle(375, 790, 300, onLight ? "#f1e8de" : lighten(look.bg, 0.05), ` opacity="0.9"`) +
    circle(375, 790, 370, "none", ` stroke="${ring}" stroke-width="2"`) +
    circle(375, 790, 440, "none", ` stroke="${ring}" stroke-width="1.5" opacity="0.6"`) +
    stroke(dots, onLight ? "#d9c6b4" : lighten(look.bg, 0.25), 5, ` opacity="0.7"`);
  return { defs, body };
}

/** The phone picture (750x1000) of banner `index`. */
export function phoneBanner(lang: Lang, index: number): string {
  const copy = COPY[lang][index];
  const look = LOOKS[index];
  if (!copy || !look) throw new Error(`no banner ${lang}-${index + 1}`);
  const r = rng(`banner-${index}`);
  const bg = phoneBackground(look, `pbg${index + 1}`);
  // The wide picture's illustration (x 1060..1880, y 60..600), scaled into the lower part.
  const art = [() => brandArt(r), overseasArt, partnershipArt, cultureArt][index];
  const illustration = art
    ? `<g transform="translate(-801 520) scale(0.8)">${art()}</g>`
    : phoneScaleArt(lang, r);
  return svgDoc(750, 1000, bg.body + illustration + phoneTextBlock(copy, lang, look), bg.defs);
}

export function banner(lang: Lang, index: number): string {
  const copy = COPY[lang][index];
  const look = LOOKS[index];
  if (!copy || !look) throw new Error(`no banner ${lang}-${index + 1}`);
  const r = rng(`banner-${index}`);
  const bg = background(look, `bg${index + 1}`);
  const illustration = [
    () => brandArt(r),
    overseasArt,
    partnershipArt,
    cultureArt,
    () => scaleArt(lang, r),
  ][index];
  return svgDoc(
    1920,
    600,
    bg.body + (illustration?.() ?? "") + textBlock(copy, lang, look),
    bg.defs,
  );
}

// Menu icons (48x48, ink line icons and a white-on-red hover twin) and the fictional client
// wordmarks (240x120) of the client wall.

import { circle, path, rect, stroke } from "./scene-parts";
import { BRAND, FONT, at, darken, escapeXml, lighten, n, svgDoc } from "./svg-kit";

const ICONS: Record<string, string> = {
  home: "M8 23L24 9L40 23M12 20V39H36V20M20 39V29H28V39",
  services: "M8 17H40V38H8ZM18 17V12H30V17M8 26H40M21 26V30H27V26",
  overseas:
    "M24 9A15 15 0 1 0 24.01 9ZM24 9C17 14 17 34 24 39C31 34 31 14 24 9ZM9.5 24H38.5M12 16H36M12 32H36",
  partnership:
    "M18 11A6 6 0 1 0 18.01 11ZM7 39C7 31 11 27 18 27C25 27 29 31 29 39ZM32 14A5 5 0 1 0 32.01 14ZM32 27C38 27 41 31 41 37H33",
  news: "M9 11H33V37H13A4 4 0 0 1 9 33ZM33 18H39V33A4 4 0 0 1 33 37M14 17H28M14 23H28M14 29H23",
  about:
    "M12 39V10H30V39M30 18H38V39M8 39H42M17 16H19M23 16H25M17 23H19M23 23H25M17 30H19M23 30H25M34 25V26M34 31V32",
  social:
    "M24 25C16 20 13 16 14 12.5C15 9 20 8 24 12C28 8 33 9 34 12.5C35 16 32 20 24 25ZM6 33H14L22 36H31C33 36 33 33 31 33H24M14 33L20 30H29L39 27C41 26.5 42 29 40 30L30 37C28 38 26 39 23 39H6",
};

export const MENU_ICONS = Object.keys(ICONS);

export function menuIcon(name: string, hover: boolean): string {
  const d = ICONS[name];
  if (!d) throw new Error(`no icon ${name}`);
  if (hover) {
    return svgDoc(48, 48, rect(0, 0, 48, 48, BRAND.red, 10) + stroke(d, "#ffffff", 2.6));
  }
  return svgDoc(48, 48, stroke(d, BRAND.ink, 2.6));
}

// ---------------------------------------------------------------- client logos

interface Client {
  name: string;
  tag: string;
  color: string;
  mark: number;
}

const CLIENTS: Client[] = [
  { name: "华信建工", tag: "HUAXIN CONSTRUCTION", color: "#b5651d", mark: 14 },
  { name: "启明科技", tag: "QIMING TECHNOLOGY", color: "#1f6fb2", mark: 0 },
  { name: "Kunlun", tag: "LOGISTICS", color: "#1d3d63", mark: 9 },
  { name: "瑞丰食品", tag: "RUIFENG FOODS", color: "#3c8d3a", mark: 15 },
  { name: "Novabio", tag: "BIOTECH · SHENZHEN", color: "#7a2548", mark: 3 },
  { name: "海川贸易", tag: "HAICHUAN TRADING", color: "#0f7c8c", mark: 13 },
  { name: "金桥资本", tag: "GOLDEN BRIDGE CAPITAL", color: "#9a6414", mark: 7 },
  { name: "Everpeak", tag: "OUTDOOR GEAR", color: "#2f5d50", mark: 2 },
  { name: "云帆电商", tag: "YUNFAN E-COMMERCE", color: "#e05a2b", mark: 12 },
  { name: "嘉禾医疗", tag: "JIAHE MEDICAL", color: "#0c8f6e", mark: 11 },
  { name: "Orbit", tag: "SEMICONDUCTOR", color: "#3b4a66", mark: 10 },
  { name: "远大新能源", tag: "YUANDA NEW ENERGY", color: "#1f8a4c", mark: 1 },
  { name: "蓝鲸文化", tag: "BLUE WHALE MEDIA", color: "#1e5aa8", mark: 5 },
  { name: "Harbor&Pine", tag: "HOME FURNISHING", color: "#5a3e2b", mark: 4 },
  { name: "鼎盛置业", tag: "DINGSHENG REALTY", color: "#a4161a", mark: 8 },
  { name: "极光智造", tag: "AURORA MANUFACTURING", color: "#5b3fa6", mark: 6 },
  { name: "Silkway", tag: "APPAREL GROUP", color: "#b23a48", mark: 16 },
  { name: "青禾农业", tag: "QINGHE AGRICULTURE", color: "#4f8a2a", mark: 17 },
];

export const CLIENT_COUNT = CLIENTS.length;

/** Rough advance width in em, enough to size a one-line wordmark to its box. */
function emWidth(s: string): number {
  let w = 0;
  for (const ch of s) {
    if (/[\u3000-\u9fff]/.test(ch)) w += 1;
    else if (/[A-Z&]/.test(ch)) w += 0.66;
    else if (ch === " ") w += 0.28;
    else w += 0.54;
  }
  return w;
}

function mark(kind: number, c: string): string {
  const l = lighten(c, 0.45);
  const d = darken(c, 0.15);
  switch (kind) {
    case 0:
      return (
        circle(0, 0, 24, "none", ` stroke="${c}" stroke-width="8" stroke-dasharray="110 41"`) +
        circle(0, 0, 7, d)
      );
    case 1:
      return (
        path("M-22 10L-10-18H0L-12 10ZM-6 10L6-18H16L4 10ZM10 10L22-18H26V-6L18 10Z", c) +
        rect(-24, 16, 50, 6, l, 3)
      );
    case 2:
      return path("M-26 20L-6-16L8 6L16-6L30 20Z", c) + path("M-6-16L2-2L-6-6L-12 0Z", "#ffffff");
    case 3:
      return (
        path("M0-26L23-13V13L0 26L-23 13V-13Z", c) +
        path("M0-13L11-6.5V6.5L0 13L-11 6.5V-6.5Z", "#ffffff") +
        circle(0, 0, 4, c)
      );
    case 4:
      return (
        path("M-20 22C-24-6-6-24 24-24C24 6 6 24-20 22Z", c) + stroke("M-18 20L12-10", "#ffffff", 3)
      );
    case 5:
      return stroke(
        "M-26-8C-18-16-10-16-2-8S14 0 22-8M-26 4C-18-4-10-4-2 4S14 12 22 4M-26 16C-18 8-10 8-2 16S14 24 22 16",
        c,
        5,
      );
    case 6:
      return path("M0-26L24 0L0 26L-24 0Z", c) + path("M0-26L24 0H0Z", l) + path("M-24 0H0V26Z", d);
    case 7:
      return stroke("M-26 18C-20-14 20-14 26 18M-26 18H26M-14 18V6M0 18V2M14 18V6", c, 5);
    case 8:
      return (
        rect(-20, -20, 40, 40, c, 6, ` transform="rotate(45)"`) +
        circle(0, 0, 11, "#ffffff") +
        circle(0, 0, 5, c)
      );
    case 9:
      return stroke("M-22 4L0-16L22 4M-22 20L0 0L22 20", c, 7);
    case 10:
      return (
        path("M0 0V-24A24 24 0 0 1 24 0Z", c) +
        path("M0 0H24A24 24 0 0 1 0 24Z", l) +
        path("M0 0V24A24 24 0 0 1-24 0Z", d) +
        path("M0 0H-24A24 24 0 0 1 0-24Z", lighten(c, 0.2))
      );
    case 11:
      return rect(-22, -8, 44, 16, c, 4) + rect(-8, -22, 16, 44, c, 4) + circle(0, 0, 5, "#ffffff");
    case 12:
      return circle(0, 0, 24, c) + path("M-7-12L14 0L-7 12Z", "#ffffff");
    case 13:
      return (
        circle(-9, 0, 16, c) +
        circle(9, 0, 16, l, ` opacity="0.9"`) +
        path("M0-12.6A16 16 0 0 1 0 12.6A16 16 0 0 1 0-12.6Z", d)
      );
    case 14:
      return (
        rect(-23, -23, 21, 21, c, 4) +
        rect(2, -23, 21, 21, l, 4) +
        rect(-23, 2, 21, 21, l, 4) +
        rect(2, 2, 21, 21, d, 4)
      );
    case 15: {
      let rays = "";
      for (let i = 0; i < 12; i++) {
        const a = (i * Math.PI) / 6;
        rays += `M${n(15 * Math.cos(a))} ${n(15 * Math.sin(a))}L${n(25 * Math.cos(a))} ${n(25 * Math.sin(a))}`;
      }
      return stroke(rays, l, 4) + circle(0, 0, 11, c);
    }
    case 16:
      return stroke("M16-16C8-26-18-22-14-8C-10 4 14-2 16 10C18 24-6 28-18 18", c, 8);
    default:
      return (
        stroke("M0 24V-4", d, 4) +
        path("M0-2C-4-18-16-24-26-22C-24-8-14 0 0-2Z", c) +
        path("M0 6C4-10 16-16 26-14C24 0 14 8 0 6Z", l)
      );
  }
}

export function clientLogo(index: number): string {
  const c = at(CLIENTS, index);
  const maxW = 128;
  const size = Math.min(28, Math.floor(maxW / emWidth(c.name)));
  const tagSize = Math.min(10, Math.floor(maxW / emWidth(c.tag)) - 0.5);
  const textW = Math.max(size * emWidth(c.name), (tagSize + 0.6) * emWidth(c.tag));
  // centre mark (48 wide) + gap (16) + wordmark in the 240 box
  const left = Math.max(8, (240 - (48 + 16 + textW)) / 2);
  const tx = left + 64;
  const body =
    `<g transform="translate(${n(left + 24)} 60)">${mark(c.mark, c.color)}</g>` +
    `<text x="${n(tx)}" y="${n(60 + size * 0.22)}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${darken(c.color, 0.1)}">${escapeXml(c.name)}</text>` +
    `<text x="${n(tx + 1)}" y="${n(60 + size * 0.22 + 20)}" font-family="${FONT}" font-size="${tagSize}" letter-spacing="0.6" fill="#5b6470">${escapeXml(c.tag)}</text>`;
  return svgDoc(240, 120, body);
}

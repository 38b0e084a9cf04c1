// Writes each edition's brand files into its public folder: favicon.svg (the logo mark,
// media/logo-mark.ts, also the header's logo) and the raster images for search engines and
// social sharing: social-card.png (1200x630, the Open Graph and Twitter card: logo mark, group
// name, tagline and business groups, kept in the centre so square and 1.91:1 crops keep them)
// and logo.png (512x512, the mark drawn large, the schema.org Organization logo).
// Each is an SVG screenshotted by Debian's Chromium; the script fails when a text runs out of
// its safe area or a file grows past its size budget:
//
//   pnpm --filter @site/media-tools make-social-cards

import type { Lang } from "@site/forms/lang";
import type { Page } from "playwright";

import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { launchChromium } from "./chromium";
import { faviconFile, logoMarkSvg, publicDir } from "./media/logo-mark";
import { BRAND, FONT, escapeXml, svgDoc } from "./media/svg-kit";

const CARD = { width: 1200, height: 630, maxBytes: 150 * 1024 };
const LOGO = { size: 512, maxBytes: 30 * 1024 };
/** Texts stay this far from the card's left and right edges. */
const SIDE_MARGIN = 80;

interface CardText {
  name: string;
  nameSize: number;
  tagline: string;
  groups: readonly string[];
  groupSize: number;
  /** Spaces either side of the dot between two groups. */
  gap: string;
}

const TEXT: Record<Lang, CardText> = {
  zh: {
    name: "天诚控股集团",
    nameSize: 84,
    tagline: "一站式企业服务",
    groups: ["会计", "资质", "企贷", "综合", "知识产权", "海外"],
    groupSize: 28,
    gap: " ",
  },
  en: {
    name: "Tiancheng Holdings Group",
    nameSize: 70,
    tagline: "One-stop business services",
    groups: ["Accounting", "Qualifications", "Loans", "Integrated Services", "IP", "Overseas"],
    groupSize: 26,
    gap: "  ",
  },
};

/** The mark's own markup, placed as a nested SVG at (x, y) and size x size. */
function logoMark(favicon: string, x: number, y: number, size: number): string {
  return favicon
    .trim()
    .replace(/^<svg /, `<svg x="${x}" y="${y}" width="${size}" height="${size}" `);
}

/** Concentric squares turned 45 degrees around (cx, cy), an echo of the logo's square. */
function diamonds(cx: number, cy: number, sizes: readonly number[]): string {
  return sizes
    .map((s, i) => {
      const opacity = (0.2 - i * 0.04).toFixed(2);
      return (
        `<rect x="${cx - s / 2}" y="${cy - s / 2}" width="${s}" height="${s}" rx="${s / 12}" ` +
        `transform="rotate(45 ${cx} ${cy})" fill="none" stroke="${BRAND.red}" ` +
        `stroke-width="2" stroke-opacity="${opacity}"/>`
      );
    })
    .join("");
}

/** A small grid of dots, the card's second quiet texture. */
function dots(x0: number, y0: number, cols: number, rows: number, gap: number): string {
  let out = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++)
      out += `<circle cx="${x0 + c * gap}" cy="${y0 + r * gap}" r="2.2"/>`;
  }
  return `<g fill="${BRAND.red}" fill-opacity="0.16">${out}</g>`;
}

/** A small filled square turned 45 degrees, centred on (x, y). */
function accent(x: number, y: number, colour: string): string {
  return `<rect x="${x - 7}" y="${y - 7}" width="14" height="14" fill="${colour}" transform="rotate(45 ${x} ${y})"/>`;
}

function socialCard(lang: Lang, favicon: string): string {
  const { width: w, height: h } = CARD;
  const t = TEXT[lang];
  const cx = w / 2;
  const band = 108;
  const separator = `<tspan fill="#f3b9bb">${t.gap}·${t.gap}</tspan>`;
  const groups = t.groups.map((g) => `<tspan>${escapeXml(g)}</tspan>`).join(separator);
  const body = [
    `<rect width="${w}" height="${h}" fill="#fbf8f4"/>`,
    // quiet geometry in two corners, clear of the centred texts
    diamonds(0, 0, [160, 260, 360, 460]),
    diamonds(w, h - band, [160, 260, 360, 460]),
    dots(w - 200, 48, 6, 4, 22),
    dots(90, h - band - 150, 6, 4, 22),
    accent(w - 252, 70, BRAND.red),
    accent(252, h - band - 56, BRAND.gold),
    // top rule and the business band
    `<rect width="${w}" height="8" fill="${BRAND.red}"/>`,
    `<rect y="${h - band}" width="${w}" height="${band}" fill="${BRAND.red}"/>`,
    `<rect y="${h - band - 4}" width="${w}" height="4" fill="${BRAND.gold}"/>`,
    // centre: mark, name, divider, tagline
    logoMark(favicon, cx - 60, 66, 120),
    `<text class="fit" x="${cx}" y="302" text-anchor="middle" font-family="${FONT}" ` +
      `font-size="${t.nameSize}" font-weight="700" fill="${BRAND.ink}">${escapeXml(t.name)}</text>`,
    `<rect x="${cx - 100}" y="344" width="76" height="2" fill="${BRAND.red}" fill-opacity="0.5"/>`,
    accent(cx, 345, BRAND.red),
    `<rect x="${cx + 24}" y="344" width="76" height="2" fill="${BRAND.red}" fill-opacity="0.5"/>`,
    `<text class="fit" x="${cx}" y="412" text-anchor="middle" font-family="${FONT}" ` +
      `font-size="38" font-weight="500" fill="${BRAND.red}" letter-spacing="${lang === "zh" ? 6 : 1}">` +
      `${escapeXml(t.tagline)}</text>`,
    `<text class="fit" x="${cx}" y="${h - band / 2 + t.groupSize * 0.36}" text-anchor="middle" ` +
      `font-family="${FONT}" font-size="${t.groupSize}" font-weight="500" fill="#ffffff" ` +
      `xml:space="preserve">${groups}</text>`,
  ].join("");
  return svgDoc(w, h, body);
}

const logo = (favicon: string) => logoMark(favicon, 0, 0, LOGO.size);

/** Shows the SVG as the whole page, waits for its fonts and returns the PNG screenshot. */
async function render(page: Page, svg: string, width: number, height: number): Promise<Buffer> {
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;overflow:hidden">` +
      `<style>body>svg{display:block}</style>${svg}</body></html>`,
    { waitUntil: "load" },
  );
  await page.evaluate(() => document.fonts.ready);
  const outside = await page.evaluate(
    ({ min, max }) =>
      [...document.querySelectorAll<SVGTextElement>("text.fit")]
        .filter((el) => {
          const box = el.getBBox();
          return box.x < min || box.x + box.width > max;
        })
        .map((el) => el.textContent ?? ""),
    { min: SIDE_MARGIN, max: width - SIDE_MARGIN },
  );
  if (outside.length) throw new Error(`text outside the safe area: ${outside.join(" | ")}`);
  return page.screenshot({ type: "png", omitBackground: false });
}

function write(file: string, png: Buffer, maxBytes: number): void {
  const name = relative(process.cwd(), file);
  if (png.length > maxBytes)
    throw new Error(`${name} is ${png.length} bytes, over its ${maxBytes}-byte budget`);
  writeFileSync(file, png);
  console.log(`${name}: ${(png.length / 1024).toFixed(1)} KB`);
}

const browser = await launchChromium();
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const lang of ["zh", "en"] as const) {
    const dir = publicDir(lang);
    const favicon = logoMarkSvg(lang);
    mkdirSync(dir, { recursive: true });
    writeFileSync(faviconFile(lang), favicon);
    const card = await render(page, socialCard(lang, favicon), CARD.width, CARD.height);
    write(join(dir, "social-card.png"), card, CARD.maxBytes);
    const mark = await render(page, logo(favicon), LOGO.size, LOGO.size);
    write(join(dir, "logo.png"), mark, LOGO.maxBytes);
  }
} finally {
  await browser.close();
}

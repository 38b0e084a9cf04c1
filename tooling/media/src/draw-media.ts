// Draws every picture of the seed content into apps/server/content/media/ (drawings.ts: banners,
// menu icons, expert and staff portraits, client logos, case and news illustrations, about,
// chairman, history, cooperation, branch, culture, school-enterprise pictures and the video
// covers). All pictures are generated from code and seeded by file name, so a rerun gives the
// same files; the people's monograms also read the names in the Chinese content (people.ts):
//
//   pnpm --filter @site/media-tools draw-media
//
// QR codes, videos and brochures have their own scripts (make-qr-codes, make-videos,
// make-brochures).

import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { launchChromium } from "./chromium";
import { drawings, renditionSize } from "./drawings";
import { MEDIA_DIR } from "./paths";
import { rasterizeToWebp } from "./rasterize";

const MAX_BYTES = 20 * 1024;
const MAX_WEBP_BYTES = 48 * 1024;

/** Catches the mistakes string-built SVG invites: duplicate attributes and unbalanced tags. */
function assertWellFormed(svg: string, file: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g;
  for (const m of svg.matchAll(tag)) {
    const [, closing, name = "", attrs = "", selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) throw new Error(`${file}: unbalanced </${name}>`);
      continue;
    }
    const names = [...attrs.matchAll(/([\w:-]+)="[^"]*"/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length)
      throw new Error(`${file}: duplicate attribute in <${name}>`);
    if (!selfClosing) stack.push(name);
  }
  if (stack.length) throw new Error(`${file}: unclosed <${stack.join(", ")}>`);
}

let count = 0;
let total = 0;
function writeFile(file: string, data: string | Buffer, maxBytes: number): void {
  const path = join(MEDIA_DIR, file);
  const size = Buffer.byteLength(data);
  if (size > maxBytes) console.warn(`warning: ${file} is ${size} bytes`);
  // A redraw keeps the files small: at most a fifth larger than the file it replaces.
  const before = existsSync(path) ? statSync(path).size : Infinity;
  if (size > before * 1.2) throw new Error(`${file}: ${size} bytes, was ${before}`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  count++;
  total += size;
}

const all = drawings();
for (const drawing of all) assertWellFormed(drawing.svg, drawing.file);
for (const drawing of all)
  if (drawing.served === "svg") writeFile(drawing.file, drawing.svg, MAX_BYTES);

const rasters = all.flatMap((drawing) =>
  drawing.served === "webp"
    ? [{ file: drawing.file, svg: drawing.svg, ...renditionSize(drawing) }]
    : [],
);
const browser = await launchChromium();
try {
  const images = await rasterizeToWebp(browser, rasters);
  rasters.forEach(({ file }, i) => {
    writeFile(file, images[i]!, MAX_WEBP_BYTES);
    // The SVG this picture was served as before it had a raster rendition.
    rmSync(join(MEDIA_DIR, file.replace(/\.webp$/, ".svg")), { force: true });
  });
} finally {
  await browser.close();
}

console.log(
  `${count} files (${count - rasters.length} SVG, ${rasters.length} WebP), ` +
    `${(total / 1024).toFixed(0)} KB, in ${relative(process.cwd(), MEDIA_DIR)}`,
);

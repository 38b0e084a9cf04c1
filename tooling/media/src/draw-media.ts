// Draws every SVG of the seed content into apps/server/content/media/ (banners, menu icons,
// expert and staff portraits, client logos, case and news illustrations, about, chairman,
// history, cooperation, branch, culture, school-enterprise pictures and the video covers). All
// pictures are generated from code and seeded by file name, so a rerun gives the same files;
// the people's monograms also read the names in the Chinese content (people.ts):
//
//   pnpm --filter @site/media-tools draw-media
//
// QR codes, videos and brochures have their own scripts (make-qr-codes, make-videos,
// make-brochures).

import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { banner, phoneBanner } from "./media/banners";
import { CLIENT_COUNT, MENU_ICONS, clientLogo, menuIcon } from "./media/icons-logos";
import { chairmanPortrait, expertPortrait, staffPortrait } from "./media/portraits";
import {
  aboutPicture,
  casePicture,
  cooperationPicture,
  culturePicture,
  historyPicture,
  newsPicture,
  xiaoqiPicture,
} from "./media/duotone-scenes";
import { beijing } from "./media/specials";
import { nameFor, peopleByPicture } from "./people";
import { VIDEO_COUNT, VIDEO_LANGS, videoCover, videoName } from "./media/video-scenes";
import { MEDIA_DIR } from "./paths";

const MAX_BYTES = 20 * 1024;

const pad = (i: number) => String(i).padStart(2, "0");

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
function write(file: string, svg: string): void {
  const path = join(MEDIA_DIR, file);
  assertWellFormed(svg, file);
  const size = Buffer.byteLength(svg);
  if (size > MAX_BYTES) console.warn(`warning: ${file} is ${size} bytes`);
  // A redraw keeps the files small: at most a fifth larger than the file it replaces.
  const before = existsSync(path) ? statSync(path).size : Infinity;
  if (size > before * 1.2) throw new Error(`${file}: ${size} bytes, was ${before}`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svg);
  count++;
  total += size;
}

// banners: wordless since issue 28, so both editions' files hold the same pictures (the
// editions name them by their own paths, which stay)
for (const lang of ["zh", "en"] as const) {
  for (let i = 0; i < 5; i++) {
    write(`banner/banner-${lang}-${i + 1}.svg`, banner(i));
    write(`banner/banner-${lang}-${i + 1}-phone.svg`, phoneBanner(i));
  }
}

// menu icons
for (const name of MENU_ICONS) {
  write(`menu/${name}.svg`, menuIcon(name, false));
  write(`menu/${name}-hover.svg`, menuIcon(name, true));
}

// people: monograms of the surname beside each picture in the Chinese content (portraits.ts)
const people = peopleByPicture();

// experts p01..p57 (README: type 0 p01-p20, 5 p21-p32, 1 p33-p37, 2 p38-p42, 3 p43-p47,
// 4 p48-p52, 6 p53-p57)
for (let i = 1; i <= 57; i++) {
  const id = `p${pad(i)}`;
  write(`personnel/${id}.svg`, expertPortrait(id, nameFor(people, `/profile/personnel/${id}.svg`)));
}

// client wall
for (let i = 0; i < CLIENT_COUNT; i++) write(`client/c${pad(i + 1)}.svg`, clientLogo(i));

// cases by caseType: 1 qualification, 2 loan, 3 general, 4 overseas, 5 accounting, 6 IP
for (let i = 1; i <= 36; i++) write(`case/case-${pad(i)}.svg`, casePicture(i));

// news by dynamicType (1-6 enterprise, 7-12 company, 13-20 global, 21-26 featured, 27-32
// association, 33-38 charity, 39-46 group companies); 47-48 are spare brand pictures
for (let i = 1; i <= 48; i++) write(`news/news-${pad(i)}.svg`, newsPicture(i));

// profile pictures: the head-office floor, the head office, the service hall
for (let i = 0; i < 3; i++) write(`about/about-${i + 1}.svg`, aboutPicture(i));

write("chairman/chairman.svg", chairmanPortrait(nameFor(people, "/profile/chairman/chairman.svg")));

for (let i = 0; i < 8; i++) write(`history/h${pad(i + 1)}.svg`, historyPicture(i));

for (let i = 1; i <= 14; i++) {
  const id = `s${pad(i)}`;
  write(`staff/${id}.svg`, staffPortrait(id, nameFor(people, `/profile/staff/${id}.svg`)));
}

for (let i = 0; i < 18; i++) write(`cooperation/co${pad(i + 1)}.svg`, cooperationPicture(i));

write("branch/beijing.svg", beijing());

for (const which of ["vision", "mission", "values"] as const)
  write(`culture/${which}.svg`, culturePicture(which));

for (const which of ["graduates", "training", "small-business"] as const)
  write(`xiaoqi/${which}.svg`, xiaoqiPicture(which));

for (const lang of VIDEO_LANGS) {
  for (let v = 0; v < VIDEO_COUNT; v++)
    write(`video/${videoName(lang, v)}-cover.svg`, videoCover(lang, v));
}

console.log(
  `${count} SVG files, ${(total / 1024).toFixed(0)} KB, in ${relative(process.cwd(), MEDIA_DIR)}`,
);

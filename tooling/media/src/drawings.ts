// Every picture of the seed content, as drawn from code: its file under
// apps/server/content/media/, its SVG, and how it is served. The banners and menu icons are
// served as the SVG; every other picture as a WebP rendition of it (rasterize.ts), `scale` times
// the SVG's size: twice the largest size a page shows it, for screens of two device pixels to a
// CSS pixel. draw-media.ts writes them; the tests read the drawings here.
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
import { VIDEO_COUNT, videoCover, videoName } from "./media/video-scenes";
import { svgSize } from "./rasterize";

export type Drawing =
  | { file: `${string}.svg`; svg: string; served: "svg" }
  | { file: `${string}.webp`; svg: string; served: "webp"; scale: number };

/** The size of a picture's WebP rendition: `scale` times its SVG's. */
export function renditionSize(drawing: Extract<Drawing, { served: "webp" }>) {
  const { width, height } = svgSize(drawing.svg);
  return { width: Math.round(width * drawing.scale), height: Math.round(height * drawing.scale) };
}

const pad = (i: number) => String(i).padStart(2, "0");

/** The path the content names a picture by (`/profile/<file>`). */
export const servedPath = (drawing: Drawing) => `/profile/${drawing.file}`;

export function drawings(): Drawing[] {
  const list: Drawing[] = [];
  const svg = (file: `${string}.svg`, drawn: string) =>
    list.push({ file, svg: drawn, served: "svg" });
  const webp = (file: `${string}.webp`, drawn: string, scale: number) =>
    list.push({ file, svg: drawn, served: "webp", scale });

  // banners: wordless since issue 28, so both editions' files hold the same pictures (the
  // editions name them by their own paths, which stay)
  for (const lang of ["zh", "en"] as const) {
    for (let i = 0; i < 5; i++) {
      svg(`banner/banner-${lang}-${i + 1}.svg`, banner(i));
      svg(`banner/banner-${lang}-${i + 1}-phone.svg`, phoneBanner(i));
    }
  }

  // menu icons
  for (const name of MENU_ICONS) {
    svg(`menu/${name}.svg`, menuIcon(name, false));
    svg(`menu/${name}-hover.svg`, menuIcon(name, true));
  }

  // people: monograms of the surname beside each picture in the Chinese content (portraits.ts)
  const people = peopleByPicture();

  // experts p01..p57 (README: type 0 p01-p20, 5 p21-p32, 1 p33-p37, 2 p38-p42, 3 p43-p47,
  // 4 p48-p52, 6 p53-p57)
  for (let i = 1; i <= 57; i++) {
    const id = `p${pad(i)}`;
    const file = `personnel/${id}.webp` as const;
    webp(file, expertPortrait(id, nameFor(people, `/profile/${file}`)), 1.5);
  }

  // client wall
  for (let i = 0; i < CLIENT_COUNT; i++) webp(`client/c${pad(i + 1)}.webp`, clientLogo(i), 2);

  // cases by caseType: 1 qualification, 2 loan, 3 general, 4 overseas, 5 accounting, 6 IP
  for (let i = 1; i <= 36; i++) webp(`case/case-${pad(i)}.webp`, casePicture(i), 2);

  // news by dynamicType (1-6 enterprise, 7-12 company, 13-20 global, 21-26 featured, 27-32
  // association, 33-38 charity, 39-46 group companies); 47-48 are spare brand pictures
  for (let i = 1; i <= 48; i++) webp(`news/news-${pad(i)}.webp`, newsPicture(i), 2);

  // profile pictures: the head-office floor, the head office, the service hall
  for (let i = 0; i < 3; i++) webp(`about/about-${i + 1}.webp`, aboutPicture(i), 2);

  webp(
    "chairman/chairman.webp",
    chairmanPortrait(nameFor(people, "/profile/chairman/chairman.webp")),
    1.5,
  );

  for (let i = 0; i < 8; i++) webp(`history/h${pad(i + 1)}.webp`, historyPicture(i), 2);

  for (let i = 1; i <= 14; i++) {
    const id = `s${pad(i)}`;
    const file = `staff/${id}.webp` as const;
    webp(file, staffPortrait(id, nameFor(people, `/profile/${file}`)), 2);
  }

  for (let i = 0; i < 18; i++) webp(`cooperation/co${pad(i + 1)}.webp`, cooperationPicture(i), 2);

  webp("branch/beijing.webp", beijing(), 1.5);

  for (const which of ["vision", "mission", "values"] as const)
    webp(`culture/${which}.webp`, culturePicture(which), 2);

  for (const which of ["graduates", "training", "small-business"] as const)
    webp(`xiaoqi/${which}.webp`, xiaoqiPicture(which), 2);

  for (let v = 0; v < VIDEO_COUNT; v++) webp(`video/${videoName(v)}-cover.webp`, videoCover(v), 1);
  return list;
}

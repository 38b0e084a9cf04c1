// Issue 28: the site draws no cartoon people and has one illustration style. The scene pictures
// (cases and news, several of them page heroes, about, milestones, culture, school-enterprise,
// cooperation) and the home videos (their covers are their last frames, video-scenes.ts) are
// quiet duotones like the home banners (duotone-scenes.ts): every colour in a
// file lies on one line from the band's navy to one light tone, so no skin, hair, suit or flat
// clip-art colour can be in one, and each has the banners' depth: a sky or wall darkening into
// the navy ground, one glow, and layers in several tones.
import { describe, expect, it } from "vitest";
import { drawings } from "../drawings";
import { VIDEO_COUNT, videoFrame } from "./video-scenes";

const FOLDERS = ["case", "news", "about", "history", "culture", "xiaoqi", "cooperation", "video"];
const svgByFile = new Map(
  drawings()
    .filter((drawing) => FOLDERS.includes(drawing.file.split("/")[0]!))
    .map((drawing) => [drawing.file, drawing.svg]),
);
const pictures = [...svgByFile.keys()];

/** The band's navy (packages/ui tokens.css `--color-navy`). */
const NAVY = [0x14, 0x21, 0x3d] as const;
type Rgb = readonly [number, number, number];

const rgb = (hex: string): Rgb => {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
};
const minus = (a: Rgb, b: Rgb): Rgb => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Rgb, b: Rgb) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** How far `colour` is from the line from the navy through `tone` (in 0..255 units). */
function offLine(colour: Rgb, tone: Rgb): number {
  const d = minus(tone, NAVY);
  const c = minus(colour, NAVY);
  const t = dot(c, d) / dot(d, d);
  const off = minus(c, [d[0] * t, d[1] * t, d[2] * t]);
  return Math.sqrt(dot(off, off));
}

function colours(svg: string): Rgb[] {
  const hexes = new Set(svg.match(/#[0-9a-f]{6}\b/gi)?.map((c) => c.toLowerCase()));
  return [...hexes].map(rgb);
}

/** Every colour of `svg` lies between the navy and its lightest colour, a light tone. */
function expectDuotone(svg: string): void {
  const found = colours(svg);
  const far = (c: Rgb) => dot(minus(c, NAVY), minus(c, NAVY));
  const tone = found.reduce((a, b) => (far(b) > far(a) ? b : a), NAVY);
  expect(far(tone), "a light tone").toBeGreaterThan(100 ** 2);
  for (const c of found) {
    expect(
      offLine(c, tone),
      `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`,
    ).toBeLessThan(3);
  }
}

describe("the scene pictures", () => {
  it("are all there", () => {
    expect(pictures.length).toBe(36 + 48 + 3 + 8 + 3 + 3 + 18 + 3);
  });

  it.each(pictures)("%s is a duotone of the navy and one tone", (file) => {
    expectDuotone(svgByFile.get(file)!);
  });

  it.each(pictures)("%s has depth: a gradient sky or wall, one glow, layered tones", (file) => {
    const svg = svgByFile.get(file)!;
    expect(svg).toMatch(/<linearGradient\b[^>]*>(<stop\b[^>]*>){3}/);
    expect(svg).toMatch(/<radialGradient\b/);
    // several layers between the navy and the tone, not one flat fill
    const fills = new Set([...svg.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]));
    expect(fills.size).toBeGreaterThanOrEqual(4);
  });
});

// Their covers are checked above as the last frames; a film's other frames draw in the same
// inks, and carry no words (the carousel titles each film in the visitor's language).
describe("the home videos", () => {
  const frames = Array.from({ length: VIDEO_COUNT }, (_, video) =>
    [0, 1.5, 3, 4.5, 6, 7.5].map((t) => [`video ${video + 1} at ${t} s`, videoFrame(video, t)]),
  ).flat();

  it.each(frames)("%s is a duotone of the navy and one tone", (_, svg) => {
    expectDuotone(svg!);
  });

  it.each(frames)("%s has no words in it", (_, svg) => {
    expect(svg).not.toMatch(/<text\b/);
  });
});

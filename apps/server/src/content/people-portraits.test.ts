// Issue 28: the people are drawn as monograms (tooling/media, portraits.ts), one style for the
// experts, the staff and the chairman, the same person the same file in both editions.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const contentDir = fileURLToPath(new URL("../../content", import.meta.url));
type Row = Record<string, unknown>;
const read = (lang: "zh" | "en", file: string): Row[] => {
  const value: unknown = parse(readFileSync(join(contentDir, lang, file), "utf8"));
  return Array.isArray(value) ? (value as Row[]) : [value as Row];
};
const svgOf = (servedPath: string) =>
  readFileSync(join(contentDir, "media", servedPath.replace(/^\/profile\//, "")), "utf8");

/** Each row's picture by the id it shares with its twin (English ids are the Chinese + 1000). */
function picturesById(lang: "zh" | "en", file: string, id: string, picture: string) {
  const offset = lang === "en" ? 1000 : 0;
  return new Map(read(lang, file).map((row) => [Number(row[id]) - offset, row[picture]]));
}

const PEOPLE_FOLDERS = ["personnel", "staff", "chairman"];
const portraits = PEOPLE_FOLDERS.flatMap((folder) =>
  readdirSync(join(contentDir, "media", folder)).map((file) => `/profile/${folder}/${file}`),
);

describe("the people's portraits", () => {
  it.each([
    ["experts.yaml", "personnelId", "personnelImg"],
    ["staff.yaml", "staffId", "staffImg"],
  ])("%s: the same person has the same picture in both editions", (file, id, picture) => {
    const zh = picturesById("zh", file, id, picture);
    const en = picturesById("en", file, id, picture);
    expect([...en.entries()]).toEqual([...zh.entries()]);
    // and one picture for one person
    expect(new Set(zh.values()).size).toBe(zh.size);
  });

  it("the chairman has one picture in both editions", () => {
    expect(read("en", "chairman.yaml")[0]?.chairmanImg).toBe(
      read("zh", "chairman.yaml")[0]?.chairmanImg,
    );
  });

  // The flat drawings had a dozen colours or more (skin, hair, suit, shirt, tie, backdrop).
  it.each(portraits)("%s is a monogram: a ground, an outlined mark and a rule", (path) => {
    const svg = svgOf(path);
    const colours = new Set(svg.match(/#[0-9a-f]{6}\b/gi)?.map((c) => c.toLowerCase()));
    expect(colours.size).toBeGreaterThanOrEqual(2);
    expect(colours.size).toBeLessThanOrEqual(3);
    // outlines, so no visitor's fonts change it, and no drawn face
    expect(svg).not.toMatch(/<(text|ellipse|circle|image)\b/);
    // a 3:4 box shows it with `object-fit: cover`: from 3:4 to 4:5, it loses little at the sides
    const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
    const ratio = Number(width) / Number(height);
    expect(ratio).toBeGreaterThanOrEqual(0.75);
    expect(ratio).toBeLessThanOrEqual(0.8);
  });

  it("grounds are a few brand tones, and neighbouring experts differ", () => {
    const ground = (path: string) => /<rect [^>]*fill="(#[0-9a-f]{6})"/.exec(svgOf(path))?.[1];
    expect(new Set(portraits.map(ground)).size).toBeLessThanOrEqual(4);
    const experts = read("zh", "experts.yaml").map((row) => String(row.personnelImg));
    for (let i = 1; i < experts.length; i++) {
      expect(ground(experts[i]!), experts[i]).not.toBe(ground(experts[i - 1]!));
    }
  });

  it("an expert's mark is the surname beside it: one surname, one glyph", () => {
    const mark = (path: string) => /<path d="([^"]+)"/.exec(svgOf(path))?.[1];
    const experts = read("zh", "experts.yaml").map((row) => ({
      surname: [...String(row.personnelName)][0],
      mark: mark(String(row.personnelImg)),
    }));
    for (const a of experts) {
      for (const b of experts) {
        expect(a.mark === b.mark, `${a.surname} / ${b.surname}`).toBe(a.surname === b.surname);
      }
    }
  });
});

// Issue 28: the people are drawn as monograms (portraits.ts), one style for the experts, the
// staff and the chairman. (That the same person has the same picture in both editions is the
// content's test, apps/server/src/content/people-portraits.test.ts.)
import { describe, expect, it } from "vitest";
import { drawings, servedPath } from "../drawings";
import { chineseRows, peopleByPicture } from "../people";

const PEOPLE_FOLDERS = ["personnel", "staff", "chairman"];
const svgByPath = new Map(drawings().map((drawing) => [servedPath(drawing), drawing.svg]));
const portraits = [...svgByPath.keys()].filter((path) =>
  PEOPLE_FOLDERS.includes(path.split("/")[2]!),
);
const svgOf = (path: string) => {
  const svg = svgByPath.get(path);
  if (!svg) throw new Error(`no drawing is served as ${path}`);
  return svg;
};

describe("the people's portraits", () => {
  it("every person in the content is drawn", () => {
    expect(portraits.length).toBe(57 + 14 + 1);
    for (const picture of peopleByPicture().keys()) expect(portraits).toContain(picture);
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
    const experts = chineseRows("experts.yaml").map((row) => String(row.personnelImg));
    for (let i = 1; i < experts.length; i++) {
      expect(ground(experts[i]!), experts[i]).not.toBe(ground(experts[i - 1]!));
    }
  });

  it("an expert's mark is the surname beside it: one surname, one glyph", () => {
    const mark = (path: string) => /<path d="([^"]+)"/.exec(svgOf(path))?.[1];
    const experts = chineseRows("experts.yaml").map((row) => ({
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

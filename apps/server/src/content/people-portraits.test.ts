// Issue 28: the same person has the same portrait in both editions. (The portraits themselves,
// monograms in one style, are tested where they are drawn: tooling/media, portraits.test.ts.)
import { readFileSync } from "node:fs";
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

/** Each row's picture by the id it shares with its twin (English ids are the Chinese + 1000). */
function picturesById(lang: "zh" | "en", file: string, id: string, picture: string) {
  const offset = lang === "en" ? 1000 : 0;
  return new Map(read(lang, file).map((row) => [Number(row[id]) - offset, row[picture]]));
}

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
});

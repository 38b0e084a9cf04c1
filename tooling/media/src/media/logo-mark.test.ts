// The header logo and favicon (issue 28): the mark is drawn, not typeset, so it looks the same
// on every visitor's machine and costs the page no font lookup while it loads.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { faviconFile, logoMarkSvg, MARK_SIZE } from "./logo-mark";

const shipped = (lang: "zh" | "en") => readFileSync(faviconFile(lang), "utf8");

/** Every x and y of a path made of M, L, Q, C and Z commands with absolute points. */
function points(d: string): { x: number; y: number }[] {
  const numbers = d.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) out.push({ x: numbers[i]!, y: numbers[i + 1]! });
  return out;
}

describe.each(["zh", "en"] as const)("the %s logo mark", (lang) => {
  const svg = logoMarkSvg(lang);

  it("is the edition's favicon.svg as shipped (make-social-cards writes it)", () => {
    expect(shipped(lang)).toBe(svg);
  });

  it("is a red square with the letters as a white outline, no text", () => {
    expect(svg).not.toMatch(/<text\b|font-family/);
    expect(svg).toMatch(/<rect [^>]*fill="#a4161a"/);
    expect(svg).toMatch(/<path d="M[^"]+Z" fill="#fff"\/>/);
  });

  it("keeps its letters centred, clear of the square's rounded edges", () => {
    const d = /<path d="([^"]+)"/.exec(svg)?.[1] ?? "";
    const all = points(d);
    const xs = all.map((p) => p.x);
    const ys = all.map((p) => p.y);
    const [left, right, top, bottom] = [
      Math.min(...xs),
      Math.max(...xs),
      Math.min(...ys),
      Math.max(...ys),
    ];
    for (const edge of [left, top, MARK_SIZE - right, MARK_SIZE - bottom])
      expect(edge).toBeGreaterThanOrEqual(12);
    expect(Math.abs(left + right - MARK_SIZE)).toBeLessThanOrEqual(1);
    expect(Math.abs(top + bottom - MARK_SIZE)).toBeLessThanOrEqual(1);
  });
});

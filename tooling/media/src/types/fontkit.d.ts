// The part of fontkit 2 (which ships no types) that the portrait monograms use.
declare module "fontkit" {
  interface PathCommand {
    command: "moveTo" | "lineTo" | "quadraticCurveTo" | "bezierCurveTo" | "closePath";
    args: number[];
  }
  interface BBox {
    minX: number;
    minY: number;
    maxX: number;
    maxY: number;
  }
  interface Glyph {
    path: { commands: PathCommand[]; bbox: BBox };
    advanceWidth: number;
  }
  interface GlyphPosition {
    xAdvance: number;
  }
  interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
  }
  export interface Font {
    unitsPerEm: number;
    layout(text: string): GlyphRun;
  }
  export function openSync(filename: string, postscriptName?: string): Font;
}

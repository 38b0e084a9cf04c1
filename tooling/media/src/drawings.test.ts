// The seed pictures as drawn (drawings.ts) and as committed under apps/server/content/media.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { drawings, renditionSize, type Drawing } from "./drawings";
import { MEDIA_DIR } from "./paths";
import { readWebpSize } from "./read-webp-size";

const all = drawings();
const webps = all.filter(
  (drawing): drawing is Extract<Drawing, { served: "webp" }> => drawing.served === "webp",
);

describe("the media files", () => {
  it.each(webps.map((drawing) => [drawing.file, drawing] as const))(
    "%s is the WebP rendition of its drawing, at its size, and no SVG beside it",
    (file, drawing) => {
      const size = readWebpSize(readFileSync(join(MEDIA_DIR, file)));
      expect(size).toEqual(renditionSize(drawing));
      expect(existsSync(join(MEDIA_DIR, file.replace(/\.webp$/, ".svg")))).toBe(false);
    },
  );

  it("the SVG pictures are the drawings as committed", () => {
    for (const drawing of all.filter((d) => d.served === "svg")) {
      expect(readFileSync(join(MEDIA_DIR, drawing.file), "utf8"), drawing.file).toBe(drawing.svg);
    }
  });

  it("every picture in a drawn folder is a drawing (none left from an earlier draw)", () => {
    const drawn = new Set(all.map((drawing) => drawing.file));
    const folders = new Set(all.map((drawing) => drawing.file.split("/")[0]!));
    folders.delete("video"); // the videos themselves are make-videos' files
    const files = [...folders].flatMap((folder) =>
      readdirSync(join(MEDIA_DIR, folder)).map((file) => `${folder}/${file}`),
    );
    expect(files.filter((file) => !drawn.has(file as Drawing["file"]))).toEqual([]);
    const covers = readdirSync(join(MEDIA_DIR, "video")).filter((file) => !file.endsWith(".mp4"));
    expect(
      covers.map((file) => `video/${file}`).filter((file) => !drawn.has(file as Drawing["file"])),
    ).toEqual([]);
  });
});

// Issue 14, item 4: every accepted image is decoded and encoded again, so what is stored is
// only pixels: a payload after or inside the image (a JPEG header followed by ELF, SVG or
// HTML), EXIF data with the GPS location, and every other metadata block are gone.
import type { ImageKind } from "@site/forms/upload";
import sharp, { type Sharp } from "sharp";

/** A bigger image is refused rather than decoded: 50 megapixels take ~150 MB to decode. */
export const IMAGE_MAX_PIXELS = 50_000_000;

// One image at a time, with no cache of decoded images: memory stays one image deep however
// many uploads arrive together.
sharp.cache(false);
sharp.concurrency(1);

export class UnreadableImage extends Error {}

let queue: Promise<unknown> = Promise.resolve();

async function reencode(path: string, kind: ImageKind): Promise<Buffer> {
  let image: Sharp;
  try {
    image = sharp(path, { limitInputPixels: IMAGE_MAX_PIXELS });
    const { format } = await image.metadata();
    if (format !== kind) throw new UnreadableImage(`${kind} expected, ${String(format)} found`);
    // rotate() first: it applies the EXIF orientation, which is then dropped with the rest of
    // the metadata (sharp writes none unless asked to keep it).
    const upright = image.rotate();
    return await (kind === "jpeg" ? upright.jpeg({ quality: 90 }) : upright.png()).toBuffer();
  } catch (error) {
    if (error instanceof UnreadableImage) throw error;
    throw new UnreadableImage(error instanceof Error ? error.message : String(error));
  }
}

/** The image at `path` decoded and encoded again in its own format; waits its turn. */
export function reencodeImage(path: string, kind: ImageKind): Promise<Buffer> {
  const run = queue.then(() => reencode(path, kind));
  queue = run.catch(() => {});
  return run;
}

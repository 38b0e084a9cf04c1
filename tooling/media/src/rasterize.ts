// Raster renditions of drawn pictures (issue 28): a page shows a WebP as a bitmap the browser
// decodes off its main thread, where each SVG picture is a document of its own that the main
// thread parses, lays out and paints (about a third of a phone's work on `/` at 57 pictures).
// Chromium draws the SVG, as a visitor's browser did, and encodes it.
import type { Browser } from "playwright";

export interface RasterJob {
  svg: string;
  width: number;
  height: number;
}

/** WebP quality (0-1): the flat colours and lines of the drawings show no loss at 0.82. */
const QUALITY = 0.82;

/** The SVG's own size: its `width` and `height`, else its viewBox. */
export function svgSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const attribute = (name: string) => Number(new RegExp(`\\b${name}="([\\d.]+)"`).exec(root)?.[1]);
  const box = /viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/.exec(root);
  const width = attribute("width") || Number(box?.[1]);
  const height = attribute("height") || Number(box?.[2]);
  if (!width || !height) throw new Error(`an SVG without a size: ${root}`);
  return { width, height };
}

/** Each job's SVG drawn at its size and encoded as WebP, in one page of `browser`. */
export async function rasterizeToWebp(browser: Browser, jobs: RasterJob[]): Promise<Buffer[]> {
  const page = await browser.newPage();
  try {
    const out: Buffer[] = [];
    for (const job of jobs) {
      const dataUrl = await page.evaluate(
        async ({ svg, width, height, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement("canvas");
          canvas.width = width;
          canvas.height = height;
          canvas.getContext("2d")!.drawImage(image, 0, 0, width, height);
          return canvas.toDataURL("image/webp", quality);
        },
        { ...job, quality: QUALITY },
      );
      if (!dataUrl.startsWith("data:image/webp;base64,"))
        throw new Error(`Chromium did not encode WebP (${dataUrl.slice(0, 30)})`);
      out.push(Buffer.from(dataUrl.slice("data:image/webp;base64,".length), "base64"));
    }
    return out;
  } finally {
    await page.close();
  }
}

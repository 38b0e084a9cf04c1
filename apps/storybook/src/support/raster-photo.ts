// An editor may upload real photographs for the people: raster files of any size. These make
// such a photograph in the browser (`portraitJpeg`, the e2e specs' too) and check that a
// portrait box shows it whole-width, undistorted and inside its card.
import { portraitJpeg } from "@site/api/fixtures";
import { expect, waitFor } from "storybook/test";

/** A story's loader for JPEGs of the given sizes, e.g. `photoLoader([640, 480])`. */
export function photoLoader(...sizes: [number, number][]) {
  return async () => ({
    photos: sizes.map(([width, height]) => portraitJpeg({ width, height })),
  });
}

/** The story's loaded photos (`photoLoader`), by index. */
export function loadedPhoto(loaded: Record<string, unknown>, index = 0): string {
  const photos = loaded.photos as string[] | undefined;
  const photo = photos?.[index];
  if (!photo) throw new Error("the story has no loaded photo");
  return photo;
}

const near = (a: number, b: number, within = 1) => Math.abs(a - b) <= within;

/**
 * The photo in `box` (a `Media` box) has loaded at its own size, fills the box edge to edge
 * with `object-fit: cover` (so it is cropped, never stretched), the box keeps its designed
 * aspect ratio, and nothing pokes out of `card` or the page.
 */
export async function expectPhotoFills(
  box: Element | null,
  card: Element | null,
  photo: { width: number; height: number },
  ratio = 3 / 4,
) {
  await expect(box).toBeTruthy();
  const image = box!.querySelector("img");
  await expect(image).toBeTruthy();
  image!.scrollIntoView({ block: "center" });
  await waitFor(() => expect(image!.complete && image!.naturalWidth).toBe(photo.width), {
    timeout: 5000,
  });
  await expect(image!.naturalHeight).toBe(photo.height);
  const style = getComputedStyle(image!);
  await expect(style.objectFit).toBe("cover");
  const boxRect = box!.getBoundingClientRect();
  const imageRect = image!.getBoundingClientRect();
  await expect(boxRect.width).toBeGreaterThan(40);
  await expect(Math.abs(boxRect.width / boxRect.height - ratio)).toBeLessThan(0.02);
  for (const side of ["left", "top", "right", "bottom"] as const) {
    await expect(near(imageRect[side], boxRect[side])).toBe(true);
  }
  const cardRect = card!.getBoundingClientRect();
  await expect(boxRect.left).toBeGreaterThanOrEqual(cardRect.left - 1);
  await expect(boxRect.right).toBeLessThanOrEqual(cardRect.right + 1);
  await expect(boxRect.bottom).toBeLessThanOrEqual(cardRect.bottom + 1);
  await expect(card!.scrollWidth).toBeLessThanOrEqual(card!.clientWidth + 1);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

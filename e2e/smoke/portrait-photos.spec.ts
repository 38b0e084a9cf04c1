import type { Page } from "@playwright/test";
import { portraitJpeg } from "@site/api/fixtures";
import { test } from "../support/api-fixtures";
import { expect, serveMedia } from "../support/page-helpers";

// Issue 28 (People): the site draws people as monograms, but an editor uploads photographs of
// any size. The recorded uploads of the experts, the staff and the chairman are answered here
// with JPEGs made in the browser, landscape on a desktop and tall on a phone, and each card
// shows its photo in its 3:4 box, cropped (`object-fit: cover`), never stretched, inside the
// card and the window.

const screens = [
  { viewport: { width: 1366, height: 900 }, photo: { width: 640, height: 480 } },
  { viewport: { width: 390, height: 844 }, photo: { width: 300, height: 900 } },
];

const places = [
  { path: "/", box: ".expert-card__portrait", card: ".expert-card" },
  { path: "/kuaijiE", box: ".expert-card__portrait", card: ".expert-card" },
  { path: "/quanqiubujv", box: ".staff-card__photo", card: ".staff-card" },
  { path: "/dongshizhang", box: ".chairman-message__photo", card: ".chairman-message__layout" },
];

/** A JPEG drawn on a canvas in the browser (`portraitJpeg`, the stories' too). */
async function jpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const url = await page.evaluate(portraitJpeg, { width, height });
  return Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
}

/** The people's uploads get the photo; every other medium is served as `serveMedia` does. */
async function servePhoto(page: Page, photo: Buffer): Promise<void> {
  await serveMedia(page);
  await page.route("**/api/profile/upload/**", async (route) => {
    if (/\/(expert|staff|chairman)[^/]*$/i.test(new URL(route.request().url()).pathname)) {
      await route.fulfill({ status: 200, contentType: "image/jpeg", body: photo });
    } else {
      await route.fallback();
    }
  });
}

for (const { viewport, photo } of screens) {
  test.describe(`${viewport.width}px, a ${photo.width}×${photo.height} JPEG`, () => {
    test.use({ viewport });

    for (const place of places) {
      test(`${place.path}: the portrait shows the photo in its 3:4 box, cropped, not stretched`, async ({
        page,
      }) => {
        await servePhoto(page, await jpeg(page, photo.width, photo.height));
        await page.goto(place.path);
        const box = page.locator(place.box).first();
        await box.scrollIntoViewIfNeeded();
        const image = box.locator("img");
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBe(photo.width);
        const fit = await image.evaluate((img: HTMLImageElement) => {
          const box = img.parentElement!.getBoundingClientRect();
          const own = img.getBoundingClientRect();
          return {
            natural: [img.naturalWidth, img.naturalHeight],
            objectFit: getComputedStyle(img).objectFit,
            boxRatio: box.width / box.height,
            offsets: [
              own.left - box.left,
              own.top - box.top,
              own.right - box.right,
              own.bottom - box.bottom,
            ],
          };
        });
        expect(fit.natural).toEqual([photo.width, photo.height]);
        expect(fit.objectFit).toBe("cover");
        expect(fit.boxRatio).toBeCloseTo(3 / 4, 1);
        for (const offset of fit.offsets) expect(Math.abs(offset)).toBeLessThanOrEqual(1);

        const card = page.locator(place.card).first();
        const [boxRect, cardRect] = [(await box.boundingBox())!, (await card.boundingBox())!];
        expect(boxRect.x).toBeGreaterThanOrEqual(cardRect.x - 1);
        expect(boxRect.x + boxRect.width).toBeLessThanOrEqual(cardRect.x + cardRect.width + 1);
        expect(boxRect.y + boxRect.height).toBeLessThanOrEqual(cardRect.y + cardRect.height + 1);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
      });
    }
  });
}

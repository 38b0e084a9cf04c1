import type { Locator } from "@playwright/test";
import { expect, test } from "../support/api-fixtures";
import { serveMedia } from "../support/page-helpers";

// Issue 15, item 2: on desktop and wide screens the home banner shows its text whole and the
// carousel's controls never cover it. The banners are 1920 × 600 and keep their text in the
// safe area x 360..1240, y 140..460 (tooling/media/src/media/banners.ts).

const picture = { width: 1920, height: 600 };
const safeArea = { left: 360, top: 140, right: 1240, bottom: 460 };

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const screens = [
  { width: 1366, height: 900 },
  { width: 1920, height: 1080 },
  { width: 2560, height: 1440 },
];

const editions = [
  { path: "/", banner: "首页横幅", controls: ["上一张", "下一张", "暂停轮播", "显示第 1 张"] },
  {
    path: "/indexE",
    banner: "Highlights",
    controls: ["Previous slide", "Next slide", "Pause slideshow", "Show slide 1"],
  },
];

for (const viewport of screens) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const edition of editions) {
      test(`${edition.path}: the banner's text is whole and no control covers it`, async ({
        page,
      }) => {
        await serveMedia(page);
        await page.goto(edition.path);
        const banner = page.getByRole("region", { name: edition.banner });
        const image = banner.locator("[data-active] img");
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        const box = await boxOf(image);
        expect(
          await image.evaluate((img: HTMLImageElement) => getComputedStyle(img).objectFit),
        ).toBe("cover");

        // From 1664px up (where the 520px-high banner is as wide as the window) nothing is
        // cropped: the box has the picture's ratio.
        if (viewport.width >= 1664) {
          expect(box.width / box.height).toBeCloseTo(picture.width / picture.height, 2);
        }

        // Where the safe area lands on the screen (object-fit: cover, centred).
        const scale = Math.max(box.width / picture.width, box.height / picture.height);
        const left = box.x + box.width / 2 - (picture.width / 2) * scale;
        const top = box.y + box.height / 2 - (picture.height / 2) * scale;
        const safe: Box = {
          x: left + safeArea.left * scale,
          y: top + safeArea.top * scale,
          width: (safeArea.right - safeArea.left) * scale,
          height: (safeArea.bottom - safeArea.top) * scale,
        };
        // The whole safe area is on screen.
        expect(safe.x).toBeGreaterThanOrEqual(box.x);
        expect(safe.y).toBeGreaterThanOrEqual(box.y);
        expect(safe.x + safe.width).toBeLessThanOrEqual(box.x + box.width);
        expect(safe.y + safe.height).toBeLessThanOrEqual(box.y + box.height);

        // No control lies on it.
        for (const name of edition.controls) {
          const control = await boxOf(banner.getByRole("button", { name }));
          expect(intersects(control, safe), `${name} covers the banner's text`).toBe(false);
        }
      });
    }
  });
}

import type { Locator } from "@playwright/test";
import { expect, test } from "../support/api-fixtures";
import { serveMedia } from "../support/page-helpers";

// Issue 15, item 2: on desktop and wide screens the home banner shows its text whole and the
// carousel's controls never cover it. Since issue 28 the text is the slide's HTML (title, line,
// call to action) on its navy band, and the 1920 × 600 picture carries no words; from 1664px up
// the picture is shown uncropped.

const picture = { width: 1920, height: 600 };

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

const screens = [
  { width: 1366, height: 900 },
  { width: 1920, height: 1080 },
  { width: 2560, height: 1440 },
];

const editions = [
  { path: "/", banner: "首页横幅", controls: ["上一张", "下一张", "开始轮播", "显示第 1 张"] },
  {
    path: "/indexE",
    banner: "Highlights",
    controls: ["Previous slide", "Next slide", "Play slideshow", "Show slide 1"],
  },
];

for (const viewport of screens) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    // Reduced motion: no rotation, so the rotation control is named for starting it.
    test.use({ viewport, reducedMotion: "reduce" });

    for (const edition of editions) {
      test(`${edition.path}: the banner's text is whole and no control covers it`, async ({
        page,
      }) => {
        await serveMedia(page);
        await page.goto(edition.path);
        const banner = page.getByRole("region", { name: edition.banner });
        const slide = banner.locator("[data-active]");
        const image = slide.locator("img");
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

        // The slide's words: its title, its line and its call to action, all on screen in the
        // slide, and no control on any of them.
        const slideBox = await boxOf(slide);
        const texts = [
          slide.getByRole("heading"),
          slide.locator("p"),
          slide.locator("a[href], button"),
        ];
        for (const text of texts) {
          await expect(text).toHaveCount(1);
          await expect(text).toBeVisible();
          const textBox = await boxOf(text);
          expect(inside(textBox, slideBox), "the text lies within the slide").toBe(true);
          expect(textBox.x + textBox.width).toBeLessThanOrEqual(viewport.width);
          for (const name of edition.controls) {
            const control = await boxOf(banner.getByRole("button", { name }));
            expect(intersects(control, textBox), `${name} covers the banner's text`).toBe(false);
          }
        }
      });
    }
  });
}

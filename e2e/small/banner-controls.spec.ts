import type { Locator } from "@playwright/test";
import { expect, test } from "../support/api-fixtures";
import { runAxe } from "../support/axe";
import { serveMedia } from "../support/page-helpers";
import { deviceOf, minTapTarget, smallScreens } from "../support/small-screens";

// Issue 28, defect 5: on a phone the banner's controls (previous, rotation, dots, next) leave
// the picture for a solid band under it, each a 44px target, clear to see whatever the picture;
// from the tablet up they stay on the picture, on a solid pill.

const editions = [
  { path: "/", banner: "首页横幅" },
  { path: "/indexE", banner: "Highlights" },
];

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

/** WCAG relative luminance of an `rgb()`/`rgba()` colour laid over `under` (opaque). */
function parseRgb(color: string): [number, number, number, number] {
  const parts = color.match(/[\d.]+/g)!.map(Number);
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(fore: string, back: string): number {
  const [br, bg, bb] = parseRgb(back);
  const [fr, fg, fb, alpha] = parseRgb(fore);
  const mixed: [number, number, number] = [
    fr * alpha + br * (1 - alpha),
    fg * alpha + bg * (1 - alpha),
    fb * alpha + bb * (1 - alpha),
  ];
  const [a, b] = [luminance(mixed), luminance([br, bg, bb])];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const phone = smallScreens.find((screen) => screen.name === "phone")!;

test.describe(`phone ${phone.viewport.width}×${phone.viewport.height}`, () => {
  test.use({ ...deviceOf(phone), reducedMotion: "reduce" });

  for (const edition of editions) {
    test(`${edition.path}: the banner's controls sit on a solid band under the picture`, async ({
      page,
    }) => {
      await serveMedia(page);
      await page.goto(edition.path);
      const banner = page.getByRole("region", { name: edition.banner });
      const picture = banner.locator('[aria-roledescription="slide"][data-active] img');
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const pictureBox = await boxOf(picture);
      const bannerBox = await boxOf(banner);

      const controls = banner.getByRole("button");
      await expect(controls).toHaveCount(2 + 1 + 5);
      for (const control of await controls.all()) {
        const box = await boxOf(control);
        const name = await control.getAttribute("aria-label");
        expect(overlaps(box, pictureBox), `${name} lies over the picture`).toBe(false);
        expect(box.y, `${name} is under the picture`).toBeGreaterThanOrEqual(
          pictureBox.y + pictureBox.height,
        );
        expect(box.y + box.height).toBeLessThanOrEqual(bannerBox.y + bannerBox.height);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(phone.viewport.width);
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(minTapTarget);
      }

      // The band is solid, and a dot's mark stands out from it (3:1, WCAG 1.4.11) whatever
      // the picture.
      const colours = await banner.evaluate((region) => {
        const dot = region.querySelector(".ui-carousel__dot:not([aria-current])")!;
        const current = region.querySelector('.ui-carousel__dot[aria-current="true"]')!;
        return {
          band: getComputedStyle(region).backgroundColor,
          dot: getComputedStyle(dot, "::before").backgroundColor,
          current: getComputedStyle(current, "::before").backgroundColor,
        };
      });
      expect(parseRgb(colours.band)[3]).toBe(1);
      expect(contrast(colours.dot, colours.band)).toBeGreaterThanOrEqual(3);
      expect(contrast(colours.current, colours.band)).toBeGreaterThanOrEqual(3);

      const results = await runAxe(page, {
        include: '[aria-roledescription="carousel"]',
        rules: ["color-contrast", "target-size", "button-name"],
      });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});

// From the tablet up the pill stays on the picture: a solid one.
for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1366, height: 900 },
]) {
  test(`at ${viewport.width}px the banner's rotation and dots sit on a solid pill`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await serveMedia(page);
    await page.goto("/");
    const bar = page.getByRole("region", { name: "首页横幅" }).locator(".ui-carousel__bar");
    await expect(bar).toBeVisible();
    const background = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(parseRgb(background)[3]).toBe(1);
  });
}

import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/api-fixtures";
import { serveMedia } from "../support/page-helpers";
import {
  deviceOf,
  horizontalOverflow,
  minTapTarget,
  smallScreens,
  smallTapTargets,
} from "../support/small-screens";

// D10, issue 15 item 1: the home carousels at a phone's and a tablet's width, both editions.
// The banners swipe by touch and carry a picture made for the width; the videos play on a tap.

const editions = [
  {
    path: "/",
    banner: "首页横幅",
    videos: "集团视频",
    slide: (n: number, total = 5) => `第 ${n} 张，共 ${total} 张`,
    firstBanner: "banner-zh-1",
    playVideo: "播放视频",
    pauseVideo: "暂停视频",
  },
  {
    path: "/indexE",
    banner: "Highlights",
    videos: "Group videos",
    slide: (n: number, total = 5) => `Slide ${n} of ${total}`,
    firstBanner: "banner-en-2",
    playVideo: "Play video",
    pauseVideo: "Pause video",
  },
];

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/**
 * A finger moving from one point to another, through the browser's own gesture pipeline: it
 * scrolls what the page lets it scroll (touch-action) and sends the pointer events.
 */
async function swipe(page: Page, from: [number, number], to: [number, number]) {
  const cdp = await page.context().newCDPSession(page);
  // Positive distances move the finger right and down.
  await cdp.send("Input.synthesizeScrollGesture", {
    x: from[0],
    y: from[1],
    xDistance: to[0] - from[0],
    yDistance: to[1] - from[1],
    gestureSourceType: "touch",
    preventFling: true,
    speed: 600,
  });
  await cdp.detach();
}

const activeSlide = (carousel: Locator) =>
  carousel.locator('[aria-roledescription="slide"][data-active]');

for (const screen of smallScreens) {
  const phone = screen.viewport.width < 768;
  test.describe(`${screen.name} ${screen.viewport.width}×${screen.viewport.height}`, () => {
    // Reduced motion: the banner does not rotate by itself, so the slide shown is the one chosen.
    test.use({ ...deviceOf(screen), reducedMotion: "reduce" });

    for (const edition of editions) {
      test(`${edition.path} banner: its own picture and height for the width, swipes, 44px controls clear of the text`, async ({
        page,
        pageErrors,
      }) => {
        await serveMedia(page);
        await page.goto(edition.path);
        const banner = page.getByRole("region", { name: edition.banner });
        const image = activeSlide(banner).locator("img");
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);

        // The phone gets the portrait picture; the tablet the wide one (art direction).
        const shown = await image.evaluate((img: HTMLImageElement) => ({
          src: new URL(img.currentSrc).pathname,
          ratio: img.naturalWidth / img.naturalHeight,
        }));
        expect(shown.src).toBe(
          `/api/profile/banner/${edition.firstBanner}${phone ? "-phone" : ""}.svg`,
        );

        // The box's height follows the width: the phone shows the portrait picture whole (its
        // foot under the slide's text band); the tablet shows the wide one's middle 1384 × 600
        // (x 360..1240, y 140..460 of 1920 × 600 at least).
        // The picture's box (the active slide's); on the phone the controls' band follows it.
        const box = await boxOf(activeSlide(banner));
        const region = await boxOf(banner);
        expect(box.width).toBe(screen.viewport.width);
        // Where the controls may start: under the phone's picture, in the tablet's bottom line.
        const safeTop = phone ? 1 : 460 / 600;
        if (phone) {
          expect(box.height).toBeCloseTo((box.width * 4) / 3, 0);
          expect(box.width / box.height).toBeCloseTo(shown.ratio, 2);
        } else {
          expect(box.height).toBeCloseTo((box.width * 600) / 1384, 0);
          const scale = box.height / 600;
          const visible = box.width / scale;
          expect((1920 - visible) / 2).toBeLessThanOrEqual(360);
          expect((1920 + visible) / 2).toBeGreaterThanOrEqual(1240);
        }
        expect(await boxOf(image)).toEqual(box);

        // Every control is a 44px target: on the phone below the picture itself (issue 28,
        // defect 5), on the tablet in its lower part, under the slide's text (heroes.spec.ts).
        const controls = banner.getByRole("button");
        await expect(controls).toHaveCount(2 + 1 + 5);
        for (const control of await controls.all()) {
          const target = await boxOf(control);
          expect(target.width).toBeGreaterThanOrEqual(minTapTarget);
          expect(target.height).toBeGreaterThanOrEqual(minTapTarget);
          expect(target.y).toBeGreaterThanOrEqual(box.y + box.height * safeTop);
          expect(target.y + target.height).toBeLessThanOrEqual(region.y + region.height);
        }

        // A swipe to the left shows the next slide, to the right the previous one.
        const y = box.y + box.height * 0.4;
        await swipe(page, [box.width * 0.8, y], [box.width * 0.2, y + 10]);
        await expect(activeSlide(banner)).toHaveAttribute("aria-label", edition.slide(2));
        await swipe(page, [box.width * 0.2, y], [box.width * 0.8, y - 10]);
        await expect(activeSlide(banner)).toHaveAttribute("aria-label", edition.slide(1));
        // A swipe that ends on a linked slide is not a tap on its link.
        await swipe(page, [box.width * 0.2, y], [box.width * 0.8, y]);
        await expect(activeSlide(banner)).toHaveAttribute("aria-label", edition.slide(5));
        await expect(page).toHaveURL(new RegExp(`${edition.path.replace("/", "\\/")}$`));
        // A vertical swipe leaves the slide: the slides let the browser pan vertically, so it
        // scrolls the page. (Headless Chromium does not scroll for a synthetic gesture.)
        await swipe(page, [box.width / 2, y + 120], [box.width / 2 + 10, y - 120]);
        await expect(activeSlide(banner)).toHaveAttribute("aria-label", edition.slide(5));
        await expect(banner.locator(".ui-carousel__slides")).toHaveCSS("touch-action", "pan-y");

        expect(pageErrors).toEqual([]);
      });

      test(`${edition.path} videos: a tap plays and pauses, inline, with the cover until then`, async ({
        page,
        pageErrors,
      }) => {
        await serveMedia(page);
        await page.goto(edition.path);
        const carousel = page.getByRole("region", { name: edition.videos });
        await carousel.scrollIntoViewIfNeeded();
        const slide = activeSlide(carousel);
        const video = slide.locator("video");
        await expect(video).toHaveAttribute("playsinline", "");
        await expect(video).toHaveAttribute("webkit-playsinline", "true");
        // The cover, a lazy picture over the video (no poster: that loads with the page), shows
        // until the video draws.
        expect(await video.getAttribute("poster")).toBeNull();
        const cover = slide.locator("img");
        await expect(cover).toHaveAttribute("src", /-cover\.webp$/);
        await expect(cover).toBeVisible();
        await expect
          .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
        expect(await boxOf(cover)).toEqual(await boxOf(video));
        expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

        // The video at its covers' ratio, across the column.
        const box = await boxOf(video);
        expect(box.height).toBeCloseTo((box.width * 9) / 16, 0);

        const play = carousel.getByRole("button", { name: edition.playVideo });
        const target = await boxOf(play);
        expect(target.width).toBeGreaterThanOrEqual(minTapTarget);
        expect(target.height).toBeGreaterThanOrEqual(minTapTarget);
        for (const control of await carousel.getByRole("button").all()) {
          const size = await boxOf(control);
          expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(minTapTarget);
        }

        await play.tap();
        await expect(slide).toHaveAttribute("data-state", "playing");
        expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
        await expect(cover).toBeHidden();
        await carousel.getByRole("button", { name: edition.pauseVideo }).tap();
        await expect(slide).toHaveAttribute("data-state", "paused");
        expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

        // The arrows change the video by a tap too, without starting it.
        await carousel.getByRole("button", { name: /下一张|Next slide/ }).tap();
        await expect(activeSlide(carousel)).toHaveAttribute("aria-label", edition.slide(2, 3));
        await expect(slide).toHaveAttribute("data-state", "paused");
        expect(pageErrors).toEqual([]);
      });

      test(`${edition.path} videos' covers wait for the page's layout: none loads beside the first screen's files`, async ({
        page,
      }) => {
        // A poster loads as the parser meets the video, beside the banner's picture and the
        // stylesheet; a lazy cover once the page is laid out and the browser sees how near it is.
        // So while the stylesheet is held back, no cover may be asked for.
        await serveMedia(page);
        let releaseStyles = () => {};
        const stylesHeld = new Promise<void>((resolve) => (releaseStyles = resolve));
        let styleAsked = false;
        await page.route("**/assets/**/*.css", async (route) => {
          styleAsked = true;
          await stylesHeld;
          await route.continue();
        });
        const covers: string[] = [];
        page.on("request", (request) => {
          if (/-cover\.webp$/.test(request.url())) covers.push(new URL(request.url()).pathname);
        });
        const loaded = page.goto(edition.path);
        await expect.poll(() => styleAsked).toBe(true);
        // The parser has long reached the videos: the whole page is a few dozen kilobytes.
        await expect(page.locator("video")).toHaveCount(3);
        await page.waitForTimeout(500);
        expect(covers).toEqual([]);
        releaseStyles();
        await loaded;
        const carousel = page.getByRole("region", { name: edition.videos });
        await carousel.scrollIntoViewIfNeeded();
        const cover = activeSlide(carousel).locator("img");
        await expect
          .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
        expect(covers.length).toBeGreaterThan(0);
      });

      test(`${edition.path} carousels fit the width and their controls the tap size`, async ({
        page,
      }) => {
        await serveMedia(page);
        await page.goto(edition.path);
        await page.waitForLoadState("networkidle");
        const overflow = await horizontalOverflow(page);
        expect(
          overflow.culprits.filter((culprit) => /ui-(carousel|banner|video)/.test(culprit)),
        ).toEqual([]);
        for (const name of [edition.banner, edition.videos]) {
          const box = await boxOf(page.getByRole("region", { name }));
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(screen.viewport.width);
        }
        const small = await smallTapTargets(page);
        expect(small.filter((target) => /ui-(carousel|banner|video)/.test(target))).toEqual([]);
      });
    }
  });
}

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { editionCopy } from "../data/copy";
import { stubReducedMotion } from "../support/media-stubs";
import { english, storyLang } from "../support/lang";
import { atViewport } from "../support/viewports";
import { BannerCarousel } from "@site/ui/carousel";

const meta = {
  title: "Carousels/BannerCarousel",
  component: BannerCarousel,
  args: {
    slides: editionCopy.zh.banners.slides,
    copy: editionCopy.zh.banners.copy,
    interval: 5000,
  },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <BannerCarousel
        {...args}
        slides={args.slides?.length ? editionCopy[lang].banners.slides : args.slides}
        copy={editionCopy[lang].banners.copy}
      />
    );
  },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const activeLabel = (root: HTMLElement) =>
  root.querySelector('[aria-roledescription="slide"][data-active]')?.getAttribute("aria-label");

export const Full = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "首页横幅" });
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    await userEvent.click(canvas.getByRole("button", { name: "下一张" }));
    await expect(activeLabel(region)).toBe("第 2 张，共 5 张");
    // Once the slide has faded in.
    await waitFor(() =>
      expect(within(region).getByRole("heading", { name: "全球服务，助力企业出海" })).toBeVisible(),
    );
    await expect(within(region).getByRole("link", { name: "了解海外服务" })).toHaveAttribute(
      "href",
      "/haiwai?key=3",
    );
    await userEvent.click(canvas.getByRole("button", { name: "上一张" }));
    await expect(activeLabel(region)).toBe("第 1 张，共 5 张");
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

/** Rotates by itself (a short interval here), and stops with the pause control. */
export const AutoplayAndPause = {
  args: { interval: 600 },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole("region", { name: "首页横幅" });
    // The pointer of an earlier test may rest on the story: move it away.
    await userEvent.unhover(region);
    await waitFor(() => expect(activeLabel(region)).toBe("第 2 张，共 5 张"));
    await userEvent.click(canvas.getByRole("button", { name: "暂停轮播" }));
    await userEvent.unhover(region);
    (document.activeElement as HTMLElement | null)?.blur();
    // Still: no rotation is scheduled. (That a still carousel stays put over time is
    // carousel.test.tsx's, under fake timers; here the browser's own events get it there.)
    await expect(region).toHaveAttribute("data-state", "still");
    await expect(canvas.getByRole("button", { name: "开始轮播" })).toHaveAttribute(
      "data-state",
      "paused",
    );
    await expect(canvasElement.querySelector(".ui-carousel__slides")).toHaveAttribute(
      "aria-live",
      "polite",
    );
  },
} satisfies Story;

/** Hovering stops the rotation (WAI-ARIA carousel pattern). */
export const HoverStops = {
  args: { interval: 500 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "首页横幅" });
    await userEvent.hover(region);
    // Still: no rotation is scheduled. (That a still carousel stays put over time is
    // carousel.test.tsx's, under fake timers; here the browser's own events get it there.)
    await expect(region).toHaveAttribute("data-state", "still");
    await expect(activeLabel(region)).toBe("第 1 张，共 5 张");
    await userEvent.unhover(region);
    await waitFor(() => expect(activeLabel(region)).toBe("第 2 张，共 5 张"));
  },
} satisfies Story;

/** No rotation by itself for a visitor who prefers reduced motion; they may start it. */
export const ReducedMotion = {
  args: { interval: 400 },
  beforeEach: () => stubReducedMotion(),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "首页横幅" });
    await userEvent.unhover(region);
    // Still: no rotation is scheduled. (That a still carousel stays put over time is
    // carousel.test.tsx's, under fake timers; here the browser's own events get it there.)
    await expect(region).toHaveAttribute("data-state", "still");
    await expect(activeLabel(region)).toBe("第 1 张，共 5 张");
    await expect(canvas.getByRole("button", { name: "开始轮播" })).toBeVisible();
  },
} satisfies Story;

export const SingleSlide = {
  render: (args, { globals }) => (
    <BannerCarousel
      {...args}
      slides={editionCopy[storyLang(globals)].banners.slides.slice(0, 1)}
      copy={editionCopy[storyLang(globals)].banners.copy}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
} satisfies Story;

/** No slides from the server: nothing renders (D3). */
export const Empty = {
  args: { slides: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector(".ui-carousel")).toBeNull();
  },
} satisfies Story;

/** A finger's swipe across the slides, as the browser reports it (pointer events, touch). */
function swipe(target: Element, fromX: number, toX: number) {
  const init = { bubbles: true, pointerType: "touch", isPrimary: true, clientY: 200 };
  target.dispatchEvent(new PointerEvent("pointerdown", { ...init, clientX: fromX }));
  target.dispatchEvent(new PointerEvent("pointerup", { ...init, clientX: toX }));
}

/** Where the active slide's title, line and call to action lie. */
function copyBoxes(region: HTMLElement): DOMRect[] {
  return [...region.querySelectorAll("[data-active] :is(h2, p, .ui-banner__cta)")].map((element) =>
    element.getBoundingClientRect(),
  );
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * D10 on a phone: the portrait picture (no words) as high as the picture at the phone's width,
 * the slide's message and action on the navy band at its foot, swipes, and 44px controls on a
 * solid band under the picture (issue 28).
 */
export const Phone = {
  globals: atViewport("phone"),
  beforeEach: () => stubReducedMotion(),
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole("region", { name: "首页横幅" });
    const image = region.querySelector<HTMLImageElement>("[data-active] img")!;
    await waitFor(() => expect(image.currentSrc).toMatch(/banner-zh-1-phone\.svg$/));
    const box = image.getBoundingClientRect();
    await expect(box.width).toBe(390);
    await expect(box.height).toBeCloseTo((390 * 4) / 3, 0);
    const band = region.getBoundingClientRect();
    await expect(within(region).getByRole("heading", { name: "一站式企业服务集团" })).toBeVisible();
    for (const text of copyBoxes(region)) {
      await expect(text.top).toBeGreaterThanOrEqual(box.top + box.height / 3);
      await expect(text.bottom).toBeLessThanOrEqual(box.bottom);
      await expect(text.right).toBeLessThanOrEqual(390);
    }
    for (const control of within(region).getAllByRole("button")) {
      const target = control.getBoundingClientRect();
      await expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
      await expect(target.top).toBeGreaterThanOrEqual(box.bottom);
      await expect(target.bottom).toBeLessThanOrEqual(band.bottom);
    }
    const slidesBox = canvasElement.querySelector(".ui-carousel__slides")!;
    swipe(slidesBox, 300, 120);
    await waitFor(() => expect(activeLabel(region)).toBe("第 2 张，共 5 张"));
    swipe(slidesBox, 120, 300);
    await waitFor(() => expect(activeLabel(region)).toBe("第 1 张，共 5 张"));
  },
} satisfies Story;

export const PhoneEnglish = {
  globals: { ...english, ...atViewport("phone") },
  beforeEach: () => stubReducedMotion(),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Highlights" });
    const image = region.querySelector<HTMLImageElement>("[data-active] img")!;
    await waitFor(() => expect(image.currentSrc).toMatch(/banner-en-2-phone\.svg$/));
  },
} satisfies Story;

/**
 * A tablet: the wide picture's middle, scaled to the width; the text on the band at its left,
 * above the controls on its bottom line.
 */
export const Tablet = {
  globals: atViewport("tablet"),
  beforeEach: () => stubReducedMotion(),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "首页横幅" });
    const image = region.querySelector<HTMLImageElement>("[data-active] img")!;
    await waitFor(() => expect(image.currentSrc).toMatch(/banner-zh-1\.svg$/));
    const box = region.getBoundingClientRect();
    await expect(box.height).toBeCloseTo((768 * 600) / 1384, 0);
    const controls = within(region)
      .getAllByRole("button")
      .map((control) => control.getBoundingClientRect());
    for (const text of copyBoxes(region)) {
      await expect(text.bottom).toBeLessThanOrEqual(box.bottom);
      await expect(controls.some((control) => overlaps(control, text))).toBe(false);
    }
  },
} satisfies Story;

export const TabletEnglish = {
  ...Tablet,
  globals: { ...english, ...atViewport("tablet") },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Highlights" });
    await expect(
      within(region).getByRole("link", { name: "Explore overseas services" }),
    ).toBeVisible();
  },
} satisfies Story;

/**
 * The desktop layout (1366px): the band from the window's edge to the column's text, clear of
 * the previous arrow, the picture beyond it; the text above the rotation pill.
 */
export const Desktop = {
  globals: atViewport("desktop"),
  beforeEach: () => stubReducedMotion(),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "首页横幅" });
    const controls = within(region)
      .getAllByRole("button")
      .map((control) => control.getBoundingClientRect());
    for (const text of copyBoxes(region)) {
      await expect(controls.some((control) => overlaps(control, text))).toBe(false);
    }
    await userEvent.click(canvas.getByRole("button", { name: "显示第 5 张" }));
    await expect(within(region).getByRole("button", { name: "立即咨询" })).toHaveAttribute(
      "commandfor",
      "consult-dialog",
    );
  },
} satisfies Story;

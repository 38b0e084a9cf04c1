import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { editionCopy } from "../data/copy";
import { stubMediaPlayback } from "../support/media-stubs";
import { english, storyLang } from "../support/lang";
import { atViewport } from "../support/viewports";
import { VideoCarousel } from "@site/ui/carousel";

const meta = {
  title: "Carousels/VideoCarousel",
  component: VideoCarousel,
  args: { videos: editionCopy.zh.videos.slides, copy: editionCopy.zh.videos.copy },
  decorators: [
    (Story) => (
      // The home page's column: 1200px on a desktop, the width less its gutters below.
      <div style={{ maxWidth: 1232, margin: "32px auto", padding: "0 16px" }}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <VideoCarousel
        {...args}
        videos={args.videos?.length ? editionCopy[lang].videos.slides : args.videos}
        copy={editionCopy[lang].videos.copy}
      />
    );
  },
} satisfies Meta<typeof VideoCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const slides = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'),
];
const active = (root: HTMLElement) => slides(root).findIndex((s) => s.hasAttribute("data-active"));

/** Covers until play; the videos come from the API server (not running in Storybook). */
export const Full = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "集团视频" });
    await expect(region).toHaveStyle({ height: "530px" });
    await expect(slides(region)).toHaveLength(3);
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

/** spec 4: hover plays the active video and holds the rotation; leaving resumes it. */
export const HoverPlays = {
  args: { interval: 700 },
  beforeEach: () => stubMediaPlayback(),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "集团视频" });
    await userEvent.hover(region);
    await waitFor(() => expect(slides(region)[0]).toHaveAttribute("data-state", "playing"));
    // Still: no rotation is scheduled while it plays. (That it stays put over time is
    // video-carousel.test.tsx's, under fake timers.)
    await expect(region).toHaveAttribute("data-state", "still");
    await expect(active(region)).toBe(0);
    await userEvent.unhover(region);
    await waitFor(() => expect(slides(region)[0]).toHaveAttribute("data-state", "paused"));
    await waitFor(() => expect(active(region)).toBe(1));
  },
} satisfies Story;

/** spec 4: changing slide pauses and rewinds the previous video; the end resumes rotation. */
export const ChangeSlideAndEnd = {
  args: { interval: 700 },
  beforeEach: () => stubMediaPlayback(),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "集团视频" });
    await userEvent.hover(region);
    const videos = [...region.querySelectorAll("video")];
    await waitFor(() => expect(slides(region)[0]).toHaveAttribute("data-state", "playing"));
    await userEvent.click(canvas.getByRole("button", { name: "下一张" }));
    await waitFor(() => expect(slides(region)[1]).toHaveAttribute("data-state", "playing"));
    await expect(slides(region)[0]).toHaveAttribute("data-state", "paused");
    await expect(videos[0]!.currentTime).toBe(0);
    videos[1]!.dispatchEvent(new Event("ended"));
    await waitFor(() => expect(active(region)).toBe(2));
  },
} satisfies Story;

/** A finger's tap: a touch pointer, then the click (no hover). */
function tap(target: HTMLElement) {
  target.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, pointerType: "touch" }));
  target.dispatchEvent(new PointerEvent("pointerup", { bubbles: true, pointerType: "touch" }));
  target.click();
}

/**
 * D10 on a phone: the video at its covers' ratio with its title under it, a tap plays and
 * pauses it, and every control is a 44px target.
 */
export const Phone = {
  globals: atViewport("phone"),
  args: { interval: 700 },
  beforeEach: () => stubMediaPlayback(),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "集团视频" });
    const video = region.querySelector<HTMLVideoElement>("[data-active] video")!;
    const box = video.getBoundingClientRect();
    await expect(box.width).toBe(358);
    await expect(box.height).toBeCloseTo((358 * 9) / 16, 0);
    await expect(video).toHaveAttribute("webkit-playsinline", "true");
    for (const control of within(region).getAllByRole("button")) {
      const target = control.getBoundingClientRect();
      await expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
    }
    await userEvent.unhover(region);
    tap(canvas.getByRole("button", { name: "播放视频" }));
    await waitFor(() => expect(slides(region)[0]).toHaveAttribute("data-state", "playing"));
    // Still: no rotation is scheduled while it plays. (That it stays put over time is
    // video-carousel.test.tsx's, under fake timers.)
    await expect(region).toHaveAttribute("data-state", "still");
    await expect(active(region)).toBe(0);
    tap(canvas.getByRole("button", { name: "暂停视频" }));
    await waitFor(() => expect(slides(region)[0]).toHaveAttribute("data-state", "paused"));
    await waitFor(() => expect(active(region)).toBe(1));
  },
} satisfies Story;

export const PhoneEnglish = { globals: { ...english, ...atViewport("phone") } } satisfies Story;

export const Empty = {
  args: { videos: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector(".ui-carousel")).toBeNull();
  },
} satisfies Story;

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { editionCopy } from "../data/copy";
import { stubMediaPlayback } from "../support/media-stubs";
import { english, storyLang } from "../support/lang";
import { VideoCarousel } from "@site/ui/carousel";

const meta = {
  title: "Carousels/VideoCarousel",
  component: VideoCarousel,
  args: { videos: editionCopy.zh.videos.slides, copy: editionCopy.zh.videos.copy },
  decorators: [
    (Story) => (
      <div style={{ width: 1200, margin: "32px auto" }}>
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
    await new Promise((resolve) => setTimeout(resolve, 1000));
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

export const Empty = {
  args: { videos: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector(".ui-carousel")).toBeNull();
  },
} satisfies Story;

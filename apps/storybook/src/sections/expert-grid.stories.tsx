import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { withPageColumn } from "../support/frame";
import { expectNoSwipeRow, expectSwipeRow } from "../support/swipe-row";
import { atViewport } from "../support/viewports";
import { expertsOf } from "../data/fixtures";
import { ExpertGrid } from "@site/ui/sections";

const meta = {
  title: "Sections/ExpertGrid",
  component: ExpertGrid,
  decorators: [withPageColumn],
  args: { experts: expertsOf("zh", 0).slice(0, 8) },
  render: (args, { globals }) => (
    <ExpertGrid {...args} experts={expertsOf(storyLang(globals), 0).slice(0, 8)} />
  ),
} satisfies Meta<typeof ExpertGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full = {} satisfies Story;
export const English = { globals: english } satisfies Story;

/** Issue 15: five at four a row lay out as a centred 3 + 2, never one card alone. */
export const Five = {
  render: (args, { globals }) => (
    <ExpertGrid {...args} experts={expertsOf(storyLang(globals), 0).slice(0, 5)} />
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getAllByRole("list")[0]!;
    const tops = [...grid.children].map((item) => Math.round(item.getBoundingClientRect().top));
    const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    await expect(rows).toEqual([3, 2]);
  },
} satisfies Story;

/** Issue 28: on a phone the page of 8 is one row that swipes sideways, the next card peeking. */
export const Phone = {
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => {
    await expectSwipeRow(canvasElement.querySelector(".expert-grid"));
  },
} satisfies Story;

export const PhoneEnglish = {
  globals: { ...english, ...atViewport("phone") },
} satisfies Story;

/** A tablet keeps the grid: two a row. */
export const Tablet = {
  globals: atViewport("tablet"),
  play: async ({ canvasElement }) => {
    await expectNoSwipeRow(canvasElement.querySelector(".expert-grid"));
  },
} satisfies Story;

/** The first page is on its way: placeholders of the cards' size. */
export const Loading = {
  render: (args) => <ExpertGrid {...args} experts={[]} loading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list")).toHaveAttribute("aria-busy", "true");
  },
} satisfies Story;

export const Empty = {
  render: (args) => <ExpertGrid {...args} experts={null} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("ul")).toBeNull();
  },
} satisfies Story;

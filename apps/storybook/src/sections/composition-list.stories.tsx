import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { withPageColumn } from "../support/frame";
import { atViewport } from "../support/viewports";
import { newsOf } from "../data/fixtures";
import { CompositionList } from "@site/ui/sections";

const meta = {
  title: "Sections/CompositionList",
  component: CompositionList,
  decorators: [withPageColumn],
  args: { items: newsOf("zh", 7) },
  render: (args, { globals }) => (
    <CompositionList {...args} items={newsOf(storyLang(globals), 7)} />
  ),
} satisfies Meta<typeof CompositionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full = {} satisfies Story;
export const English = { globals: english } satisfies Story;

/** D10 on a phone: one column, each image above its text. */
export const Phone = {
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => {
    for (const article of canvasElement.querySelectorAll("article")) {
      const image = article.querySelector(".composition-list__media")!.getBoundingClientRect();
      const title = article.querySelector("h3")!.getBoundingClientRect();
      await expect(image.bottom).toBeLessThanOrEqual(title.top);
      await expect(image.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
} satisfies Story;

export const Empty = {
  render: (args) => <CompositionList {...args} items={null} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("ol")).toBeNull();
  },
} satisfies Story;

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { withColumn } from "../support/frame";
import { newsOf } from "../data/fixtures";
import { CompositionList } from "@site/ui/sections";

const meta = {
  title: "Sections/CompositionList",
  component: CompositionList,
  decorators: [withColumn],
  args: { items: newsOf("zh", 7) },
  render: (args, { globals }) => (
    <CompositionList {...args} items={newsOf(storyLang(globals), 7)} />
  ),
} satisfies Meta<typeof CompositionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full = {} satisfies Story;
export const English = { globals: english } satisfies Story;

export const Empty = {
  render: (args) => <CompositionList {...args} items={null} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("ol")).toBeNull();
  },
} satisfies Story;

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../stories/lang";
import { CompositionList } from "./composition-list";
import { withColumn } from "./stories-data/frame";
import { newsOf } from "./stories-data/models";

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

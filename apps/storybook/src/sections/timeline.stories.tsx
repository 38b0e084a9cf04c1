import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { withColumn } from "../support/frame";
import { fixtures } from "../data/fixtures";
import { Timeline } from "@site/ui/sections";

const meta = {
  title: "Sections/Timeline",
  component: Timeline,
  decorators: [withColumn],
  args: { milestones: fixtures.zh.milestones },
  render: (args, { globals }) => (
    <Timeline {...args} milestones={fixtures[storyLang(globals)].milestones} />
  ),
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2018's months were not valid JSON (D3): that entry shows without months. */
export const Full = {
  play: async ({ canvas }) => {
    const entry = canvas.getByRole("article", { name: "2018 走向全国" });
    await expect(entry.querySelector("dl")).toBeNull();
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

export const Empty = {
  render: (args) => <Timeline {...args} milestones={[]} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("ol")).toBeNull();
  },
} satisfies Story;

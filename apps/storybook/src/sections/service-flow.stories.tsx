import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../stories/lang";
import { ServiceFlow } from "./service-flow";
import { sampleCopy } from "./stories-data/copy";

const meta = {
  title: "Sections/ServiceFlow",
  component: ServiceFlow,
  args: { copy: sampleCopy.zh.flow, tone: "muted" },
  render: (args, { globals }) => (
    <ServiceFlow {...args} copy={sampleCopy[storyLang(globals)].flow} />
  ),
} satisfies Meta<typeof ServiceFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full = {} satisfies Story;
export const English = { globals: english } satisfies Story;

/** Partnership: four steps. */
export const FourSteps = {
  render: (args, { globals }) => (
    <ServiceFlow {...args} copy={sampleCopy[storyLang(globals)].process} />
  ),
} satisfies Story;

export const Empty = {
  render: (args) => <ServiceFlow {...args} copy={null} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
} satisfies Story;

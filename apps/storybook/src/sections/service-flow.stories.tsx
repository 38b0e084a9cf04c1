import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { sectionCopy } from "../data/copy";
import { ServiceFlow } from "@site/ui/sections";

const meta = {
  title: "Sections/ServiceFlow",
  component: ServiceFlow,
  args: { copy: sectionCopy.zh.flow, tone: "muted" },
  render: (args, { globals }) => (
    <ServiceFlow {...args} copy={sectionCopy[storyLang(globals)].flow} />
  ),
} satisfies Meta<typeof ServiceFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full = {} satisfies Story;
export const English = { globals: english } satisfies Story;

/** Partnership: four steps. */
export const FourSteps = {
  render: (args, { globals }) => (
    <ServiceFlow {...args} copy={sectionCopy[storyLang(globals)].process} />
  ),
} satisfies Story;

export const Empty = {
  render: (args) => <ServiceFlow {...args} copy={null} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
} satisfies Story;

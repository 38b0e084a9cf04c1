import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { sectionCopy } from "../data/copy";
import { ServiceFlow } from "@site/ui/sections";
import { atViewport } from "../support/viewports";
import { expectNoSidewaysScroll, mostPerRow } from "../templates/layout-checks";

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

/** D10: on a phone the steps read top to bottom, the number beside each step's text. */
export const Phone = {
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => {
    await expect(mostPerRow(canvasElement.querySelector(".service-flow__list")!)).toBe(1);
    await expectNoSidewaysScroll(canvasElement);
  },
} satisfies Story;

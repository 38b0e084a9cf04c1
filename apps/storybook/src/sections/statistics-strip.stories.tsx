import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { sectionCopy } from "../data/copy";
import { StatisticsStrip } from "@site/ui/sections";

const meta = {
  title: "Sections/StatisticsStrip",
  component: StatisticsStrip,
  args: { figures: sectionCopy.zh.statistics.figures, copy: sectionCopy.zh.statistics },
  render: (args, { globals }) => {
    const copy = sectionCopy[storyLang(globals)].statistics;
    return <StatisticsStrip {...args} figures={copy.figures} copy={copy} />;
  },
} satisfies Meta<typeof StatisticsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 9: the nine group figures. */
export const Full = {} satisfies Story;
export const English = { globals: english } satisfies Story;

/** One row, on the navy band. */
export const ThreeOnNavy = {
  args: { tone: "navy" },
  render: (args, { globals }) => {
    const copy = sectionCopy[storyLang(globals)].schoolFigures;
    return <StatisticsStrip {...args} figures={copy.items} copy={copy} />;
  },
} satisfies Story;

/** No figures: nothing is rendered (D3). */
export const Empty = {
  render: (args) => <StatisticsStrip {...args} figures={[]} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
} satisfies Story;

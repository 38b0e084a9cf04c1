import type { Meta, StoryObj } from "@storybook/react-vite";
import { english, storyLang } from "../support/lang";
import { sectionCopy } from "../data/copy";
import { withColumn } from "../support/frame";
import { SectionHeading } from "@site/ui/sections";

// The home page's experts heading.
const copy = { zh: sectionCopy.zh.experts, en: sectionCopy.en.experts };

const meta = {
  title: "Sections/SectionHeading",
  component: SectionHeading,
  decorators: [withColumn],
  args: copy.zh,
  render: (args, { globals }) => <SectionHeading {...args} {...copy[storyLang(globals)]} />,
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full = {} satisfies Story;
export const English = { globals: english } satisfies Story;
export const AlignedStart = { args: { align: "start" } } satisfies Story;
export const TitleOnly = {
  render: (_args, { globals }) => <SectionHeading title={copy[storyLang(globals)].title} />,
} satisfies Story;

import type { Meta, StoryObj } from "@storybook/react-vite";
import { english, storyLang } from "../stories/lang";
import { SectionHeading } from "./section-heading";
import { withColumn } from "./stories-data/frame";

const copy = {
  zh: {
    title: "资深专家",
    eyebrow: "OUR EXPERTS",
    subtitle: "行业资深专家团队，为您的企业保驾护航",
  },
  en: {
    title: "Senior experts",
    eyebrow: "Our experts",
    subtitle: "Seasoned specialists behind every engagement",
  },
};

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

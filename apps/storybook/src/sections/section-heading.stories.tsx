import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { sectionCopy } from "../data/copy";
import { withPageColumn } from "../support/frame";
import { atViewport } from "../support/viewports";
import { SectionHeading } from "@site/ui/sections";

// The home page's experts heading.
const copy = { zh: sectionCopy.zh.experts, en: sectionCopy.en.experts };

const meta = {
  title: "Sections/SectionHeading",
  component: SectionHeading,
  decorators: [withPageColumn],
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

/**
 * Issue 28, rhythm: the quiet form, for a section that follows another closely: the title and
 * its one line, no eyebrow and no bar.
 */
export const Quiet = {
  args: { form: "quiet" },
  play: async ({ canvas, canvasElement }) => {
    const { eyebrow } = copy.zh;
    await expect(canvas.getByRole("heading", { level: 2 })).toBeVisible();
    if (eyebrow) await expect(canvas.queryByText(eyebrow)).toBeNull();
    const title = canvasElement.querySelector(".section-heading__title")!;
    await expect(getComputedStyle(title, "::after").content).toBe("none");
  },
} satisfies Story;
export const QuietEnglish = { ...Quiet, globals: english, play: undefined } satisfies Story;
export const QuietPhone = { ...Quiet, globals: atViewport("phone") } satisfies Story;
export const QuietTablet = { ...Quiet, globals: atViewport("tablet") } satisfies Story;
export const MarkedPhone = { globals: atViewport("phone") } satisfies Story;

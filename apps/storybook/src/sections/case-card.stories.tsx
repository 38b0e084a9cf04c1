import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { sectionCopy } from "../data/copy";
import { withWidth } from "../support/frame";
import { casesOf } from "../data/fixtures";
import { CaseCard } from "@site/ui/sections";

const meta = {
  title: "Cards/CaseCard",
  component: CaseCard,
  decorators: [withWidth(384)],
  args: { caseStudy: casesOf("zh", 5)[0]!, copy: sectionCopy.zh.cases },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return <CaseCard {...args} caseStudy={casesOf(lang, 5)[0]!} copy={sectionCopy[lang].cases} />;
  },
} satisfies Meta<typeof CaseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 2.5 / D8: hover and focus swap the short text for the full case; leaving restores. */
export const Full = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article");
    await expect(card).toHaveAttribute("data-state", "summary");
    await userEvent.hover(card);
    await expect(card).toHaveAttribute("data-state", "full");
    await userEvent.unhover(card);
    await expect(card).toHaveAttribute("data-state", "summary");
    await userEvent.tab();
    await expect(card).toHaveFocus();
    await expect(card).toHaveAttribute("data-state", "full");
    await userEvent.tab();
    await expect(card).toHaveAttribute("data-state", "summary");
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

/** The full state, as hover or focus shows it. */
export const Swapped = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole("article"));
  },
} satisfies Story;

export const SwappedEnglish = { ...Swapped, globals: english } satisfies Story;

export const WithoutImage = {
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <CaseCard
        {...args}
        caseStudy={{ ...casesOf(lang, 2)[0]!, imageUrl: null }}
        copy={sectionCopy[lang].cases}
      />
    );
  },
} satisfies Story;

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { sectionCopy } from "../data/copy";
import { withPageColumn } from "../support/frame";
import { expectNoSwipeRow, expectSwipeRow } from "../support/swipe-row";
import { atViewport } from "../support/viewports";
import { casesOf } from "../data/fixtures";
import { CaseList } from "@site/ui/sections";
import { expectNoLoneCard } from "../templates/layout-checks";

const meta = {
  title: "Sections/CaseList",
  component: CaseList,
  decorators: [withPageColumn],
  args: { cases: casesOf("zh", 5), copy: sectionCopy.zh.cases },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return <CaseList {...args} cases={casesOf(lang, 5)} copy={sectionCopy[lang].cases} />;
  },
} satisfies Meta<typeof CaseList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three cases a row (types 2, 4, 5, 6). */
export const Full = {} satisfies Story;
export const English = { globals: english } satisfies Story;

/** Types 1 and 3: two lists of two, two a row. */
export const TwoPlusTwo = {
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return <CaseList {...args} cases={casesOf(lang, 1)} copy={sectionCopy[lang].cases} />;
  },
} satisfies Story;

/** Issue 28: on a phone the cases are one row that swipes sideways, the next case peeking. */
export const Phone = {
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => {
    await expectSwipeRow(canvasElement.querySelector(".case-list"));
  },
} satisfies Story;

export const PhoneTwoPlusTwo = {
  ...TwoPlusTwo,
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => {
    await expectSwipeRow(canvasElement.querySelector(".case-list"));
  },
} satisfies Story;

/** A portrait tablet keeps the grid, and three cases share one row rather than 2 + 1. */
export const Tablet = {
  globals: atViewport("tablet"),
  play: async ({ canvasElement }) => {
    await expectNoSwipeRow(canvasElement.querySelector(".case-list"));
    await expectNoLoneCard(canvasElement.querySelector(".case-list")!);
  },
} satisfies Story;

export const Empty = {
  render: (args) => <CaseList {...args} cases={null} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("ul")).toBeNull();
  },
} satisfies Story;

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { sectionCopy } from "../data/copy";
import { Advantages, CultureBlocks, PromiseBlocks } from "@site/ui/sections";
import { atViewport } from "../support/viewports";
import { expectNoLoneCard } from "../templates/layout-checks";

const meta = {
  title: "Sections/FeatureBlocks",
  component: Advantages,
  args: { copy: sectionCopy.zh.advantages },
  render: (args, { globals }) => (
    <Advantages {...args} copy={sectionCopy[storyLang(globals)].advantages} />
  ),
} satisfies Meta<typeof Advantages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdvantagesFull = {} satisfies Story;
export const AdvantagesEnglish = { globals: english } satisfies Story;
export const AdvantagesOnMuted = { args: { tone: "muted" } } satisfies Story;

/** Spec 2.4: Chinese only; the English edition passes none and nothing renders. */
export const Promises = {
  render: (args, { globals }) => (
    <PromiseBlocks {...args} copy={sectionCopy[storyLang(globals)].promises} />
  ),
} satisfies Story;

export const PromisesEnglishNone = {
  globals: english,
  render: (args) => <PromiseBlocks {...args} copy={sectionCopy.en.promises} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
} satisfies Story;

export const Culture = {
  render: (args, { globals }) => (
    <CultureBlocks {...args} copy={sectionCopy[storyLang(globals)].culture} />
  ),
} satisfies Story;

export const CultureEnglish = { ...Culture, globals: english } satisfies Story;

/** Partnership objectives: three numbered blocks. */
export const Numbered = {
  render: (args, { globals }) => (
    <Advantages {...args} copy={sectionCopy[storyLang(globals)].objectives} />
  ),
} satisfies Story;

export const Empty = {
  render: (args) => <Advantages {...args} copy={{ title: "优势", items: [] }} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
} satisfies Story;

/** Issue 28: on a portrait tablet no block stands alone on the last row. */
export const AdvantagesTablet = {
  globals: atViewport("tablet"),
  play: async ({ canvasElement }) => {
    await expectNoLoneCard(canvasElement.querySelector(".feature-blocks__list")!);
  },
} satisfies Story;

export const CultureTablet = {
  ...Culture,
  globals: atViewport("tablet"),
  play: async ({ canvasElement }) => {
    await expectNoLoneCard(canvasElement.querySelector(".feature-blocks__list")!);
  },
} satisfies Story;

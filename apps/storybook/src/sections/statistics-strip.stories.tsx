import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { sectionCopy } from "../data/copy";
import { StatisticsStrip } from "@site/ui/sections";
import { atViewport } from "../support/viewports";
import { rowSizes } from "../templates/layout-checks";

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

/** Issue 28: on a phone the nine figures stand three a row (3 + 3 + 3), never one alone. */
export const Phone = {
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => {
    await expect(rowSizes(canvasElement.querySelector("dl")!)).toEqual([3, 3, 3]);
  },
} satisfies Story;

export const PhoneEnglish = {
  ...Phone,
  globals: { ...english, ...atViewport("phone") },
} satisfies Story;

/** Three figures keep their one row on a phone. */
export const ThreeOnNavyPhone = {
  ...ThreeOnNavy,
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => {
    await expect(rowSizes(canvasElement.querySelector("dl")!)).toEqual([3]);
  },
} satisfies Story;

/** A tablet: the nine figures three a row. */
export const Tablet = {
  globals: atViewport("tablet"),
  play: async ({ canvasElement }) => {
    await expect(rowSizes(canvasElement.querySelector("dl")!)).toEqual([3, 3, 3]);
  },
} satisfies Story;

/**
 * Issue 28, rhythm: the figures are a full-bleed band on the solid navy, each label under its
 * number.
 */
const band: NonNullable<Story["play"]> = async ({ canvasElement }) => {
  const section = canvasElement.querySelector<HTMLElement>("section.statistics-strip")!;
  await expect(section.dataset.form).toBe("band");
  const box = section.getBoundingClientRect();
  await expect(box.left).toBe(0);
  await expect(Math.round(box.width)).toBe(document.documentElement.clientWidth);
  await expect(getComputedStyle(section).backgroundColor).toBe("rgb(20, 33, 61)");
  for (const item of section.querySelectorAll(".statistics-strip__item")) {
    const value = item.querySelector(".statistics-strip__value")!.getBoundingClientRect();
    const label = item.querySelector(".statistics-strip__label")!.getBoundingClientRect();
    await expect(label.top).toBeGreaterThanOrEqual(value.bottom - 1);
  }
};

export const Desktop = {
  globals: atViewport("desktop"),
  play: async (context) => {
    await band(context);
    await expect(rowSizes(context.canvasElement.querySelector("dl")!)).toEqual([5, 4]);
  },
} satisfies Story;
export const DesktopEnglish = {
  ...Desktop,
  globals: { ...english, ...atViewport("desktop") },
} satisfies Story;
export const BandPhone = { globals: atViewport("phone"), play: band } satisfies Story;

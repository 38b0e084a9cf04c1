import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { withPageColumn } from "../support/frame";
import { atViewport } from "../support/viewports";
import { fixtures } from "../data/fixtures";
import { Timeline } from "@site/ui/sections";

const meta = {
  title: "Sections/Timeline",
  component: Timeline,
  decorators: [withPageColumn],
  args: { milestones: fixtures.zh.milestones },
  render: (args, { globals }) => (
    <Timeline {...args} milestones={fixtures[storyLang(globals)].milestones} />
  ),
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2018's months were not valid JSON (D3): that entry shows without months. */
export const Full = {
  play: async ({ canvas }) => {
    const entry = canvas.getByRole("article", { name: "2018 走向全国" });
    await expect(entry.querySelector("dl")).toBeNull();
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

const boxOf = (element: Element) => element.getBoundingClientRect();

/** D10 on a phone: one column, the spine at the left, each year above its card. */
export const Phone = {
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll("article")].map(boxOf);
    await expect(new Set(cards.map((card) => Math.round(card.left))).size).toBe(1);
    for (const [index, card] of cards.entries()) {
      if (index > 0) await expect(card.top).toBeGreaterThan(cards[index - 1]!.bottom);
      await expect(card.right).toBeLessThanOrEqual(window.innerWidth);
    }
    for (const [index, year] of [...canvasElement.querySelectorAll(".timeline__year")].entries()) {
      await expect(boxOf(year).bottom).toBeLessThanOrEqual(cards[index]!.top);
      await expect(parseFloat(getComputedStyle(year).fontSize)).toBeGreaterThanOrEqual(24);
    }
  },
} satisfies Story;

export const PhoneEnglish = { globals: { ...english, ...atViewport("phone") } } satisfies Story;

/** A tablet: one column, each year left of the spine. */
export const Tablet = { globals: atViewport("tablet") } satisfies Story;

export const Empty = {
  render: (args) => <Timeline {...args} milestones={[]} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("ol")).toBeNull();
  },
} satisfies Story;

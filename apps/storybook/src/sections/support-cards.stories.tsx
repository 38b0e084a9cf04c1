import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { sectionCopy } from "../data/copy";
import { SupportCards } from "@site/ui/sections";
import { atViewport } from "../support/viewports";
import { expectNoSidewaysScroll, mostPerRow } from "../templates/layout-checks";

const meta = {
  title: "Sections/SupportCards",
  component: SupportCards,
  args: { copy: sectionCopy.zh.support, tone: "muted" },
  render: (args, { globals }) => (
    <SupportCards {...args} copy={sectionCopy[storyLang(globals)].support} />
  ),
} satisfies Meta<typeof SupportCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const slot = (card: HTMLElement) => card.parentElement?.getAttribute("data-state");

/** Spec 2.7 / D8: a side card swaps with the middle once; leaving the cards restores. */
export const Full = {
  play: async ({ canvas, canvasElement }) => {
    const advisers = canvas.getByRole("article", { name: "顾问咨询团队" });
    const operations = canvas.getByRole("article", { name: "运营团队" });
    await expect(slot(operations)).toBe("middle");
    await userEvent.hover(advisers);
    await expect(slot(advisers)).toBe("middle");
    await expect(slot(operations)).toBe("side");
    await userEvent.unhover(canvasElement.querySelector("ul")!);
    await expect(slot(operations)).toBe("middle");
    await userEvent.tab();
    await expect(advisers).toHaveFocus();
    await expect(slot(advisers)).toBe("middle");
    await userEvent.tab();
    await userEvent.tab();
    await expect(slot(canvas.getByRole("article", { name: "交付团队" }))).toBe("middle");
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

/** The swapped state, as hovering the first card leaves it. */
export const Swapped = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getAllByRole("article")[0]!);
  },
} satisfies Story;

export const Empty = {
  render: (args) => <SupportCards {...args} copy={null} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
} satisfies Story;

/** D10: on a phone the cards stack; a tap gives a side card the middle card's colours. */
export const Phone = {
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => {
    await expect(mostPerRow(canvasElement.querySelector(".support-cards__list")!)).toBe(1);
    await expectNoSidewaysScroll(canvasElement);
    const last = [...canvasElement.querySelectorAll<HTMLElement>(".support-cards__item")].at(-1)!;
    await userEvent.pointer({
      keys: "[TouchA]",
      target: last.querySelector<HTMLElement>(".support-cards__card")!,
    });
    await expect(last).toHaveAttribute("data-state", "middle");
  },
} satisfies Story;

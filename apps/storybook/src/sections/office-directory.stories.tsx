import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { english, storyLang } from "../support/lang";
import type { Lang } from "@site/forms/lang";
import { sectionCopy } from "../data/copy";
import { withPageColumn } from "../support/frame";
import { atViewport } from "../support/viewports";
import { expectSwipeRow } from "../support/swipe-row";
import { fixtures } from "../data/fixtures";
import { OfficeDirectory, OfficeList, StaffCards } from "@site/ui/sections";

function Directory({ lang }: { lang: Lang }) {
  return (
    <OfficeDirectory>
      <OfficeList
        offices={fixtures[lang].offices}
        primaryName={lang === "zh" ? "name" : "englishName"}
        officeLinks={lang === "zh" ? { 北京: "/BeiJing" } : undefined}
      />
      <StaffCards staff={fixtures[lang].staff} copy={sectionCopy[lang].staff} />
    </OfficeDirectory>
  );
}

const meta = {
  title: "Sections/OfficeDirectory",
  component: OfficeDirectory,
  decorators: [withPageColumn],
  render: (_args, { globals }) => <Directory lang={storyLang(globals)} />,
} satisfies Meta<typeof OfficeDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

const highlighted = (root: HTMLElement) =>
  [...root.querySelectorAll('[aria-current="true"]')].map(
    (card) => card.querySelector("h3")?.textContent,
  );

/** Spec 2.8 / D8: hovering or focusing an office highlights its staff card. */
export const Full = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("link", { name: /北京/ })).toHaveAttribute("href", "/BeiJing");
    await userEvent.hover(canvas.getByRole("button", { name: /上海/ }));
    await expect(highlighted(canvasElement)).toEqual(["陈晓东"]);
    await userEvent.unhover(canvas.getByRole("button", { name: /上海/ }));
    await expect(highlighted(canvasElement)).toEqual([]);
    await userEvent.tab();
    await expect(highlighted(canvasElement)).toEqual(["李明远"]);
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

/** The highlighted state. */
export const Highlighted = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole("button", { name: /广州/ }));
  },
} satisfies Story;

const boxOf = (element: Element | null | undefined) => element!.getBoundingClientRect();

/**
 * D10 on a phone: the offices are chips above a swipe row of staff cards (issue 28); a tap
 * selects an office (it stays active), highlights its staff and brings the card into the row.
 */
export const Phone = {
  globals: atViewport("phone"),
  play: async ({ canvas, canvasElement }) => {
    const list = canvasElement.querySelector(".office-list");
    const cards = [...canvasElement.querySelectorAll(".staff-card")];
    await expect(boxOf(list).bottom).toBeLessThan(boxOf(cards[0]).top);
    await expectSwipeRow(canvasElement.querySelector(".staff-cards"));
    for (const chip of canvasElement.querySelectorAll(".office-list__target")) {
      await expect(boxOf(chip).height).toBeGreaterThanOrEqual(44);
    }
    const guangzhou = canvas.getByRole("button", { name: /广州/ });
    await userEvent.pointer({ keys: "[TouchA]", target: guangzhou });
    await userEvent.unhover(guangzhou);
    await expect(guangzhou.closest("li")).toHaveAttribute("data-state", "active");
    await expect(highlighted(canvasElement)).toEqual(["梁嘉欣"]);
  },
} satisfies Story;

export const PhoneEnglish = { globals: { ...english, ...atViewport("phone") } } satisfies Story;

/** A tablet: the chips several a row, the staff cards two a row. */
export const Tablet = {
  globals: atViewport("tablet"),
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll(".staff-card")];
    await expect(new Set(cards.map((card) => Math.round(boxOf(card).left))).size).toBe(2);
  },
} satisfies Story;

export const Empty = {
  render: (_args, { globals }) => (
    <OfficeDirectory>
      <OfficeList offices={[]} />
      <StaffCards staff={null} copy={sectionCopy[storyLang(globals)].staff} />
    </OfficeDirectory>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("ul")).toBeNull();
  },
} satisfies Story;

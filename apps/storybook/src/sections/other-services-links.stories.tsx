import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { sectionCopy } from "../data/copy";
import { OtherServicesLinks } from "@site/ui/sections";
import { atViewport } from "../support/viewports";
import { expectNoLoneCard, expectNoSidewaysScroll } from "../templates/layout-checks";
import { expectPlainList } from "../support/plain-list";

const meta = {
  title: "Sections/OtherServicesLinks",
  component: OtherServicesLinks,
  args: { items: sectionCopy.zh.otherServices.items, copy: sectionCopy.zh.otherServices },
  render: (args, { globals }) => {
    const copy = sectionCopy[storyLang(globals)].otherServices;
    return <OtherServicesLinks {...args} items={copy.items} copy={copy} />;
  },
} satisfies Meta<typeof OtherServicesLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full = {} satisfies Story;

/** The overseas subsidiary's own site opens in a new tab. */
export const English = {
  globals: english,
  play: async ({ canvas }) => {
    const external = canvas.getByRole("link", { name: /Tiancheng International/ });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAccessibleName(
      /^Tiancheng International\b.*\(opens in a new tab\)$/,
    );
  },
} satisfies Story;

export const Empty = {
  render: (args) => <OtherServicesLinks {...args} items={[]} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
} satisfies Story;

/** Issue 28: on a portrait tablet an odd count ends in a row of three narrower tiles (5 = 2 + 3). */
export const Tablet = {
  globals: atViewport("tablet"),
  play: async ({ canvasElement }) => {
    await expectNoLoneCard(canvasElement.querySelector(".other-services__list")!);
    await expectNoSidewaysScroll(canvasElement);
    await expectPlainList(canvasElement.querySelector(".other-services__list")!);
  },
} satisfies Story;

export const TabletEnglish = {
  ...Tablet,
  globals: { ...english, ...atViewport("tablet") },
} satisfies Story;

export const Phone = { globals: atViewport("phone") } satisfies Story;

/** Issue 28, rhythm: from 768px the other groups are a plain list with rules, not cards. */
export const Desktop = {
  globals: atViewport("desktop"),
  play: async ({ canvasElement }) => {
    await expectNoLoneCard(canvasElement.querySelector(".other-services__list")!);
    await expectPlainList(canvasElement.querySelector(".other-services__list")!);
  },
} satisfies Story;

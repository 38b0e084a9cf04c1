import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { sectionCopy } from "../data/copy";
import { ServiceScopeGrid } from "@site/ui/sections";
import { atViewport } from "../support/viewports";
import { expectSwipeRow } from "../support/swipe-row";
import { expectNoSidewaysScroll, rowSizes } from "../templates/layout-checks";

const meta = {
  title: "Sections/ServiceScopeGrid",
  component: ServiceScopeGrid,
  args: { items: sectionCopy.zh.services.items, copy: sectionCopy.zh.services, tone: "muted" },
  render: (args, { globals }) => {
    const copy = sectionCopy[storyLang(globals)].services;
    return <ServiceScopeGrid {...args} items={copy.items} copy={copy} />;
  },
} satisfies Meta<typeof ServiceScopeGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(5);
    await userEvent.tab();
    await expect(canvas.getAllByRole("link")[0]).toHaveFocus();
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

export const Empty = {
  render: (args) => <ServiceScopeGrid {...args} items={null} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
} satisfies Story;

/** Issue 28: on a phone the five groups are one row that swipes sideways, the next peeking. */
export const Phone = {
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => {
    await expectSwipeRow(canvasElement.querySelector(".service-scope__list"));
    await expectNoSidewaysScroll(canvasElement);
  },
} satisfies Story;

/** Issue 28: on a portrait tablet the five groups stand 2 + 3, never one alone. */
export const Tablet = {
  globals: atViewport("tablet"),
  play: async ({ canvasElement }) => {
    await expect(rowSizes(canvasElement.querySelector(".service-scope__list")!)).toEqual([2, 3]);
    await expectNoSidewaysScroll(canvasElement);
  },
} satisfies Story;

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { editionCopy } from "../data/copy";
import { withPageColumn } from "../support/frame";
import { atViewport } from "../support/viewports";
import { expectSwipeRow } from "../support/swipe-row";
import { fixtures } from "../data/fixtures";
import { CooperationGrid } from "@site/ui/sections";

const meta = {
  title: "Sections/CooperationGrid",
  component: CooperationGrid,
  decorators: [withPageColumn],
  args: { items: fixtures.zh.cooperation, copy: editionCopy.zh.shangxiehui.cooperation.toggle },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <CooperationGrid
        {...args}
        items={fixtures[lang].cooperation}
        copy={editionCopy[lang].shangxiehui.cooperation.toggle}
      />
    );
  },
} satisfies Meta<typeof CooperationGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 4: the first 9 of 12, then all. */
export const Full = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("button", { name: "展开全部" });
    await expect(canvas.getAllByRole("listitem")).toHaveLength(9);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getAllByRole("listitem")).toHaveLength(12);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getAllByRole("listitem")).toHaveLength(9);
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

export const Expanded = { args: { defaultExpanded: true } } satisfies Story;

/** Issue 28 on a phone: one row that swipes sideways, the next partner peeking. */
export const Phone = {
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => {
    await expectSwipeRow(canvasElement.querySelector(".cooperation-grid__list"));
  },
} satisfies Story;

export const Tablet = { globals: atViewport("tablet") } satisfies Story;

export const Empty = {
  render: (args) => <CooperationGrid {...args} items={[]} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("ul")).toBeNull();
  },
} satisfies Story;

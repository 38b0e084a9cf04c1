import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { sectionCopy } from "../data/copy";
import { PublicationLinks } from "@site/ui/sections";
import { expectPlainList } from "../support/plain-list";
import { atViewport } from "../support/viewports";

const meta = {
  title: "Sections/PublicationLinks",
  component: PublicationLinks,
  args: { items: sectionCopy.zh.publications.items, copy: sectionCopy.zh.publications },
  render: (args, { globals }) => {
    const copy = sectionCopy[storyLang(globals)].publications;
    return <PublicationLinks {...args} items={copy.items} copy={copy} />;
  },
} satisfies Meta<typeof PublicationLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: /^集团介绍.*（PDF，在新标签页打开）$/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener");
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

export const Empty = {
  render: (args) => <PublicationLinks {...args} items={[]} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
} satisfies Story;

/** Issue 28, rhythm: the brochures are a plain list with rules at every width, not cards. */
const plainList: Story["play"] = async ({ canvasElement }) => {
  await expectPlainList(canvasElement.querySelector(".publication-links__list")!);
};
export const Desktop = { globals: atViewport("desktop"), play: plainList } satisfies Story;
export const Tablet = { globals: atViewport("tablet"), play: plainList } satisfies Story;
export const Phone = { globals: atViewport("phone"), play: plainList } satisfies Story;

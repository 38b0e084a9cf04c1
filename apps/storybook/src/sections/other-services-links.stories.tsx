import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { sectionCopy } from "../data/copy";
import { OtherServicesLinks } from "@site/ui/sections";

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

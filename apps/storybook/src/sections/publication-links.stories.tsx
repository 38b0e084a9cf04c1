import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../stories/lang";
import { PublicationLinks } from "./publication-links";
import { sampleCopy } from "./stories-data/copy";

const meta = {
  title: "Sections/PublicationLinks",
  component: PublicationLinks,
  args: { items: sampleCopy.zh.publications.items, copy: sampleCopy.zh.publications },
  render: (args, { globals }) => {
    const copy = sampleCopy[storyLang(globals)].publications;
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

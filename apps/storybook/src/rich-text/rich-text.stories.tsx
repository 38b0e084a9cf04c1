import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { byLang, english } from "../stories/lang";
import { hostileHtml, richTextSamples } from "../stories/rich-text-data";
import { RichText } from "./rich-text";

const meta = {
  title: "Content/RichText",
  component: RichText,
  args: { html: richTextSamples.zh },
  decorators: [
    (Story) => (
      <div style={{ width: 800, margin: "32px auto" }}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => <RichText {...args} html={byLang(richTextSamples, globals)} />,
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(canvas.getByRole("img")).toBeVisible();
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

/** D3: list views strip images from news content. */
export const ImagesStripped = {
  args: { stripImages: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("img")).toBeNull();
    await expect(canvas.getByRole("list")).toBeVisible();
  },
} satisfies Story;

export const Hostile = {
  render: (args) => <RichText {...args} html={hostileHtml} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("script, iframe, [onerror], [onclick]")).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
} satisfies Story;

/** Missing data renders nothing (D3). */
export const Empty = {
  render: (args) => <RichText {...args} html="" />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector(".rich-text")).toBeNull();
  },
} satisfies Story;

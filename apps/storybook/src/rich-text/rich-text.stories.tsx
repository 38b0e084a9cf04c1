import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { fixtures } from "../data/fixtures";
import { english, storyLang } from "../support/lang";
import { formattingSpecimen, hostileHtml } from "./specimens";
import { RichText } from "@site/ui/rich-text";

const meta = {
  title: "Content/RichText",
  component: RichText,
  args: { html: fixtures.zh.profile.aboutHtml },
  decorators: [
    (Story) => (
      <div style={{ width: 800, margin: "32px auto" }}>
        <Story />
      </div>
    ),
  ],
  // The group profile's rich text, as the fixtures give it.
  render: (args, { globals }) => (
    <RichText {...args} html={fixtures[storyLang(globals)].profile.aboutHtml} />
  ),
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered by the browser itself (not hydrated): the text at once, the HTML once the sanitizer has loaded. */
export const Full = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("img", { name: "集团总部" })).toBeVisible();
    await expect(canvas.getByText(/天诚企业服务集团成立于2012年/)).toBeVisible();
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

/** D3: list views strip images from news content. */
export const ImagesStripped = {
  args: { stripImages: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("img")).toBeNull();
    await expect(canvas.getByText(/天诚企业服务集团成立于2012年/)).toBeVisible();
  },
} satisfies Story;

/** Headings, lists, quotations and links keep the site's type scale. */
export const Formatting = {
  render: (args) => <RichText {...args} html={formattingSpecimen} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2 })).toBeVisible();
    await expect(canvas.getByRole("img")).toBeVisible();
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

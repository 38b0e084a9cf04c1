import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { newsOf } from "../data/fixtures";
import { english, storyLang } from "../support/lang";
import { editionCopy } from "../data/copy";
import { withMain } from "../support/slots";
import { DetailTemplate } from "@site/ui/templates";

const meta = {
  title: "Templates/DetailTemplate",
  component: DetailTemplate,
  decorators: [withMain],
  args: {
    data: { detail: { status: "found", item: newsOf("zh", 1)[0]! } },
    copy: editionCopy.zh.content,
  },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <DetailTemplate
        {...args}
        data={{ detail: { status: "found", item: newsOf(lang, 2)[0]! } }}
        copy={editionCopy[lang].content}
      />
    );
  },
} satisfies Meta<typeof DetailTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

/** D3: HTTP 404 or a success without data. */
export const NotFound = {
  render: (args, { globals }) => (
    <DetailTemplate
      {...args}
      data={{ detail: { status: "not-found" } }}
      copy={editionCopy[storyLang(globals)].content}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("该资讯不存在或已下线")).toBeVisible();
  },
} satisfies Story;

export const NotFoundEnglish = { ...NotFound, globals: english, play: undefined } satisfies Story;

/** D3: any other failure leaves the body empty (the h1 is for assistive technology). */
export const Failed = {
  render: (args, { globals }) => (
    <DetailTemplate
      {...args}
      data={{ detail: { status: "failed" } }}
      copy={editionCopy[storyLang(globals)].content}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("article")).toBeNull();
  },
} satisfies Story;

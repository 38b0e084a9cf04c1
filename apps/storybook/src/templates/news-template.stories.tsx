import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { newsOf, page } from "../data/fixtures";
import { english, storyLang } from "../support/lang";
import type { Lang } from "@site/forms/lang";
import { editionCopy } from "../data/copy";
import { withMain } from "../support/slots";
import { NewsTemplate } from "@site/ui/templates";
import { atViewport } from "../support/viewports";
import { expectNoSidewaysScroll, mostPerRow } from "./layout-checks";

function data(lang: Lang) {
  return {
    featured: page(newsOf(lang, 4)),
    company: page(newsOf(lang, 2).slice(0, 2)),
    globalHot: page(newsOf(lang, 3)),
  };
}

const meta = {
  title: "Templates/NewsTemplate",
  component: NewsTemplate,
  decorators: [withMain],
  args: { data: data("zh"), copy: editionCopy.zh.zixun, newsHref: () => "" },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    const detail = lang === "zh" ? "/content" : "/contentE";
    return (
      <NewsTemplate
        {...args}
        data={data(lang)}
        copy={editionCopy[lang].zixun}
        newsHref={(item) => `${detail}?id=${item.id}&type=2`}
      />
    );
  },
} satisfies Meta<typeof NewsTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

export const Empty = {
  render: (args, { globals }) => (
    <NewsTemplate
      {...args}
      data={{ featured: null, company: null, globalHot: null }}
      copy={editionCopy[storyLang(globals)].zixun}
    />
  ),
} satisfies Story;

/** D10: news on a phone: one card a row, the columns stacked, the brochure text at full width. */
export const Phone = {
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => {
    for (const list of [".news-featured", ".template-columns", ".publication-links__list"]) {
      await expect(mostPerRow(canvasElement.querySelector(list)!), list).toBe(1);
    }
    await expectNoSidewaysScroll(canvasElement);
  },
} satisfies Story;

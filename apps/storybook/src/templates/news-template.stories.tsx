import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { newsOf, page } from "../data/fixtures";
import { english, storyLang } from "../support/lang";
import type { Lang } from "@site/forms/lang";
import { editionCopy } from "../data/copy";
import { withMain } from "../support/slots";
import { NewsTemplate } from "@site/ui/templates";

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

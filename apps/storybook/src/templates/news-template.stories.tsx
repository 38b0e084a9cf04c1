import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { newsOf, page } from "../sections/stories-data/models";
import { english, storyLang, type StoryLang } from "../stories/lang";
import { NewsTemplate } from "./news-template";
import { templateCopy } from "./stories-data/copy";
import { withMain } from "./stories-data/slots";

function data(lang: StoryLang) {
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
  args: { data: data("zh"), copy: templateCopy.zh.news, newsHref: () => "" },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    const detail = lang === "zh" ? "/content" : "/contentE";
    return (
      <NewsTemplate
        {...args}
        data={data(lang)}
        copy={templateCopy[lang].news}
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
      copy={templateCopy[storyLang(globals)].news}
    />
  ),
} satisfies Story;

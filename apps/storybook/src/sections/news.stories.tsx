import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { withColumn } from "../support/frame";
import type { NewsItem } from "@site/api/client";
import { newsOf } from "../data/fixtures";
import { NewsFeatured, NewsList, NewsListItem } from "@site/ui/sections";

const detailHref = (type: number) => (item: NewsItem) => `/content?id=${item.id}&type=${type}`;

const meta = {
  title: "Cards/News",
  component: NewsListItem,
  decorators: [withColumn],
  args: { item: newsOf("zh", 1)[0]!, href: "/content?id=1&type=1" },
  render: (args, { globals }) => {
    const item = newsOf(storyLang(globals), 1)[0]!;
    return <NewsListItem {...args} item={item} href={detailHref(1)(item)} />;
  },
} satisfies Meta<typeof NewsListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headline and sub-line (split on "|"), date, summary without images. */
export const Item = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link")).toHaveAttribute("href", "/content?id=1&type=1");
    await expect(canvas.queryByRole("img")).toBeNull();
  },
} satisfies Story;

export const ItemEnglish = { globals: english } satisfies Story;

/** English charity items open nothing. */
export const ItemWithoutLink = {
  render: (args, { globals }) => (
    <NewsListItem {...args} item={newsOf(storyLang(globals), 6)[0]!} href={undefined} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link")).toBeNull();
  },
} satisfies Story;

export const List = {
  render: (_args, { globals }) => (
    <NewsList items={newsOf(storyLang(globals), 2)} itemHref={detailHref(2)} />
  ),
} satisfies Story;

export const ListEnglish = { ...List, globals: english } satisfies Story;

/** Global hot spots: one line each. */
export const CompactList = {
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
  render: (_args, { globals }) => (
    <NewsList items={newsOf(storyLang(globals), 3)} itemHref={detailHref(2)} variant="compact" />
  ),
} satisfies Story;

export const Featured = {
  render: (_args, { globals }) => (
    <NewsFeatured items={newsOf(storyLang(globals), 4)} itemHref={detailHref(2)} />
  ),
} satisfies Story;

export const FeaturedEnglish = { ...Featured, globals: english } satisfies Story;

export const Empty = {
  render: () => (
    <>
      <NewsList items={null} />
      <NewsFeatured items={[]} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("ul")).toBeNull();
  },
} satisfies Story;

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../stories/lang";
import { PageHero } from "./page-hero";
import { photo } from "./stories-data/images";

const hero = {
  zh: {
    title: "会计事业群",
    subtitle: "代理记账、工商注册与财税合规，一站办结",
    eyebrow: "ACCOUNTING",
  },
  en: {
    title: "Accounting Group",
    subtitle: "Bookkeeping, registration and tax compliance in one place",
    eyebrow: "Accounting",
  },
};

const meta = {
  title: "Sections/PageHero",
  component: PageHero,
  args: { ...hero.zh, imageUrl: photo(1, 1600, 600) },
  render: (args, { globals }) => <PageHero {...args} {...hero[storyLang(globals)]} />,
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

export const WithAction = {
  args: {
    actions: (
      <button type="button" className="ui-button">
        立即咨询
      </button>
    ),
  },
} satisfies Story;

/** No picture: the brand gradient. */
export const WithoutImage = { args: { imageUrl: null } } satisfies Story;

/** Title only. */
export const Minimal = {
  render: (args, { globals }) => <PageHero title={hero[storyLang(globals)].title} />,
} satisfies Story;

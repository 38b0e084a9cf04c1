import type { Lang } from "@site/forms/lang";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { editionCopy } from "../data/copy";
import { PageHero } from "@site/ui/sections";

/** The accounting page's hero: its words here, its picture in `args`. */
const words = (lang: Lang) => {
  const { title, subtitle, eyebrow } = editionCopy[lang].kuaiji.hero;
  return { title, subtitle, eyebrow };
};
const hero = { zh: words("zh"), en: words("en") };

const meta = {
  title: "Sections/PageHero",
  component: PageHero,
  args: { ...hero.zh, imageUrl: editionCopy.zh.kuaiji.hero.imageUrl ?? null },
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
        {editionCopy.zh.consult.copy.trigger}
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

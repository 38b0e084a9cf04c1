import type { Meta, StoryObj } from "@storybook/react-vite";
import { english, storyLang } from "../support/lang";
import { withWidth } from "../support/frame";
import { expertsOf } from "../data/fixtures";
import { ExpertCard } from "@site/ui/sections";

const meta = {
  title: "Cards/ExpertCard",
  component: ExpertCard,
  decorators: [withWidth(282)],
  args: { expert: expertsOf("zh", 0)[0]! },
  render: (args, { globals }) => (
    <ExpertCard {...args} expert={expertsOf(storyLang(globals), 0)[0]!} />
  ),
} satisfies Meta<typeof ExpertCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full = {} satisfies Story;
export const English = { globals: english } satisfies Story;

/** No portrait and no highlights: a placeholder in the same box, no empty list. */
export const Sparse = {
  render: (args, { globals }) => (
    <ExpertCard
      {...args}
      expert={{ ...expertsOf(storyLang(globals), 0)[1]!, imageUrl: null, highlights: [] }}
    />
  ),
} satisfies Story;

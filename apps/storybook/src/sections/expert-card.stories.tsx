import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { withWidth } from "../support/frame";
import { atViewport } from "../support/viewports";
import { expertsOf } from "../data/fixtures";
import { ExpertCard } from "@site/ui/sections";

/** The card's width in the grid: 282px on a desktop, half the column on a tablet, a swipe-row card on a phone. */
const withCardWidth: Decorator = (Story, context) => {
  const viewport = context.globals.viewport?.value;
  return withWidth(viewport === "phone" ? 320 : viewport === "tablet" ? 344 : 282)(Story, context);
};

const meta = {
  title: "Cards/ExpertCard",
  component: ExpertCard,
  decorators: [withCardWidth],
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

const boxOf = (element: Element | null) => element!.getBoundingClientRect();

/** The portrait (a monogram or a photo) in its 3:4 box beside the name, not above it. */
async function expectPortraitBesideName(root: HTMLElement) {
  const portrait = boxOf(root.querySelector(".expert-card__portrait"));
  await expect(Math.abs(portrait.width / portrait.height - 3 / 4)).toBeLessThan(0.02);
  await expect(portrait.right).toBeLessThanOrEqual(boxOf(root.querySelector("h3")).left);
}

/** D10 on a phone: the portrait beside the name and position, the highlights across the card. */
export const Phone = {
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => expectPortraitBesideName(canvasElement),
} satisfies Story;
export const PhoneEnglish = {
  ...Phone,
  globals: { ...english, ...atViewport("phone") },
} satisfies Story;

/** Two experts a row on a tablet: the portrait beside the name and highlights. */
export const Tablet = {
  globals: atViewport("tablet"),
  play: async ({ canvasElement }) => expectPortraitBesideName(canvasElement),
} satisfies Story;

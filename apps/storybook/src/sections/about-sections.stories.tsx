import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { editionCopy, sectionCopy } from "../data/copy";
import { atViewport } from "../support/viewports";
import { fixtures } from "../data/fixtures";
import {
  ChairmanMessage,
  ClientLogoWall,
  ProfileFigures,
  RichTextBlock,
  TextSection,
} from "@site/ui/sections";

const meta = {
  title: "Sections/About",
  component: ChairmanMessage,
  args: { chairman: fixtures.zh.chairman },
  render: (args, { globals }) => (
    <ChairmanMessage {...args} chairman={fixtures[storyLang(globals)].chairman} />
  ),
} satisfies Meta<typeof ChairmanMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 2.8: title, subtitle, photo, message and the two-part footer line. */
export const Chairman = {} satisfies Story;
export const ChairmanEnglish = { globals: english } satisfies Story;
/** D10 on a phone: the photo above the message, scrolling with it (not sticky). */
export const ChairmanPhone = {
  globals: atViewport("phone"),
  play: async ({ canvas, canvasElement }) => {
    const photo = canvasElement.querySelector(".chairman-message__photo")!;
    const title = canvas.getByRole("heading", { level: 2 });
    await expect(photo.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      title.getBoundingClientRect().top,
    );
    await expect(photo.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // Not sticky: it scrolls away with the message.
    await expect(getComputedStyle(photo).position).not.toBe("sticky");
  },
} satisfies Story;
export const ChairmanPhoneEnglish = {
  ...ChairmanPhone,
  globals: { ...english, ...atViewport("phone") },
} satisfies Story;
/** Issue 28, rhythm: the chairman's motto as a pull quote beside his portrait, his name under it. */
const pullQuote: Story["play"] = async ({ canvasElement }) => {
  const chairman = fixtures.zh.chairman;
  const quote = canvasElement.querySelector(".chairman-message__quote h2")!;
  await expect(quote.textContent).toBe(chairman.title);
  const photo = canvasElement.querySelector(".chairman-message__photo")!.getBoundingClientRect();
  const words = quote.getBoundingClientRect();
  await expect(photo.right).toBeLessThanOrEqual(words.left);
  const brief = canvasElement.querySelector(".chairman-message__brief")!.getBoundingClientRect();
  await expect(brief.top).toBeGreaterThanOrEqual(words.bottom);
  const message = canvasElement.querySelector(".chairman-message__content")!;
  await expect(message.getBoundingClientRect().top).toBeGreaterThanOrEqual(photo.bottom);
};
export const ChairmanTablet = { globals: atViewport("tablet"), play: pullQuote } satisfies Story;
export const ChairmanDesktop = { globals: atViewport("desktop"), play: pullQuote } satisfies Story;
export const ChairmanEmpty = {
  args: { chairman: null },
  render: (args) => <ChairmanMessage {...args} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
} satisfies Story;

export const Figures = {
  render: (_args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <ProfileFigures profile={fixtures[lang].profile} copy={sectionCopy[lang].profileFigures} />
    );
  },
} satisfies Story;
export const FiguresEnglish = { ...Figures, globals: english } satisfies Story;
export const FiguresPhone = { ...Figures, globals: atViewport("phone") } satisfies Story;

export const About = {
  render: (_args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <RichTextBlock
        html={fixtures[lang].profile.aboutHtml}
        copy={editionCopy[lang].aboutus.about}
      />
    );
  },
} satisfies Story;
export const AboutEnglish = { ...About, globals: english } satisfies Story;

export const Clients = {
  render: (_args, { globals }) => (
    <ClientLogoWall
      clients={fixtures.zh.clients}
      copy={sectionCopy[storyLang(globals)].clients}
      tone="muted"
    />
  ),
} satisfies Story;
export const ClientsEnglish = { ...Clients, globals: english } satisfies Story;

export const Text = {
  render: (_args, { globals }) => (
    <TextSection copy={editionCopy[storyLang(globals)].xiaoqi.sections[0]} />
  ),
} satisfies Story;
export const TextEnglish = { ...Text, globals: english } satisfies Story;

/** No data: none of these render anything (D3). */
export const Empty = {
  render: () => (
    <>
      <ProfileFigures profile={null} copy={sectionCopy.zh.profileFigures} />
      <RichTextBlock html="" />
      <ClientLogoWall clients={null} />
      <TextSection copy={null} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
} satisfies Story;

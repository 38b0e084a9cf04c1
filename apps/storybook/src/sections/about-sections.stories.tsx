import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../stories/lang";
import { ChairmanMessage } from "./chairman-message";
import { ClientLogoWall } from "./client-logo-wall";
import { ProfileFigures } from "./profile-figures";
import { RichTextBlock } from "./rich-text-block";
import { sampleCopy } from "./stories-data/copy";
import { sampleData } from "./stories-data/models";
import { TextSection } from "./text-section";
import { photo } from "./stories-data/images";

const meta = {
  title: "Sections/About",
  component: ChairmanMessage,
  args: { chairman: sampleData.zh.chairman },
  render: (args, { globals }) => (
    <ChairmanMessage {...args} chairman={sampleData[storyLang(globals)].chairman} />
  ),
} satisfies Meta<typeof ChairmanMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 2.8: title, subtitle, photo, message and the two-part footer line. */
export const Chairman = {} satisfies Story;
export const ChairmanEnglish = { globals: english } satisfies Story;
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
      <ProfileFigures profile={sampleData[lang].profile} copy={sampleCopy[lang].profileFigures} />
    );
  },
} satisfies Story;
export const FiguresEnglish = { ...Figures, globals: english } satisfies Story;

export const About = {
  render: (_args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <RichTextBlock
        html={sampleData[lang].profile.aboutHtml}
        copy={{ title: lang === "zh" ? "集团简介" : "About the group" }}
      />
    );
  },
} satisfies Story;
export const AboutEnglish = { ...About, globals: english } satisfies Story;

export const Clients = {
  render: (_args, { globals }) => (
    <ClientLogoWall
      clients={sampleData.zh.clients}
      copy={sampleCopy[storyLang(globals)].clients}
      tone="muted"
    />
  ),
} satisfies Story;
export const ClientsEnglish = { ...Clients, globals: english } satisfies Story;

export const Text = {
  render: (_args, { globals }) => (
    <TextSection
      copy={{ ...sampleCopy[storyLang(globals)].intro, image: { src: photo(5), alt: "" } }}
    />
  ),
} satisfies Story;
export const TextEnglish = { ...Text, globals: english } satisfies Story;

/** No data: none of these render anything (D3). */
export const Empty = {
  render: () => (
    <>
      <ProfileFigures profile={null} copy={sampleCopy.zh.profileFigures} />
      <RichTextBlock html="" />
      <ClientLogoWall clients={null} />
      <TextSection copy={null} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
} satisfies Story;

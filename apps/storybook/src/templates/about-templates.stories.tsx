import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { newsOf, page, sampleData } from "../sections/stories-data/models";
import { english, storyLang } from "../stories/lang";
import { BranchTemplate } from "./branch-template";
import { ChairmanTemplate } from "./chairman-template";
import { CompositionTemplate } from "./composition-template";
import { CultureTemplate } from "./culture-template";
import { GlobalLayoutTemplate } from "./global-layout-template";
import { HistoryTemplate } from "./history-template";
import { ProfileTemplate } from "./profile-template";
import { templateCopy } from "./stories-data/copy";
import { withMain } from "./stories-data/slots";

const meta = {
  title: "Templates/About",
  component: ProfileTemplate,
  decorators: [withMain],
  args: { data: { profile: sampleData.zh.profile }, copy: templateCopy.zh.profile },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <ProfileTemplate
        {...args}
        data={{ profile: sampleData[lang].profile }}
        copy={templateCopy[lang].profile}
      />
    );
  },
} satisfies Meta<typeof ProfileTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile = {} satisfies Story;
export const ProfileEnglish = { globals: english } satisfies Story;
export const ProfileEmpty = {
  render: (args, { globals }) => (
    <ProfileTemplate
      {...args}
      data={{ profile: null }}
      copy={templateCopy[storyLang(globals)].profile}
    />
  ),
} satisfies Story;

export const Chairman = {
  render: (_args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <ChairmanTemplate
        data={{ chairman: sampleData[lang].chairman }}
        copy={templateCopy[lang].chairman}
      />
    );
  },
} satisfies Story;
export const ChairmanEnglish = { ...Chairman, globals: english } satisfies Story;
export const ChairmanEmpty = {
  render: (_args, { globals }) => (
    <ChairmanTemplate data={{ chairman: null }} copy={templateCopy[storyLang(globals)].chairman} />
  ),
} satisfies Story;

export const Culture = {
  render: (_args, { globals }) => (
    <CultureTemplate copy={templateCopy[storyLang(globals)].culture} />
  ),
} satisfies Story;
export const CultureEnglish = { ...Culture, globals: english } satisfies Story;

export const Composition = {
  render: (_args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <CompositionTemplate
        data={{ items: page(newsOf(lang, 7)) }}
        copy={templateCopy[lang].composition}
      />
    );
  },
} satisfies Story;
export const CompositionEnglish = { ...Composition, globals: english } satisfies Story;
export const CompositionEmpty = {
  render: (_args, { globals }) => (
    <CompositionTemplate
      data={{ items: null }}
      copy={templateCopy[storyLang(globals)].composition}
    />
  ),
} satisfies Story;

export const History = {
  render: (_args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <HistoryTemplate
        data={{ milestones: page(sampleData[lang].milestones) }}
        copy={templateCopy[lang].history}
      />
    );
  },
} satisfies Story;
export const HistoryEnglish = { ...History, globals: english } satisfies Story;
export const HistoryEmpty = {
  render: (_args, { globals }) => (
    <HistoryTemplate data={{ milestones: null }} copy={templateCopy[storyLang(globals)].history} />
  ),
} satisfies Story;

/** D8: hovering or focusing an office highlights its staff card. */
export const GlobalLayout = {
  render: (_args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <GlobalLayoutTemplate
        data={{ offices: page(sampleData[lang].offices), staff: page(sampleData[lang].staff) }}
        copy={templateCopy[lang].globalLayout}
      />
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByRole("button", { name: /上海/ }));
    const current = canvasElement.querySelectorAll('[aria-current="true"]');
    await expect(current).toHaveLength(1);
  },
} satisfies Story;
export const GlobalLayoutEnglish = {
  ...GlobalLayout,
  globals: english,
  play: undefined,
} satisfies Story;
export const GlobalLayoutEmpty = {
  render: (_args, { globals }) => (
    <GlobalLayoutTemplate
      data={{ offices: null, staff: null }}
      copy={templateCopy[storyLang(globals)].globalLayout}
    />
  ),
} satisfies Story;

export const Branch = {
  render: (_args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <BranchTemplate
        data={{ offices: page(sampleData[lang].offices), staff: page(sampleData[lang].staff) }}
        copy={templateCopy[lang].branch}
      />
    );
  },
} satisfies Story;
export const BranchEnglish = { ...Branch, globals: english } satisfies Story;
export const BranchEmpty = {
  render: (_args, { globals }) => (
    <BranchTemplate
      data={{ offices: null, staff: null }}
      copy={templateCopy[storyLang(globals)].branch}
    />
  ),
} satisfies Story;

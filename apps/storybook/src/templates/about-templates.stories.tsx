import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { newsOf, page, fixtures } from "../data/fixtures";
import { english, storyLang } from "../support/lang";
import { editionCopy } from "../data/copy";
import { withMain } from "../support/slots";
import { atViewport } from "../support/viewports";
import { expectNoLoneCard } from "./layout-checks";
import {
  BranchTemplate,
  ChairmanTemplate,
  CompositionTemplate,
  CultureTemplate,
  GlobalLayoutTemplate,
  HistoryTemplate,
  ProfileTemplate,
} from "@site/ui/templates";

const meta = {
  title: "Templates/About",
  component: ProfileTemplate,
  decorators: [withMain],
  args: { data: { profile: fixtures.zh.profile }, copy: editionCopy.zh.aboutus },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <ProfileTemplate
        {...args}
        data={{ profile: fixtures[lang].profile }}
        copy={editionCopy[lang].aboutus}
      />
    );
  },
} satisfies Meta<typeof ProfileTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile = {} satisfies Story;
export const ProfileEnglish = { globals: english } satisfies Story;
export const ProfilePhone = {
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => {
    // A phone stacks the story over its pictures.
    const text = canvasElement.querySelector(".template-about")!.getBoundingClientRect();
    const gallery = canvasElement.querySelector(".template-gallery")!;
    await expect(gallery.getBoundingClientRect().top).toBeGreaterThanOrEqual(text.bottom);
    await expectNoLoneCard(gallery);
  },
} satisfies Story;
export const ProfileTablet = { ...ProfilePhone, globals: atViewport("tablet") } satisfies Story;
/** Issue 28, rhythm: from 1024px the profile's pictures stand beside its story. */
export const ProfileDesktop = {
  globals: atViewport("desktop"),
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector(".template-about")!.getBoundingClientRect();
    const gallery = canvasElement.querySelector(".template-gallery")!;
    const box = gallery.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(text.right);
    await expect(box.top).toBeLessThan(text.bottom);
    await expectNoLoneCard(gallery);
  },
} satisfies Story;
export const ProfileEmpty = {
  render: (args, { globals }) => (
    <ProfileTemplate
      {...args}
      data={{ profile: null }}
      copy={editionCopy[storyLang(globals)].aboutus}
    />
  ),
} satisfies Story;

export const Chairman = {
  render: (_args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <ChairmanTemplate
        data={{ chairman: fixtures[lang].chairman }}
        copy={editionCopy[lang].dongshizhang}
      />
    );
  },
} satisfies Story;
export const ChairmanEnglish = { ...Chairman, globals: english } satisfies Story;
export const ChairmanPhone = { ...Chairman, globals: atViewport("phone") } satisfies Story;
export const ChairmanEmpty = {
  render: (_args, { globals }) => (
    <ChairmanTemplate
      data={{ chairman: null }}
      copy={editionCopy[storyLang(globals)].dongshizhang}
    />
  ),
} satisfies Story;

export const Culture = {
  render: (_args, { globals }) => (
    <CultureTemplate copy={editionCopy[storyLang(globals)].qiyewenhua} />
  ),
} satisfies Story;
export const CultureEnglish = { ...Culture, globals: english } satisfies Story;

export const Composition = {
  render: (_args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <CompositionTemplate
        data={{ items: page(newsOf(lang, 7)) }}
        copy={editionCopy[lang].jituangoucheng}
      />
    );
  },
} satisfies Story;
export const CompositionEnglish = { ...Composition, globals: english } satisfies Story;
export const CompositionPhone = { ...Composition, globals: atViewport("phone") } satisfies Story;
export const CompositionEmpty = {
  render: (_args, { globals }) => (
    <CompositionTemplate
      data={{ items: null }}
      copy={editionCopy[storyLang(globals)].jituangoucheng}
    />
  ),
} satisfies Story;

export const History = {
  render: (_args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <HistoryTemplate
        data={{ milestones: page(fixtures[lang].milestones) }}
        copy={editionCopy[lang].fazhanlicheng}
      />
    );
  },
} satisfies Story;
export const HistoryEnglish = { ...History, globals: english } satisfies Story;
export const HistoryPhone = { ...History, globals: atViewport("phone") } satisfies Story;
export const HistoryTablet = { ...History, globals: atViewport("tablet") } satisfies Story;
export const HistoryEmpty = {
  render: (_args, { globals }) => (
    <HistoryTemplate
      data={{ milestones: null }}
      copy={editionCopy[storyLang(globals)].fazhanlicheng}
    />
  ),
} satisfies Story;

/** D8: hovering or focusing an office highlights its staff card. */
export const GlobalLayout = {
  render: (_args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <GlobalLayoutTemplate
        data={{ offices: page(fixtures[lang].offices), staff: page(fixtures[lang].staff) }}
        copy={editionCopy[lang].quanqiubujv}
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
/** D10: a tap on an office selects it and highlights its staff card, as a hover does. */
export const GlobalLayoutPhone = {
  ...GlobalLayout,
  globals: atViewport("phone"),
  play: async ({ canvas, canvasElement }) => {
    const shanghai = canvas.getByRole("button", { name: /上海/ });
    await userEvent.pointer({ keys: "[TouchA]", target: shanghai });
    await userEvent.unhover(shanghai);
    await expect(shanghai.closest("li")).toHaveAttribute("data-state", "active");
    await expect(canvasElement.querySelectorAll('[aria-current="true"]')).toHaveLength(1);
  },
} satisfies Story;
export const GlobalLayoutTablet = {
  ...GlobalLayout,
  globals: { ...english, ...atViewport("tablet") },
  play: undefined,
} satisfies Story;
export const GlobalLayoutEmpty = {
  render: (_args, { globals }) => (
    <GlobalLayoutTemplate
      data={{ offices: null, staff: null }}
      copy={editionCopy[storyLang(globals)].quanqiubujv}
    />
  ),
} satisfies Story;

/** The Beijing branch: a page of the Chinese edition only. */
export const Branch = {
  render: () => (
    <BranchTemplate
      data={{ offices: page(fixtures.zh.offices), staff: page(fixtures.zh.staff) }}
      copy={editionCopy.zh.beijing}
    />
  ),
} satisfies Story;
export const BranchPhone = { ...Branch, globals: atViewport("phone") } satisfies Story;
export const BranchEmpty = {
  render: () => (
    <BranchTemplate data={{ offices: null, staff: null }} copy={editionCopy.zh.beijing} />
  ),
} satisfies Story;

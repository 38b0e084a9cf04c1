import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { newsOf, page, sampleData } from "../sections/stories-data/models";
import { english, storyLang, type StoryLang } from "../stories/lang";
import { AssociationTemplate } from "./association-template";
import { CharityTemplate } from "./charity-template";
import { PrivacyTemplate } from "./privacy-template";
import { SchoolEnterpriseTemplate } from "./school-enterprise-template";
import { templateCopy } from "./stories-data/copy";
import { withMain } from "./stories-data/slots";

/** The association page: the first 9 cooperation items, all of them fetched on expanding. */
function AssociationPage({ lang }: { lang: StoryLang }) {
  const all = sampleData[lang].cooperation;
  const [cooperation, setCooperation] = useState(page(all.slice(0, 9), all.length));
  return (
    <AssociationTemplate
      data={{ cooperation, news: page(newsOf(lang, 5)) }}
      copy={templateCopy[lang].association}
      cooperation={{ onExpand: () => setTimeout(() => setCooperation(page(all)), 300) }}
      newsHref={(item) => `${lang === "zh" ? "/content" : "/contentE"}?id=${item.id}&type=3`}
    />
  );
}

const meta = {
  title: "Templates/Social",
  component: AssociationTemplate,
  decorators: [withMain],
  // The page below owns the data; these args only satisfy the component's types.
  args: {
    data: { cooperation: null, news: null },
    copy: templateCopy.zh.association,
    newsHref: () => "",
  },
  render: (_args, { globals }) => <AssociationPage lang={storyLang(globals)} />,
} satisfies Meta<typeof AssociationTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 2.9 / 4: cooperation 9 / all. */
export const Association = {
  play: async ({ canvas }) => {
    const overview = within(canvas.getByRole("region", { name: "合作概览" }));
    await expect(overview.getAllByRole("listitem")).toHaveLength(9);
    await userEvent.click(overview.getByRole("button", { name: "展开全部" }));
    await waitFor(() => expect(overview.getAllByRole("listitem")).toHaveLength(12));
  },
} satisfies Story;
export const AssociationEnglish = { globals: english } satisfies Story;
export const AssociationEmpty = {
  render: (args, { globals }) => (
    <AssociationTemplate
      {...args}
      data={{ cooperation: null, news: null }}
      copy={templateCopy[storyLang(globals)].association}
    />
  ),
} satisfies Story;

/** Chinese items open the detail page (type 3); English items open nothing. */
export const Charity = {
  render: (_args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <CharityTemplate
        data={{ news: page(newsOf(lang, 6)) }}
        copy={templateCopy[lang].charity}
        newsHref={lang === "zh" ? (item) => `/content?id=${item.id}&type=3` : undefined}
      />
    );
  },
} satisfies Story;
export const CharityEnglish = { ...Charity, globals: english } satisfies Story;
export const CharityEmpty = {
  render: (_args, { globals }) => (
    <CharityTemplate data={{ news: null }} copy={templateCopy[storyLang(globals)].charity} />
  ),
} satisfies Story;

export const SchoolEnterprise = {
  render: (_args, { globals }) => (
    <SchoolEnterpriseTemplate copy={templateCopy[storyLang(globals)].schoolEnterprise} />
  ),
} satisfies Story;
export const SchoolEnterpriseEnglish = { ...SchoolEnterprise, globals: english } satisfies Story;

export const Privacy = {
  render: (_args, { globals }) => (
    <PrivacyTemplate copy={templateCopy[storyLang(globals)].privacy} />
  ),
} satisfies Story;
export const PrivacyEnglish = { ...Privacy, globals: english } satisfies Story;

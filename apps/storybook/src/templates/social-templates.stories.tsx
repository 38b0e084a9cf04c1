import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { newsOf, page, fixtures } from "../data/fixtures";
import { english, storyLang } from "../support/lang";
import type { Lang } from "@site/forms/lang";
import { editionCopy } from "../data/copy";
import { withMain } from "../support/slots";
import { atViewport } from "../support/viewports";
import {
  AssociationTemplate,
  CharityTemplate,
  PrivacyTemplate,
  SchoolEnterpriseTemplate,
} from "@site/ui/templates";

/** The association page: the first 9 cooperation items, all of them fetched on expanding. */
function AssociationPage({ lang }: { lang: Lang }) {
  const all = fixtures[lang].cooperation;
  const [cooperation, setCooperation] = useState(page(all.slice(0, 9), all.length));
  return (
    <AssociationTemplate
      data={{ cooperation, news: page(newsOf(lang, 5)) }}
      copy={editionCopy[lang].shangxiehui}
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
    copy: editionCopy.zh.shangxiehui,
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
export const AssociationPhone = { globals: atViewport("phone") } satisfies Story;
export const AssociationEmpty = {
  render: (args, { globals }) => (
    <AssociationTemplate
      {...args}
      data={{ cooperation: null, news: null }}
      copy={editionCopy[storyLang(globals)].shangxiehui}
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
        copy={editionCopy[lang].gongyi}
        newsHref={lang === "zh" ? (item) => `/content?id=${item.id}&type=3` : undefined}
      />
    );
  },
} satisfies Story;
export const CharityEnglish = { ...Charity, globals: english } satisfies Story;
export const CharityEmpty = {
  render: (_args, { globals }) => (
    <CharityTemplate data={{ news: null }} copy={editionCopy[storyLang(globals)].gongyi} />
  ),
} satisfies Story;

export const SchoolEnterprise = {
  render: (_args, { globals }) => (
    <SchoolEnterpriseTemplate copy={editionCopy[storyLang(globals)].xiaoqi} />
  ),
} satisfies Story;
export const SchoolEnterpriseEnglish = { ...SchoolEnterprise, globals: english } satisfies Story;

export const Privacy = {
  render: (_args, { globals }) => <PrivacyTemplate copy={editionCopy[storyLang(globals)].yinsi} />,
} satisfies Story;
export const PrivacyEnglish = { ...Privacy, globals: english } satisfies Story;
export const PrivacyPhone = {
  ...Privacy,
  globals: { ...english, ...atViewport("phone") },
} satisfies Story;

import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { casesOf, expertsOf, page } from "../data/fixtures";
import { english, storyLang } from "../support/lang";
import type { Lang } from "@site/forms/lang";
import { editionCopy } from "../data/copy";
import { ConsultAction, withMain, withConsultDialog } from "../support/slots";
import { ServiceGroupTemplate } from "@site/ui/templates";
import { atViewport } from "../support/viewports";
import { expectSwipeRow } from "../support/swipe-row";
import { expectNoSidewaysScroll, mostPerRow } from "./layout-checks";

/** The accounting page: page 1 of the experts, all of them fetched on expanding. */
function AccountingPage({ lang }: { lang: Lang }) {
  const all = expertsOf(lang, 5);
  const [experts, setExperts] = useState(page(all.slice(0, 8), all.length));
  const [loading, setLoading] = useState(false);
  return (
    <ServiceGroupTemplate
      data={{ experts, cases: [page(casesOf(lang, 5))] }}
      copy={editionCopy[lang].kuaiji}
      experts={{
        loading,
        onExpand: () => {
          if (experts.rows.length >= all.length) return;
          setLoading(true);
          setTimeout(() => {
            setExperts(page(all));
            setLoading(false);
          }, 300);
        },
      }}
      consultAction={<ConsultAction lang={lang} />}
    />
  );
}

const meta = {
  title: "Templates/ServiceGroupTemplate",
  component: ServiceGroupTemplate,
  decorators: [withMain, withConsultDialog],
  // The page below owns the data; these args only satisfy the component's types.
  args: { data: { experts: null, cases: [] }, copy: editionCopy.zh.kuaiji },
  render: (_args, { globals }) => <AccountingPage lang={storyLang(globals)} />,
} satisfies Meta<typeof ServiceGroupTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 2.5 / 4: the experts toggle (8 / all) and the case swap. */
export const Accounting = {
  play: async ({ canvas }) => {
    const experts = within(canvas.getByRole("region", { name: "资深专家" }));
    await expect(experts.getAllByRole("article")).toHaveLength(8);
    const toggle = experts.getByRole("button", { name: "展开全部专家" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(experts.getAllByRole("article")).toHaveLength(10));
    const firstCase = within(canvas.getByRole("region", { name: "成功案例" })).getAllByRole(
      "article",
    )[0]!;
    await userEvent.hover(firstCase);
    await expect(firstCase).toHaveAttribute("data-state", "full");
    await userEvent.unhover(firstCase);
    await expect(firstCase).toHaveAttribute("data-state", "summary");
  },
} satisfies Story;

export const AccountingEnglish = { globals: english } satisfies Story;

/** Types 1 and 3: two case lists of two. */
export const Qualification = {
  render: (_args, { globals }) => {
    const lang = storyLang(globals);
    const cases = casesOf(lang, 1);
    return (
      <ServiceGroupTemplate
        data={{
          experts: page(expertsOf(lang, 1)),
          cases: [page(cases.slice(0, 2), 4), page(cases.slice(2), 4)],
        }}
        copy={editionCopy[lang].zizhi}
        consultAction={<ConsultAction lang={lang} />}
      />
    );
  },
} satisfies Story;

/** The overseas page links to the subsidiary's own site. */
export const Overseas = {
  render: (_args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <ServiceGroupTemplate
        data={{ experts: page(expertsOf(lang, 4)), cases: [page(casesOf(lang, 4))] }}
        copy={editionCopy[lang].haiwai}
        consultAction={<ConsultAction lang={lang} />}
      />
    );
  },
} satisfies Story;

export const OverseasEnglish = { ...Overseas, globals: english } satisfies Story;

export const Empty = {
  render: (_args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <ServiceGroupTemplate
        data={{ experts: null, cases: [null] }}
        copy={editionCopy[lang].kuaiji}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("region", { name: "成功案例" })).toBeNull();
  },
} satisfies Story;

/**
 * D10 and issue 28: a service group on a phone: features, experts and cases as swipe rows, the steps top
 * to bottom, a tap opens a case.
 */
export const Phone = {
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => {
    for (const list of [".feature-blocks__list", ".expert-grid", ".case-list"]) {
      await expectSwipeRow(canvasElement.querySelector(list));
    }
    await expect(mostPerRow(canvasElement.querySelector(".service-flow__list")!)).toBe(1);
    await expectNoSidewaysScroll(canvasElement);
    const card = canvasElement.querySelector<HTMLElement>(".case-card")!;
    await userEvent.pointer({ keys: "[TouchA]", target: card });
    await expect(card).toHaveAttribute("data-state", "full");
    await userEvent.pointer({ keys: "[TouchA]", target: card });
    await expect(card).toHaveAttribute("data-state", "summary");
  },
} satisfies Story;

/** D10: the English accounting page on a phone. */
export const PhoneEnglish = {
  ...Phone,
  globals: { ...english, ...atViewport("phone") },
} satisfies Story;

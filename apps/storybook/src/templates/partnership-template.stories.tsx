import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { page, fixtures } from "../data/fixtures";
import { english, storyLang } from "../support/lang";
import { editionCopy } from "../data/copy";
import { ConsultAction, withMain, withConsultDialog } from "../support/slots";
import { PartnershipTemplate } from "@site/ui/templates";
import { expectSwipeRow } from "../support/swipe-row";
import { atViewport } from "../support/viewports";
import { expectNoSidewaysScroll, mostPerRow } from "./layout-checks";

const meta = {
  title: "Templates/PartnershipTemplate",
  component: PartnershipTemplate,
  decorators: [withMain, withConsultDialog],
  args: { data: { contacts: page(fixtures.zh.contacts) }, copy: editionCopy.zh.shangye },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <PartnershipTemplate
        {...args}
        data={{ contacts: page(fixtures[lang].contacts) }}
        copy={editionCopy[lang].shangye}
        consultAction={<ConsultAction lang={lang} />}
      />
    );
  },
} satisfies Meta<typeof PartnershipTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 2.7: the support cards swap with the middle card on hover. */
export const Full = {
  play: async ({ canvas }) => {
    const support = within(canvas.getByRole("region", { name: "强大的支撑团队" }));
    const advisers = support.getByRole("article", { name: "顾问咨询团队" });
    await userEvent.hover(advisers);
    await expect(advisers.parentElement).toHaveAttribute("data-state", "middle");
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

export const Empty = {
  render: (_args, { globals }) => {
    const lang = storyLang(globals);
    return <PartnershipTemplate data={{ contacts: null }} copy={editionCopy[lang].shangye} />;
  },
} satisfies Story;

/** D10: partnership on a phone: the support cards stack; a tap gives a card the middle's colours. */
export const Phone = {
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => {
    await expect(mostPerRow(canvasElement.querySelector(".support-cards__list")!)).toBe(1);
    // The departments are a swipe row (issue 28), as the site's other repeated cards on a phone.
    await expectSwipeRow(canvasElement.querySelector(".contact-cards__list"));
    await expectNoSidewaysScroll(canvasElement);
    const first = canvasElement.querySelector<HTMLElement>(".support-cards__item")!;
    await userEvent.pointer({
      keys: "[TouchA]",
      target: first.querySelector<HTMLElement>(".support-cards__card")!,
    });
    await expect(first).toHaveAttribute("data-state", "middle");
  },
} satisfies Story;

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { page, sampleData } from "../sections/stories-data/models";
import { english, storyLang } from "../stories/lang";
import { PartnershipTemplate } from "./partnership-template";
import { templateCopy } from "./stories-data/copy";
import { ConsultAction, withMain } from "./stories-data/slots";

const meta = {
  title: "Templates/PartnershipTemplate",
  component: PartnershipTemplate,
  decorators: [withMain],
  args: { data: { contacts: page(sampleData.zh.contacts) }, copy: templateCopy.zh.partnership },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <PartnershipTemplate
        {...args}
        data={{ contacts: page(sampleData[lang].contacts) }}
        copy={templateCopy[lang].partnership}
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
    const advisers = support.getByRole("article", { name: "顾问团队" });
    await userEvent.hover(advisers);
    await expect(advisers.parentElement).toHaveAttribute("data-state", "middle");
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

export const Empty = {
  render: (_args, { globals }) => {
    const lang = storyLang(globals);
    return <PartnershipTemplate data={{ contacts: null }} copy={templateCopy[lang].partnership} />;
  },
} satisfies Story;

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { editionCopy, sectionCopy } from "../data/copy";
import { fixtures } from "../data/fixtures";
import { ContactCards } from "@site/ui/sections";
import { atViewport } from "../support/viewports";
import { expectNoLoneCard } from "../templates/layout-checks";
import { expectSwipeRow } from "../support/swipe-row";

const meta = {
  title: "Sections/ContactCards",
  component: ContactCards,
  args: { contacts: fixtures.zh.contacts, copy: sectionCopy.zh.contacts },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <ContactCards
        {...args}
        contacts={fixtures[lang].contacts}
        copy={sectionCopy[lang].contacts}
      />
    );
  },
} satisfies Meta<typeof ContactCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")[0]).toHaveAttribute("href", "tel:01085776620");
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

/** Chinese edition: the WeChat QR code beside the contacts. */
export const WithQrCode = {
  args: {
    aside: (
      <figure style={{ margin: 0, textAlign: "center" }}>
        <img
          src={editionCopy.zh.shangye.qrCode?.imageUrl}
          alt={editionCopy.zh.shangye.qrCode?.alt}
          width={180}
          height={180}
        />
        <figcaption>{editionCopy.zh.shangye.qrCode?.caption}</figcaption>
      </figure>
    ),
  },
} satisfies Story;

/** Issue 28: on a phone the departments are a swipe row, each card's labels over their values. */
export const Phone = {
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => {
    await expectSwipeRow(canvasElement.querySelector(".contact-cards__list"));
    const field = canvasElement.querySelector(".contact-card__field")!;
    await expect(getComputedStyle(field).gridTemplateColumns.split(" ")).toHaveLength(1);
  },
} satisfies Story;

export const PhoneWithQrCode = {
  ...WithQrCode,
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => {
    await expectSwipeRow(canvasElement.querySelector(".contact-cards__list"));
  },
} satisfies Story;

export const Empty = {
  render: (args) => <ContactCards {...args} contacts={[]} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
} satisfies Story;

/** Issue 28: an odd count of departments ends in a row of three (labels over their values). */
export const Five = {
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    const contacts = fixtures[lang].contacts;
    const five = Array.from({ length: 5 }, (_, index) => ({
      ...contacts[index % contacts.length]!,
      id: index + 1,
    }));
    return <ContactCards {...args} contacts={five} copy={sectionCopy[lang].contacts} />;
  },
  play: async ({ canvasElement }) => {
    await expectNoLoneCard(canvasElement.querySelector(".contact-cards__list")!);
  },
} satisfies Story;

export const FiveTablet = { ...Five, globals: atViewport("tablet") } satisfies Story;

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../stories/lang";
import { ContactCards } from "./contact-cards";
import { sampleCopy } from "./stories-data/copy";
import { qr } from "./stories-data/images";
import { sampleData } from "./stories-data/models";

const meta = {
  title: "Sections/ContactCards",
  component: ContactCards,
  args: { contacts: sampleData.zh.contacts, copy: sampleCopy.zh.contacts },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <ContactCards
        {...args}
        contacts={sampleData[lang].contacts}
        copy={sampleCopy[lang].contacts}
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
        <img src={qr(1)} alt="天诚集团微信公众号二维码" width={180} height={180} />
        <figcaption>扫码关注公众号</figcaption>
      </figure>
    ),
  },
} satisfies Story;

export const Empty = {
  render: (args) => <ContactCards {...args} contacts={[]} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
} satisfies Story;

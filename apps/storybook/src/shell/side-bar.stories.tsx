import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { atViewport } from "../support/viewports";
import { shellCopy } from "../data/shell";
import { SideBar } from "@site/ui/shell";

const meta = {
  title: "Shell/SideBar",
  component: SideBar,
  args: {
    copy: shellCopy.zh.sideBar,
  },
  decorators: [
    (Story) => (
      <div style={{ height: 560 }}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <SideBar
        {...args}
        copy={{
          ...shellCopy[lang].sideBar,
          publicAccount: args.copy.publicAccount ? shellCopy[lang].sideBar.publicAccount : null,
          shortVideo: args.copy.shortVideo ? shellCopy[lang].sideBar.shortVideo : null,
        }}
      />
    );
  },
} satisfies Meta<typeof SideBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** D8: hovering or focusing an entry shows its QR code or its name. */
export const Full = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("complementary", { name: "快捷服务" });
    await userEvent.hover(within(bar).getByRole("button", { name: "抖音号" }));
    await waitFor(() =>
      expect(within(bar).getByRole("img", { name: "天诚控股集团抖音号二维码" })).toBeVisible(),
    );
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

/** Without QR codes in the copy. */
export const WithoutQrCodes = {
  args: { copy: { ...shellCopy.zh.sideBar, publicAccount: null, shortVideo: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "公众号" })).toBeNull();
  },
} satisfies Story;

/** D10 on a phone: the bar along the bottom; a tap shows a QR code, a second tap hides it. */
export const PhoneQrByTap = {
  globals: atViewport("phone"),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("complementary", { name: "快捷服务" });
    const button = within(bar).getByRole("button", { name: "公众号" });
    await userEvent.pointer({ keys: "[TouchA]", target: button });
    const code = await within(bar).findByRole("img", { name: "天诚控股集团微信公众号二维码" });
    await expect(code).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await userEvent.pointer({ keys: "[TouchA]", target: button });
    await waitFor(() => expect(button).toHaveAttribute("aria-expanded", "false"));
  },
} satisfies Story;

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { configs, shellCopy } from "../data/shell";
import { SiteFooter } from "@site/ui/shell";

const meta = {
  title: "Shell/SiteFooter",
  component: SiteFooter,
  args: { copy: shellCopy.zh.footer, config: configs.zh },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <SiteFooter
        copy={shellCopy[lang].footer}
        config={args.config ? configs[lang] : args.config}
      />
    );
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: "京ICP备2021018837号-1 （在新标签页打开）" }),
    ).toHaveAttribute("href", "https://beian.miit.gov.cn/");
    await expect(canvas.getByRole("link", { name: "会计事业群" })).toHaveAttribute(
      "href",
      "/kuaiji?key=2",
    );
  },
} satisfies Story;

/** The English footer adds the contact list (spec 2.3). */
export const English = { globals: english } satisfies Story;

/** No configuration from the server (D3): no copyright line, the rest stays. */
export const NoConfig = {
  args: { config: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: /京ICP备2021018837号-1/ })).toBeNull();
  },
} satisfies Story;

/** Copy with nothing but the configuration. */
export const Minimal = {
  render: (args, { globals }) => <SiteFooter copy={{}} config={configs[storyLang(globals)]} />,
} satisfies Story;

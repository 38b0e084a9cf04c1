import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { menus, sectionPaths, shellCopy } from "../data/shell";
import { TopNav } from "@site/ui/shell";

const meta = {
  title: "Shell/TopNav",
  component: TopNav,
  args: {
    items: menus.zh,
    copy: shellCopy.zh.nav,
    activeSection: 2,
    sectionPaths: sectionPaths.zh,
  },
  decorators: [
    (Story) => (
      <div
        style={{
          display: "flex",
          justifyContent: "center",
          height: 80,
          paddingBottom: 320,
          boxShadow: "0 1px 0 #dfe3e8",
        }}
      >
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <TopNav
        {...args}
        items={args.items?.length ? menus[lang] : args.items}
        copy={shellCopy[lang].nav}
        sectionPaths={sectionPaths[lang]}
      />
    );
  },
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "主导航" });
    await expect(within(nav).getByRole("link", { name: "事业群" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

/** A drop-down open by hover, with the hover icon (classifyImg2) shown. */
export const OpenDropDown = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "主导航" });
    await userEvent.hover(within(nav).getByRole("link", { name: "事业群" }));
    await waitFor(() =>
      expect(within(nav).getByRole("link", { name: "会计事业群" })).toBeVisible(),
    );
  },
} satisfies Story;

/** No active section (e.g. the privacy page). */
export const NoActiveSection = { args: { activeSection: null } } satisfies Story;

/** The menu failed to load (D3): an empty, still named landmark. */
export const NoMenu = {
  args: { items: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "主导航" })).toBeInTheDocument();
  },
} satisfies Story;

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { editionCopy } from "../data/copy";
import { after, fakeUpload } from "../support/dialog-handlers";
import { english, storyLang } from "../support/lang";
import { openedDialog } from "../support/opened-dialog";
import { atViewport } from "../support/viewports";
import { configs, complaintCopy, menus, privacyHref, sectionPaths, shellCopy } from "../data/shell";
import { ComplaintDialog } from "@site/ui/dialogs";
import { SiteShell } from "@site/ui/shell";

/** Stand-in page content, tall enough to scroll. */
function SamplePage({ title }: { title: string }) {
  return (
    <div style={{ width: "min(1200px, 100% - 32px)", margin: "0 auto", padding: "48px 0" }}>
      <h1 style={{ margin: "0 0 24px", fontSize: 32 }}>{title}</h1>
      {Array.from({ length: 6 }, (_, i) => (
        <div
          key={i}
          style={{
            height: 220,
            marginBottom: 24,
            borderRadius: 12,
            background: i % 2 ? "#f5f6f8" : "#fbeeee",
          }}
        />
      ))}
    </div>
  );
}

/** The complaint dialog's writes, faked (its own stories exercise them). */
const complaintUpload = fn(fakeUpload());
const complaintSubmit = fn(() => after(500, true));

const meta = {
  title: "Shell/SiteShell",
  component: SiteShell,
  args: {
    copy: shellCopy.zh,
    menu: menus.zh,
    config: configs.zh,
    activeSection: 6,
    sectionPaths: sectionPaths.zh,
  },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <SiteShell
        {...args}
        copy={shellCopy[lang]}
        menu={args.menu === null ? null : args.menu?.length ? menus[lang] : []}
        config={args.config ? configs[lang] : args.config}
        sectionPaths={sectionPaths[lang]}
        complaintDialog={
          <ComplaintDialog
            lang={lang}
            copy={complaintCopy[lang]}
            privacyHref={privacyHref[lang]}
            onUpload={complaintUpload}
            onSubmit={complaintSubmit}
          />
        }
      >
        <SamplePage title={editionCopy[lang].aboutus.hero.title} />
      </SiteShell>
    );
  },
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** D7/D8: the about section is active; the nav is named; keys on links. */
export const Full = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "主导航" });
    const about = within(nav).getByRole("link", { name: "关于我们" });
    await expect(about).toHaveAttribute("aria-current", "page");
    await expect(about).toHaveAttribute("href", "/aboutus?key=6");
    await expect(within(nav).getByRole("link", { name: "社会责任" })).not.toHaveAttribute(
      "aria-current",
    );
    await expect(canvas.getByRole("link", { name: "English" })).toHaveAttribute("href", "/indexE");
    await expect(
      canvas.getByRole("link", { name: "京ICP备2021018837号-1 （在新标签页打开）" }),
    ).toHaveAttribute("href", "https://beian.miit.gov.cn/");
  },
} satisfies Story;

export const English = {
  globals: english,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Main" });
    await expect(within(nav).getByRole("link", { name: "About Us" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("link", { name: "中文" })).toHaveAttribute("href", "/");
    await expect(canvas.getByRole("region", { name: "Contact us" })).toBeVisible();
  },
} satisfies Story;

/** D3: no menu and no configuration from the server — the shell still works. */
export const NoData = {
  args: { menu: null, config: null, activeSection: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "主导航" })).toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: /京ICP备2021018837号-1/ })).toBeNull();
    await expect(canvas.getByRole("main")).toBeVisible();
  },
} satisfies Story;

export const EmptyMenu = { args: { menu: [] } } satisfies Story;

/** D8: the drop-down opens on keyboard focus, its links are reachable, Escape closes it. */
export const DropDownWithKeyboard = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "主导航" });
    const services = within(nav).getByRole("link", { name: "事业群" });
    services.focus();
    const toggle = within(nav).getByRole("button", { name: "事业群 子菜单" });
    await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "true"));
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole("link", { name: "会计事业群" })).toHaveFocus();
    await waitFor(() =>
      expect(within(nav).getByRole("link", { name: "资质事业群" })).toBeVisible(),
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "false"));
    await expect(services).toHaveFocus();
    await expect(within(nav).queryByRole("link", { name: "资质事业群" })).toBeNull();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "true"));
  },
} satisfies Story;

/** The drop-down opens on hover too. */
export const DropDownOnHover = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "主导航" });
    await userEvent.hover(within(nav).getByRole("link", { name: "关于我们" }));
    await waitFor(() =>
      expect(within(nav).getByRole("link", { name: "董事长致辞" })).toBeVisible(),
    );
  },
} satisfies Story;

/** D8: side-bar QR codes show on keyboard focus as on hover. */
export const SideBarQrOnFocus = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("complementary", { name: "快捷服务" });
    await expect(within(bar).getByRole("link", { name: /咨询热线/ })).toHaveAttribute(
      "href",
      "tel:4008186688",
    );
    within(bar).getByRole("button", { name: "公众号" }).focus();
    const wechat = await within(bar).findByRole("img", { name: "天诚控股集团微信公众号二维码" });
    await expect(wechat).toBeVisible();
    await userEvent.tab();
    const douyin = await within(bar).findByRole("img", { name: "天诚控股集团抖音号二维码" });
    await expect(douyin).toBeVisible();
    await expect(wechat).not.toBeVisible();
  },
} satisfies Story;

/**
 * The side bar's complaint button opens the page's complaint dialog; its close button shuts it,
 * focus back on the button.
 */
export const ComplaintFromSideBar = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("complementary", { name: "快捷服务" });
    const button = within(bar).getByRole("button", { name: "投诉建议" });
    await userEvent.click(button);
    const dialog = await openedDialog("投诉建议");
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "关闭" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(button).toHaveFocus();
  },
} satisfies Story;

/** Back-to-top appears after scrolling about 400px and takes the visitor up. */
export const BackToTop = {
  play: async ({ canvas }) => {
    window.scrollTo({ top: 0 });
    await expect(canvas.queryByRole("button", { name: "返回顶部" })).toBeNull();
    window.scrollTo({ top: 600 });
    const button = await canvas.findByRole("button", { name: "返回顶部" });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(canvas.queryByRole("button", { name: "返回顶部" })).toBeNull());
  },
} satisfies Story;

/** D10 on a phone: the brand and a menu button; the side bar is a bar along the bottom. */
export const Phone = {
  globals: atViewport("phone"),
  play: async ({ canvas }) => {
    const header = canvas.getByRole("banner");
    await expect(within(header).getByRole("button", { name: "菜单" })).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "主导航" })).toBeNull();
    const bar = canvas.getByRole("complementary", { name: "快捷服务" });
    await expect(within(bar).getByText("投诉建议")).toBeVisible();
    await expect(within(bar).getByText("公众号")).toBeVisible();
  },
} satisfies Story;

/**
 * D10: the menu button opens the whole tree in a panel; its close button closes it. (Escape is
 * the browser's own on the native dialog, for a real key press only: the e2e tests press it.)
 */
export const PhoneMenuOpen = {
  globals: atViewport("phone"),
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "菜单" });
    await userEvent.click(button);
    const panel = await canvas.findByRole("dialog", { name: "菜单" });
    // The panel fades in.
    await waitFor(() => expect(panel).toBeVisible());
    await waitFor(() =>
      expect(within(panel).getByRole("button", { name: "关闭菜单" })).toHaveFocus(),
    );
    const nav = within(panel).getByRole("navigation", { name: "主导航" });
    await expect(within(nav).getByRole("link", { name: "关于我们" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.click(within(nav).getByRole("button", { name: "事业群 子菜单" }));
    await expect(within(nav).getByRole("link", { name: "会计事业群" })).toHaveAttribute(
      "href",
      "/kuaiji?key=2",
    );
    await userEvent.click(within(panel).getByRole("button", { name: "关闭菜单" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(button).toHaveFocus();
  },
} satisfies Story;

/** The English frame on a phone: short labels in the bottom bar. */
export const PhoneEnglish = {
  globals: { ...english, ...atViewport("phone") },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Menu" })).toBeVisible();
    const bar = canvas.getByRole("complementary", { name: "Quick links" });
    await expect(within(bar).getByText("Suggestions")).toBeVisible();
    await expect(
      within(bar).getByRole("button", { name: "Complaints and suggestions" }),
    ).toBeVisible();
  },
} satisfies Story;

/** D10 on a tablet: the menu is a drawer beside a strip of the page. */
export const TabletMenuOpen = {
  globals: atViewport("tablet"),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "语言" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "菜单" }));
    const panel = await canvas.findByRole("dialog", { name: "菜单" });
    // The panel fades in.
    await waitFor(() => expect(panel).toBeVisible());
    await expect(within(panel).getByRole("link", { name: "董事长致辞" })).toBeVisible();
  },
} satisfies Story;

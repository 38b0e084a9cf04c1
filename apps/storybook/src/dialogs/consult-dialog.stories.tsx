import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { after } from "../support/dialog-handlers";
import { consultCopy, privacyHref } from "../data/shell";
import { english, storyLang } from "../support/lang";
import { openedDialog } from "../support/opened-dialog";
import { atViewport } from "../support/viewports";
import { ConsultDialog, ConsultTrigger } from "@site/ui/dialogs";

const meta = {
  title: "Dialogs/ConsultDialog",
  component: ConsultDialog,
  args: {
    lang: "zh",
    copy: consultCopy.zh,
    privacyHref: privacyHref.zh,
    onSubmit: fn(() => after(600, true)),
    action: "/kuaiji",
  },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <div style={{ padding: 48 }}>
        <ConsultTrigger label={consultCopy[lang].trigger} />
        <ConsultDialog
          {...args}
          lang={lang}
          copy={consultCopy[lang]}
          privacyHref={privacyHref[lang]}
        />
      </div>
    );
  },
} satisfies Meta<typeof ConsultDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The trigger; the dialog opens on click and closes with its close button, focus back on the
 * trigger. (Escape is the browser's own on a native dialog, for a real key press only: the e2e
 * tests press it.)
 */
export const Closed = {
  play: async ({ canvas, globals }) => {
    const copy = consultCopy[storyLang(globals)];
    await userEvent.click(canvas.getByRole("button", { name: copy.trigger }));
    const dialog = await openedDialog(copy.title);
    await expect(within(dialog).getByLabelText(new RegExp(copy.fields.name.label))).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: copy.close }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: copy.trigger })).toHaveFocus();
  },
} satisfies Story;

export const Open = { args: { defaultOpen: true } } satisfies Story;

export const OpenEnglish = { args: { defaultOpen: true }, globals: english } satisfies Story;

/** spec 5: an invalid submit sends nothing and shows the messages next to the fields. */
export const InvalidSubmit = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await openedDialog("在线咨询");
    await userEvent.type(within(dialog).getByLabelText(/联系电话/), "10012345678");
    await userEvent.type(within(dialog).getByLabelText(/咨询内容/), "您好");
    await userEvent.click(within(dialog).getByRole("button", { name: "提交" }));
    await expect(await within(dialog).findByText("请输入您的姓名")).toBeVisible();
    await expect(within(dialog).getByText("请输入正确的手机号码")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
} satisfies Story;

/** spec 4: the dialog closes at once, the success status follows the response. */
export const SubmitSuccess = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await openedDialog("在线咨询");
    await userEvent.type(within(dialog).getByLabelText(/您的姓名/), "李明");
    await userEvent.type(within(dialog).getByLabelText(/联系电话/), "13912345678");
    await userEvent.click(within(dialog).getByRole("button", { name: "提交" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "李明",
      tel: "13912345678",
      content: "",
    });
    await expect(screen.getByRole("status")).toHaveTextContent("");
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("提交成功，请耐心等待"),
    );
  },
} satisfies Story;

/** D4: a failed submission keeps the input, and says so. */
export const SubmitFailure = {
  args: { defaultOpen: true, onSubmit: fn(() => after(300, false)) },
  play: async ({ canvas }) => {
    const dialog = await openedDialog("在线咨询");
    await userEvent.type(within(dialog).getByLabelText(/您的姓名/), "李明");
    await userEvent.type(within(dialog).getByLabelText(/联系电话/), "13912345678");
    await userEvent.click(within(dialog).getByRole("button", { name: "提交" }));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("提交失败，请稍后重试"),
    );
    await userEvent.click(canvas.getByRole("button", { name: "立即咨询" }));
    const reopened = await openedDialog("在线咨询");
    await expect(within(reopened).getByLabelText(/您的姓名/)).toHaveValue("李明");
    await expect(within(reopened).getByText("提交失败，请稍后重试")).toBeInTheDocument();
  },
} satisfies Story;

/** D10: below 600px the dialog is the whole screen, its controls 44px, its fields 16px. */
export const OpenPhone = {
  args: { defaultOpen: true },
  globals: atViewport("phone"),
  play: async ({ globals }) => {
    const copy = consultCopy[storyLang(globals)];
    const dialog = await openedDialog(copy.title);
    await expect(window.innerWidth).toBe(390);
    const box = dialog.getBoundingClientRect();
    await expect([box.left, box.top, box.width, box.height]).toEqual([
      0,
      0,
      window.innerWidth,
      window.innerHeight,
    ]);
    for (const name of [copy.close, copy.submit]) {
      const button = within(dialog).getByRole("button", { name }).getBoundingClientRect();
      await expect(button.width).toBeGreaterThanOrEqual(44);
      await expect(button.height).toBeGreaterThanOrEqual(44);
    }
    for (const field of dialog.querySelectorAll("input:not([type=hidden]), textarea")) {
      await expect(parseFloat(getComputedStyle(field).fontSize)).toBeGreaterThanOrEqual(16);
    }
  },
} satisfies Story;

export const OpenPhoneEnglish = {
  args: { defaultOpen: true },
  globals: { ...atViewport("phone"), ...english },
} satisfies Story;

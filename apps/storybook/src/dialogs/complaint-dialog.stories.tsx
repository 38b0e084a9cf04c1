import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { complaintCopy, privacyHref } from "../data/shell";
import { after, fakeUpload, pngFile, renamedGif } from "../support/dialog-handlers";
import { english, storyLang } from "../support/lang";
import { openedDialog } from "../support/opened-dialog";
import { atViewport } from "../support/viewports";
import { ComplaintDialog, ComplaintTrigger } from "@site/ui/dialogs";

const meta = {
  title: "Dialogs/ComplaintDialog",
  component: ComplaintDialog,
  args: {
    lang: "zh",
    copy: complaintCopy.zh,
    privacyHref: privacyHref.zh,
    onUpload: fn(fakeUpload()),
    onSubmit: fn(() => after(500, true)),
  },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    const copy = complaintCopy[lang];
    return (
      <div style={{ padding: 48 }}>
        <ComplaintTrigger className="ui-cta ui-consult-trigger">{copy.title}</ComplaintTrigger>
        <ComplaintDialog {...args} lang={lang} copy={copy} privacyHref={privacyHref[lang]} />
      </div>
    );
  },
} satisfies Meta<typeof ComplaintDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the page's complaint dialog by its button, as a visitor does; resolves to the dialog. */
async function open(globals: Record<string, unknown> = {}): Promise<HTMLElement> {
  const { title } = complaintCopy[storyLang(globals)];
  await userEvent.click(screen.getByRole("button", { name: title }));
  return openedDialog(title);
}

const dialog = () => open();

/**
 * The button; the dialog opens on click with its first field focused and closes with its close
 * button, focus back on the button. (Escape is the browser's own on a native dialog, for a real
 * key press only: the e2e tests press it.)
 */
export const Closed = {
  play: async ({ canvas, globals }) => {
    const copy = complaintCopy[storyLang(globals)];
    const form = await open(globals);
    await expect(
      within(form).getByLabelText(new RegExp(copy.fields.customerName.label)),
    ).toHaveFocus();
    await userEvent.click(within(form).getByRole("button", { name: copy.close }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: copy.title })).toHaveFocus();
  },
} satisfies Story;

/** Open, as a visitor sees it after a tap on its button. */
export const Open = {
  play: async ({ globals }) => {
    await open(globals);
  },
} satisfies Story;

export const OpenEnglish = { ...Open, globals: english } satisfies Story;

/** spec 4: category 3 and resolution 4 reveal their free-text boxes. */
export const DetailBoxes = {
  play: async () => {
    const form = await dialog();
    await expect(form.querySelector('[name="customerTypecontent"]')).toBeNull();
    const others = within(form).getAllByRole("radio", { name: "其他（请注明）" });
    await userEvent.click(others[0]!);
    await userEvent.click(others[1]!);
    await expect(within(form).getByLabelText(/其他类别说明/)).toHaveAttribute(
      "name",
      "customerTypecontent",
    );
    await expect(within(form).getByLabelText(/其他解决方式说明/)).toHaveAttribute(
      "name",
      "customerSolvecontent",
    );
  },
} satisfies Story;

export const InvalidSubmit = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(within(form).getByRole("button", { name: "提交" }));
    await expect(await within(form).findByText("请输入您的姓名")).toBeVisible();
    await expect(within(form).getByText("请输入您的公司名称")).toBeVisible();
    await expect(within(form).getByText("请输入与您对接的顾问的姓名")).toBeVisible();
    await expect(within(form).getByText("请描述您所遇到的问题/建议")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
} satisfies Story;

/** D4/D5: thumbnails, progress, a refused GIF, a failed upload, remove, order of names. */
export const Uploads = {
  play: async ({ args }) => {
    const form = await dialog();
    const input = within(form).getByLabelText("相关图片");
    const files = await Promise.all([
      pngFile("营业执照.png", "#a4161a"),
      pngFile("合同首页.png", "#1d4ed8"),
      pngFile("fail-收据.png", "#1a7f37"),
    ]);
    await userEvent.upload(input, [...files, renamedGif()], { applyAccept: false });
    await expect(await within(form).findByText("仅支持 JPG/PNG 格式")).toBeVisible();
    await expect(within(form).getAllByRole("progressbar").length).toBeGreaterThan(0);
    await expect(within(form).getByRole("button", { name: "提交" })).toBeDisabled();
    await waitFor(() => expect(within(form).queryAllByRole("progressbar")).toHaveLength(0));
    await expect(within(form).getByText("上传失败")).toBeVisible();
    await userEvent.click(within(form).getByRole("button", { name: "移除图片 fail-收据.png" }));
    await expect(within(form).getAllByRole("img")).toHaveLength(2);

    await userEvent.type(within(form).getByLabelText(/您的姓名/), "王芳");
    await userEvent.type(within(form).getByLabelText(/联系电话/), "13800138000");
    await userEvent.type(within(form).getByLabelText(/公司名称/), "北京某某科技有限公司");
    await userEvent.type(within(form).getByLabelText(/对接顾问/), "张顾问");
    await userEvent.type(within(form).getByLabelText(/问题描述/), "材料寄出后两周仍未收到回执。");
    await userEvent.click(within(form).getByRole("button", { name: "提交" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        customerImgs: [
          "/profile/upload/2026/11/25/营业执照.png",
          "/profile/upload/2026/11/25/合同首页.png",
        ],
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(screen.getByRole("status")).toHaveTextContent("提交成功，请耐心等待");
  },
} satisfies Story;

/** Every state of an image at once: uploading (stays at 60%), done, failed, refused. */
export const UploadStates = {
  args: {
    onUpload: fn((file: File, { onProgress }: { onProgress: (percent: number) => void }) => {
      if (file.name.startsWith("uploading")) {
        onProgress(60);
        return new Promise<{ fileName: string } | null>(() => {});
      }
      return after(100, file.name.startsWith("failed") ? null : { fileName: file.name });
    }),
  },
  play: async () => {
    const form = await dialog();
    const files = await Promise.all([
      pngFile("done-营业执照.png", "#a4161a"),
      pngFile("uploading-合同.png", "#1d4ed8"),
      pngFile("failed-收据.png", "#1a7f37"),
    ]);
    await userEvent.upload(
      within(form).getByLabelText("相关图片"),
      [...files, renamedGif("截图.png")],
      {
        applyAccept: false,
      },
    );
    await expect(
      await within(form).findByRole("progressbar", { name: "上传进度 uploading-合同.png" }),
    ).toHaveAttribute("aria-valuenow", "60");
    await expect(await within(form).findByText("上传失败")).toBeVisible();
    await expect(within(form).getByText("仅支持 JPG/PNG 格式")).toBeVisible();
    await expect(within(form).getByRole("button", { name: "提交" })).toBeDisabled();
  },
} satisfies Story;

/** Six images: the sixth is refused (D5). */
export const SixImages = {
  args: { onUpload: fn(fakeUpload({ durationMs: 200 })) },
  play: async ({ args }) => {
    const form = await dialog();
    const colors = ["#a4161a", "#1d4ed8", "#1a7f37", "#b45309", "#6d28d9", "#0f766e"];
    const files = await Promise.all(colors.map((color, i) => pngFile(`图片${i + 1}.png`, color)));
    await userEvent.upload(within(form).getByLabelText("相关图片"), files);
    await expect(await within(form).findByText("最多上传5张图片")).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledTimes(5);
    await waitFor(() => expect(within(form).queryAllByRole("progressbar")).toHaveLength(0));
  },
} satisfies Story;

/** D4: a failed submission keeps the dialog open with the input and a status line. */
export const SubmitFailure = {
  args: { onSubmit: fn(() => after(300, false)) },
  play: async () => {
    const form = await dialog();
    await userEvent.type(within(form).getByLabelText(/您的姓名/), "王芳");
    await userEvent.type(within(form).getByLabelText(/联系电话/), "13800138000");
    await userEvent.type(within(form).getByLabelText(/公司名称/), "北京某某科技有限公司");
    await userEvent.type(within(form).getByLabelText(/对接顾问/), "张顾问");
    await userEvent.type(within(form).getByLabelText(/问题描述/), "发票开具有误。");
    await userEvent.click(within(form).getByRole("button", { name: "提交" }));
    await expect(await within(form).findByText("提交失败，请稍后重试")).toBeVisible();
    await expect(within(form).getByLabelText(/您的姓名/)).toHaveValue("王芳");
    await userEvent.click(within(form).getByRole("button", { name: "关闭" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const reopened = await dialog();
    await expect(within(reopened).getByLabelText(/公司名称/)).toHaveValue("北京某某科技有限公司");
    await expect(within(reopened).getByText("提交失败，请稍后重试")).toBeVisible();
  },
} satisfies Story;

/**
 * D10: below 600px the dialog is the whole screen; the form scrolls under the title and the
 * submit button stays at the bottom of the screen, also with every message shown.
 */
export const OpenPhone = {
  globals: atViewport("phone"),
  play: async ({ globals, args }) => {
    const copy = complaintCopy[storyLang(globals)];
    const form = await open(globals);
    await expect(window.innerWidth).toBe(390);
    const box = form.getBoundingClientRect();
    await expect([box.left, box.top, box.width, box.height]).toEqual([
      0,
      0,
      window.innerWidth,
      window.innerHeight,
    ]);
    const submit = within(form).getByRole("button", { name: copy.submit });
    await userEvent.click(submit);
    await waitFor(() => expect(document.activeElement?.getAttribute("name")).toBe("customerName"));
    const button = submit.getBoundingClientRect();
    await expect(button.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(button.top).toBeGreaterThan(window.innerHeight / 2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
} satisfies Story;

export const OpenPhoneEnglish = {
  ...Open,
  globals: { ...atViewport("phone"), ...english },
} satisfies Story;

/** D10: on a phone each thumbnail's remove button and the choose square are 44px targets. */
export const UploadsPhone = {
  globals: atViewport("phone"),
  args: { onUpload: fn(fakeUpload({ durationMs: 100 })) },
  play: async () => {
    const form = await dialog();
    const files = await Promise.all([
      pngFile("营业执照.png", "#a4161a"),
      pngFile("合同首页.png", "#1d4ed8"),
    ]);
    await userEvent.upload(within(form).getByLabelText("相关图片"), files);
    // Thumbnails appear once each file has been read, so wait for both before the uploads end.
    await waitFor(() => {
      expect(within(form).getAllByRole("button", { name: /移除图片/ })).toHaveLength(2);
      expect(within(form).queryAllByRole("progressbar")).toHaveLength(0);
    });
    const targets = [
      ...within(form).getAllByRole("button", { name: /移除图片/ }),
      within(form).getByText("添加图片").closest("label")!,
    ];
    await expect(targets).toHaveLength(3);
    for (const target of targets) {
      const box = target.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
} satisfies Story;

import { COMPLAINT_DIALOG_ID } from "@site/forms/form-post";
import type { Lang } from "@site/forms/lang";
import { UPLOAD_MAX_BYTES } from "@site/forms/upload";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { complaintCopy, privacyHref } from "../test/dialog-sample";
import {
  ComplaintDialog,
  NEEDS_SCRIPT_ATTRIBUTE,
  type ComplaintDialogProps,
} from "./complaint-dialog";
import { ComplaintTrigger } from "./complaint-trigger";
import type { UploadOptions } from "./use-image-uploads";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0];

function image(name: string, bytes = PNG, size?: number): File {
  const file = new File([new Uint8Array(bytes)], name, { type: "image/png" });
  // A 10 MB body is fine in memory, but faking the size keeps the test instant.
  if (size !== undefined) Object.defineProperty(file, "size", { value: size });
  return file;
}

interface PendingUpload {
  file: File;
  options: UploadOptions;
  resolve: (value: { fileName: string } | null) => void;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function setup(props: Partial<ComplaintDialogProps> = {}) {
  const lang = props.lang ?? "zh";
  const uploads: PendingUpload[] = [];
  const onUpload = vi.fn(
    (file: File, options: UploadOptions) =>
      new Promise<{ fileName: string } | null>((resolve) =>
        uploads.push({ file, options, resolve }),
      ),
  );
  const onSubmit = vi.fn<ComplaintDialogProps["onSubmit"]>(async () => true);
  const user = userEvent.setup({ applyAccept: false, delay: null });
  render(
    <MemoryRouter>
      <ComplaintTrigger>{complaintCopy[lang].title}</ComplaintTrigger>
      <ComplaintDialog
        lang={lang}
        copy={complaintCopy[lang]}
        privacyHref={privacyHref[lang]}
        onUpload={onUpload}
        onSubmit={onSubmit}
        {...props}
      />
    </MemoryRouter>,
  );
  return {
    user,
    uploads,
    onUpload,
    onSubmit: props.onSubmit ? vi.mocked(props.onSubmit) : onSubmit,
  };
}

type User = ReturnType<typeof userEvent.setup>;

async function open(user: User, title = "投诉建议") {
  await user.click(screen.getByRole("button", { name: title }));
  return screen.getByRole("dialog", { name: title });
}

const fileInput = (dialog: HTMLElement, lang: Lang = "zh") =>
  within(dialog).getByLabelText(complaintCopy[lang].upload.label) as HTMLInputElement;

const valueOf = (dialog: HTMLElement, label: RegExp) =>
  (within(dialog).getByLabelText(label) as HTMLInputElement).value;

async function fillValid(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/您的姓名/), "王芳");
  await user.type(within(dialog).getByLabelText(/联系电话/), "13800138000");
  await user.type(within(dialog).getByLabelText(/公司名称/), "北京某某科技有限公司");
  await user.type(within(dialog).getByLabelText(/对接顾问/), "张顾问");
  await user.type(within(dialog).getByLabelText(/问题描述/), "资料迟迟没有寄回。");
}

async function finishAll(uploads: PendingUpload[]) {
  await act(async () => {
    uploads.forEach((upload) => upload.resolve({ fileName: `/profile/${upload.file.name}` }));
  });
}

beforeAll(async () => {
  // The rules load when the dialog opens; here they come from the test runner's cache, as from
  // the browser's once fetched (complaint-dialog.hydration.test.tsx holds them back).
  await import("@site/forms/complaint");
});

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:thumb-${++n}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ComplaintDialog", () => {
  it("is in the page from the server, closed, a form only the page's script sends (issue 24)", () => {
    const html = renderToString(
      <MemoryRouter>
        <ComplaintTrigger>投诉建议</ComplaintTrigger>
        <ComplaintDialog
          lang="zh"
          copy={complaintCopy.zh}
          privacyHref={privacyHref.zh}
          onUpload={async () => null}
          onSubmit={async () => true}
        />
      </MemoryRouter>,
    );
    const page = new DOMParser().parseFromString(html, "text/html");
    const trigger = page.querySelector("button")!;
    const dialog = page.querySelector("dialog")!;
    expect(dialog.id).toBe(COMPLAINT_DIALOG_ID);
    expect(dialog.hasAttribute("open")).toBe(false);
    expect(trigger.getAttribute("commandfor")).toBe(COMPLAINT_DIALOG_ID);
    expect(trigger.getAttribute("command")).toBe("show-modal");
    const form = dialog.querySelector("form")!;
    // The start script holds a submit made before the page runs (@site/pages/document-start).
    expect(form.hasAttribute(NEEDS_SCRIPT_ATTRIBUTE)).toBe(true);
    expect(form.hasAttribute("method")).toBe(false);
    expect(form.hasAttribute("action")).toBe(false);
    expect(
      form.querySelector('input[name="customerType"][value="1"]')?.hasAttribute("checked"),
    ).toBe(true);
    expect(form.querySelector("button[type=submit]")?.textContent).toBe("提交");
    expect(form.textContent).toContain("隐私政策");
    // The field the browser focuses when it opens the dialog, before any script.
    expect(form.querySelector('[name="customerName"]')?.hasAttribute("autofocus")).toBe(true);
  });

  it("has every field of spec 5.2 with the D8 names, defaults 1 and 1", async () => {
    const { user } = setup();
    const dialog = await open(user);
    expect(dialog.tagName).toBe("DIALOG");
    for (const name of [
      "customerName",
      "customerPhone",
      "customerCompany",
      "customerGwname",
      "remark",
    ]) {
      expect(dialog.querySelector(`[name="${name}"]`), name).not.toBeNull();
    }
    const types = within(dialog)
      .getAllByRole("radio")
      .filter((r) => r.getAttribute("name") === "customerType");
    const solves = within(dialog)
      .getAllByRole("radio")
      .filter((r) => r.getAttribute("name") === "customerSolve");
    expect(types.map((r) => r.getAttribute("value"))).toEqual(["1", "2", "3"]);
    expect(solves.map((r) => r.getAttribute("value"))).toEqual(["1", "2", "3", "4"]);
    expect(within(dialog).getByRole("radio", { name: "业务办理问题" })).toHaveProperty(
      "checked",
      true,
    );
    expect(within(dialog).getByRole("radio", { name: "退款" })).toHaveProperty("checked", true);
    const input = fileInput(dialog);
    expect(input.type).toBe("file");
    expect(input.name).toBe("customerImgs");
    expect(input.multiple).toBe(true);
    expect(input.accept).toMatch(/jpg/);
    expect(input.accept).toMatch(/png/);
    within(dialog).getByRole("group", { name: /投诉类别/ });
    within(dialog).getByRole("button", { name: "关闭" });
    within(dialog).getByRole("button", { name: "提交" });
    within(dialog).getByText(complaintCopy.zh.description!);
    expect(within(dialog).getByRole("link", { name: "隐私政策" }).getAttribute("href")).toBe(
      "/yinsi",
    );
    within(dialog).getByText("0/500");
    // Rendered by the browser too, the first field is the one its opening focuses.
    expect(
      within(dialog)
        .getByLabelText(/您的姓名/)
        .hasAttribute("autofocus"),
    ).toBe(true);
    await expectNoAxeViolations(document.body);
  });

  it("shows the detail boxes for category 3 and resolution 4 only", async () => {
    const { user } = setup();
    const dialog = await open(user);
    expect(dialog.querySelector('[name="customerTypecontent"]')).toBeNull();
    expect(dialog.querySelector('[name="customerSolvecontent"]')).toBeNull();
    await user.click(within(dialog).getAllByRole("radio", { name: "其他（请注明）" })[0]!);
    expect(dialog.querySelector('textarea[name="customerTypecontent"]')).not.toBeNull();
    await user.click(within(dialog).getAllByRole("radio", { name: "其他（请注明）" })[1]!);
    expect(dialog.querySelector('textarea[name="customerSolvecontent"]')).not.toBeNull();
    within(dialog).getByLabelText(/其他类别说明/);
    await user.click(within(dialog).getByRole("radio", { name: "服务态度问题" }));
    expect(dialog.querySelector('[name="customerTypecontent"]')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it("keeps a detail's text when its option is chosen again, and drops its message when it goes", async () => {
    const { user } = setup();
    const dialog = await open(user);
    await user.click(within(dialog).getAllByRole("radio", { name: "其他（请注明）" })[0]!);
    await user.click(within(dialog).getByLabelText(/其他类别说明/));
    await user.paste("类".repeat(51));
    await user.tab();
    await within(dialog).findByText("最多输入50字");
    within(dialog).getByText("51/50");
    await user.click(within(dialog).getByRole("radio", { name: "服务态度问题" }));
    await user.click(within(dialog).getAllByRole("radio", { name: "其他（请注明）" })[0]!);
    expect(valueOf(dialog, /其他类别说明/)).toBe("类".repeat(51));
    within(dialog).getByText("51/50");
    expect(within(dialog).queryByText("最多输入50字")).toBeNull();
  });

  it("an invalid submit sends nothing, shows every spec message and focuses the first field", async () => {
    const { user, onSubmit } = setup();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    for (const message of [
      "请输入您的姓名",
      "请输入您的电话",
      "请输入您的公司名称",
      "请输入与您对接的顾问的姓名",
      "请描述您所遇到的问题/建议",
    ]) {
      await within(dialog).findByText(message);
    }
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBe(dialog);
    const name = within(dialog).getByLabelText(/您的姓名/);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it("validates on blur: wrong mobile number, then the message goes when fixed", async () => {
    const { user } = setup();
    const dialog = await open(user);
    const phone = within(dialog).getByLabelText(/联系电话/);
    await user.type(phone, "12345678901");
    await user.tab();
    await within(dialog).findByText("请输入正确的手机号码");
    // Only the field left is checked: the others, still empty, show nothing yet.
    expect(within(dialog).queryByText("请输入您的公司名称")).toBeNull();
    await user.clear(phone);
    await user.type(phone, "13912345678");
    await waitFor(() => expect(within(dialog).queryByText("请输入正确的手机号码")).toBeNull());
  });

  it("counts the description's characters live, and refuses 501 but accepts 500", async () => {
    const { user, onSubmit } = setup();
    const dialog = await open(user);
    await fillValid(user, dialog);
    const remark = within(dialog).getByLabelText(/问题描述/);
    within(dialog).getByText("9/500");
    await user.clear(remark);
    await user.paste("问".repeat(501));
    within(dialog).getByText("501/500");
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await within(dialog).findByText("最多输入500字");
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(remark, "{Backspace}");
    within(dialog).getByText("500/500");
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it("limits the details: 51 characters refused for category 3, 301 for resolution 4", async () => {
    const { user, onSubmit } = setup();
    const dialog = await open(user);
    await fillValid(user, dialog);
    await user.click(within(dialog).getAllByRole("radio", { name: "其他（请注明）" })[0]!);
    await user.click(within(dialog).getAllByRole("radio", { name: "其他（请注明）" })[1]!);
    await user.click(within(dialog).getByLabelText(/其他类别说明/));
    await user.paste("类".repeat(51));
    await user.click(within(dialog).getByLabelText(/其他解决方式说明/));
    await user.paste("解".repeat(301));
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await within(dialog).findByText("最多输入50字");
    within(dialog).getByText("最多输入300字");
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/其他类别说明/), "{Backspace}");
    await user.type(within(dialog).getByLabelText(/其他解决方式说明/), "{Backspace}");
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      customerType: 3,
      customerTypecontent: "类".repeat(50),
      customerSolve: 4,
      customerSolvecontent: "解".repeat(300),
    });
  });

  it("accepts 5 images and refuses the 6th", async () => {
    const { user, onUpload } = setup();
    const dialog = await open(user);
    await user.upload(
      fileInput(dialog),
      [1, 2, 3, 4, 5].map((n) => image(`p${n}.png`)),
    );
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(5));
    expect(within(dialog).queryByText("最多上传5张图片")).toBeNull();
    await user.upload(fileInput(dialog), image("p6.png"));
    await within(dialog).findByText("最多上传5张图片");
    expect(onUpload).toHaveBeenCalledTimes(5);
    expect(within(dialog).getAllByRole("img")).toHaveLength(5);
  });

  it("of 6 chosen at once, uploads 5 and refuses the last", async () => {
    const { user, onUpload } = setup();
    const dialog = await open(user);
    await user.upload(
      fileInput(dialog),
      [1, 2, 3, 4, 5, 6].map((n) => image(`p${n}.png`)),
    );
    await within(dialog).findByText("最多上传5张图片");
    expect(onUpload).toHaveBeenCalledTimes(5);
    within(dialog).getByText("p6.png");
  });

  it("refuses a GIF renamed .png and a non-image name, by bytes and by name (D4)", async () => {
    const { user, onUpload } = setup();
    const dialog = await open(user);
    await user.upload(fileInput(dialog), image("animation.png", GIF));
    await within(dialog).findByText("仅支持 JPG/PNG 格式");
    await user.upload(fileInput(dialog), image("scan.pdf", PNG));
    await within(dialog).findByText("scan.pdf");
    within(dialog).getByText("仅支持 JPG/PNG 格式");
    expect(onUpload).not.toHaveBeenCalled();
    await user.upload(fileInput(dialog), image("photo.JPEG", JPEG));
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
  });

  it("refuses 10 MB + 1 byte and accepts exactly 10 MB", async () => {
    const { user, onUpload } = setup();
    const dialog = await open(user);
    await user.upload(fileInput(dialog), image("big.png", PNG, UPLOAD_MAX_BYTES + 1));
    await within(dialog).findByText("单张图片不能超过10MB");
    expect(onUpload).not.toHaveBeenCalled();
    await user.upload(fileInput(dialog), image("limit.png", PNG, UPLOAD_MAX_BYTES));
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    expect(within(dialog).queryByText("单张图片不能超过10MB")).toBeNull();
  });

  it("shows per-file progress, disables submit while uploading, and removes an image", async () => {
    const { user, uploads, onSubmit } = setup();
    const dialog = await open(user);
    await fillValid(user, dialog);
    await user.upload(fileInput(dialog), [image("a.png"), image("b.png")]);
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(within(dialog).getByRole("img", { name: "a.png" }).getAttribute("src")).toBe(
      "blob:thumb-1",
    );
    act(() => uploads[0]!.options.onProgress(40));
    const bar = within(dialog).getByRole("progressbar", { name: "上传进度 a.png" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(
      within(dialog)
        .getByRole("progressbar", { name: "上传进度 b.png" })
        .getAttribute("aria-valuenow"),
    ).toBe("0");
    expect(within(dialog).getByRole("button", { name: "提交" })).toHaveProperty("disabled", true);
    await finishAll(uploads);
    expect(within(dialog).queryByRole("progressbar")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "提交" })).toHaveProperty("disabled", false);

    await user.click(within(dialog).getByRole("button", { name: "移除图片 a.png" }));
    expect(within(dialog).queryByRole("img", { name: "a.png" })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:thumb-1");
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].customerImgs).toEqual(["/profile/b.png"]);
  });

  it("sends customerImgs in the order chosen, whatever order the uploads finish in", async () => {
    const { user, uploads, onSubmit } = setup();
    const dialog = await open(user);
    await fillValid(user, dialog);
    await user.upload(fileInput(dialog), [image("1.png"), image("2.png")]);
    await user.upload(fileInput(dialog), image("3.jpg", JPEG));
    await waitFor(() => expect(uploads).toHaveLength(3));
    await act(async () => {
      uploads[2]!.resolve({ fileName: "c.jpg" });
      uploads[0]!.resolve({ fileName: "a.png" });
      uploads[1]!.resolve({ fileName: "b.png" });
    });
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      customerName: "王芳",
      customerPhone: "13800138000",
      customerCompany: "北京某某科技有限公司",
      customerGwname: "张顾问",
      customerType: 1,
      customerTypecontent: "",
      remark: "资料迟迟没有寄回。",
      customerImgs: ["a.png", "b.png", "c.jpg"],
      customerSolve: 1,
      customerSolvecontent: "",
    });
  });

  it("marks a failed upload, leaves it out, and lets the visitor remove it", async () => {
    const { user, uploads } = setup();
    const dialog = await open(user);
    await user.upload(fileInput(dialog), image("a.png"));
    await waitFor(() => expect(uploads).toHaveLength(1));
    await act(async () => uploads[0]!.resolve(null));
    within(dialog).getByText("上传失败");
    expect(within(dialog).getByRole("button", { name: "提交" })).toHaveProperty("disabled", false);
    await user.click(within(dialog).getByRole("button", { name: "移除图片 a.png" }));
    expect(within(dialog).queryByText("上传失败")).toBeNull();
  });

  it("stays open while sending, busy and its button disabled; a second tap sends nothing more", async () => {
    const response = deferred<boolean>();
    const { user, onSubmit } = setup({ onSubmit: vi.fn(() => response.promise) });
    const dialog = await open(user);
    await fillValid(user, dialog);
    const submit = within(dialog).getByRole("button", { name: "提交" });
    await user.dblClick(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("dialog")).toBe(dialog);
    expect(dialog.querySelector("form")!.getAttribute("aria-busy")).toBe("true");
    expect(submit).toHaveProperty("disabled", true);
    await act(async () => response.resolve(true));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("closes on success with the status message, focus back on its button, and opens empty again", async () => {
    const { user, uploads, onSubmit } = setup();
    const dialog = await open(user);
    await fillValid(user, dialog);
    await user.click(within(dialog).getAllByRole("radio", { name: "其他（请注明）" })[0]!);
    await user.type(within(dialog).getByLabelText(/其他类别说明/), "发票");
    await user.upload(fileInput(dialog), image("a.png"));
    await finishAll(uploads);
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status").textContent).toBe("提交成功，请耐心等待");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "投诉建议" }));
    const reopened = await open(user);
    expect(valueOf(reopened, /您的姓名/)).toBe("");
    expect(valueOf(reopened, /问题描述/)).toBe("");
    within(reopened).getByText("0/500");
    expect(within(reopened).getByRole("radio", { name: "业务办理问题" })).toHaveProperty(
      "checked",
      true,
    );
    expect(reopened.querySelector('[name="customerTypecontent"]')).toBeNull();
    expect(within(reopened).queryByRole("img")).toBeNull();
  });

  it("stays open and keeps the input after a failed submission (D4), also across closing", async () => {
    const { user, uploads } = setup({ onSubmit: vi.fn(async () => false) });
    const dialog = await open(user);
    await fillValid(user, dialog);
    await user.upload(fileInput(dialog), image("a.png"));
    await finishAll(uploads);
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await within(dialog).findByText("提交失败，请稍后重试");
    expect(valueOf(dialog, /您的姓名/)).toBe("王芳");
    await user.click(within(dialog).getByRole("button", { name: "关闭" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    const reopened = await open(user);
    expect(valueOf(reopened, /公司名称/)).toBe("北京某某科技有限公司");
    within(reopened).getByText("9/500");
    within(reopened).getByRole("img", { name: "a.png" });
  });

  it("treats a rejected submission as a failure", async () => {
    const { user } = setup({ onSubmit: vi.fn(async () => Promise.reject(new Error("offline"))) });
    const dialog = await open(user);
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await within(dialog).findByText("提交失败，请稍后重试");
    expect(screen.getByRole("dialog")).toBe(dialog);
  });

  it("shows a failed submission's line with the button, in the block that sticks on small screens (D10)", async () => {
    const { user } = setup({ onSubmit: vi.fn(async () => false) });
    const dialog = await open(user);
    await fillValid(user, dialog);
    const submit = within(dialog).getByRole("button", { name: "提交" });
    await user.click(submit);
    const failure = await within(dialog).findByText("提交失败，请稍后重试");
    const bar = submit.closest(".ui-form__submit-bar");
    expect(bar).not.toBeNull();
    expect(bar!.contains(failure)).toBe(true);
    expect(bar!.contains(within(dialog).getByRole("link", { name: "隐私政策" }))).toBe(false);
  });

  it("tells a phone's keyboard and autofill what each field holds (D10)", async () => {
    const { user } = setup();
    const dialog = await open(user);
    const attributes = (label: RegExp) => {
      const field = within(dialog).getByLabelText(label);
      return [field.getAttribute("autocomplete"), field.getAttribute("inputmode")];
    };
    expect(attributes(/您的姓名/)).toEqual(["name", null]);
    expect(attributes(/联系电话/)).toEqual(["tel", "numeric"]);
    expect(attributes(/公司名称/)).toEqual(["organization", null]);
    // The advisor is someone else: no autofill of the visitor's own name.
    expect(attributes(/对接顾问/)).toEqual(["off", null]);
  });

  it("puts the file input inside its choose area, so the whole square is its target (D10)", async () => {
    const { user } = setup();
    const dialog = await open(user);
    const choose = within(dialog).getByText(complaintCopy.zh.upload.choose).closest("label");
    expect(choose).not.toBeNull();
    expect(choose!.contains(fileInput(dialog))).toBe(true);
  });

  it("closing clears the form, its images and its messages", async () => {
    const { user, uploads } = setup();
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText(/您的姓名/), "王芳");
    await user.type(within(dialog).getByLabelText(/问题描述/), "资料");
    await user.click(within(dialog).getAllByRole("radio", { name: "其他（请注明）" })[0]!);
    await user.upload(fileInput(dialog), [image("a.png"), image("x.gif", GIF)]);
    await finishAll(uploads);
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await within(dialog).findByText("请输入您的电话");
    await user.click(within(dialog).getByRole("button", { name: "关闭" }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:thumb-1");
    const reopened = await open(user);
    expect(valueOf(reopened, /您的姓名/)).toBe("");
    within(reopened).getByText("0/500");
    expect(within(reopened).queryByText("请输入您的电话")).toBeNull();
    expect(within(reopened).queryByText("仅支持 JPG/PNG 格式")).toBeNull();
    expect(within(reopened).queryByRole("img")).toBeNull();
    expect(within(reopened).getByRole("radio", { name: "业务办理问题" })).toHaveProperty(
      "checked",
      true,
    );
    expect(reopened.querySelector('[name="customerTypecontent"]')).toBeNull();
  });

  it("closes on Escape and on the privacy link, clearing the form", async () => {
    const { user } = setup();
    let dialog = await open(user);
    await user.type(within(dialog).getByLabelText(/您的姓名/), "王芳");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    dialog = await open(user);
    expect(valueOf(dialog, /您的姓名/)).toBe("");
    await user.click(within(dialog).getByRole("link", { name: "隐私政策" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("speaks English with lang en", async () => {
    const { user } = setup({ lang: "en" });
    const dialog = await open(user, "Complaints and suggestions");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await within(dialog).findByText("Please enter your company name");
    within(dialog).getByRole("radio", { name: "Business handling issues" });
    within(dialog).getByRole("button", { name: "Close" });
    expect(within(dialog).getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/yinsiE",
    );
    await user.upload(fileInput(dialog, "en"), image("a.gif", GIF));
    await within(dialog).findByText("Only JPG and PNG images");
  });
});

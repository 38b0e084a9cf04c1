import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { consultCopy, privacyHref } from "../test/dialog-sample";
import { renderToString } from "react-dom/server";
import { ConsultDialog, ConsultTrigger, type ConsultDialogProps } from "./consult-dialog";

function setup(props: Partial<ConsultDialogProps> = {}) {
  const lang = props.lang ?? "zh";
  const onSubmit = vi.fn<ConsultDialogProps["onSubmit"]>(async () => true);
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <ConsultTrigger label={consultCopy[lang].trigger} />
      <ConsultDialog
        lang={lang}
        copy={consultCopy[lang]}
        privacyHref={privacyHref[lang]}
        onSubmit={onSubmit}
        action="/kuaiji"
        {...props}
      />
    </MemoryRouter>,
  );
  return { user, onSubmit: props.onSubmit ? vi.mocked(props.onSubmit) : onSubmit };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

async function open(user: ReturnType<typeof userEvent.setup>, name = "立即咨询") {
  await user.click(screen.getByRole("button", { name }));
  return screen.getByRole("dialog", {
    name: name === "立即咨询" ? "在线咨询" : "Online consultation",
  });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/您的姓名/), "李明");
  await user.type(within(dialog).getByLabelText(/联系电话/), "13912345678");
  await user.type(within(dialog).getByLabelText(/咨询内容/), "想了解代理记账");
}

describe("ConsultDialog", () => {
  it("opens from the trigger as a named dialog with labelled fields (D8)", async () => {
    const { user } = setup();
    const dialog = await open(user);
    expect(
      within(dialog)
        .getByLabelText(/您的姓名/)
        .getAttribute("name"),
    ).toBe("name");
    expect(
      within(dialog)
        .getByLabelText(/联系电话/)
        .getAttribute("name"),
    ).toBe("tel");
    expect(
      within(dialog)
        .getByLabelText(/咨询内容/)
        .getAttribute("name"),
    ).toBe("content");
    within(dialog).getByRole("button", { name: "关闭" });
    within(dialog).getByRole("button", { name: "提交" });
    within(dialog).getByText("我们将在30分钟内与您联系");
    const privacy = within(dialog).getByRole("link", { name: "隐私政策" });
    expect(privacy.getAttribute("href")).toBe("/yinsi");
    within(dialog).getByText("0/300");
    await expectNoAxeViolations(document.body);
  });

  it("tells a phone's keyboard and autofill what each field holds (D10)", async () => {
    const { user } = setup();
    const dialog = await open(user);
    const name = within(dialog).getByLabelText(/您的姓名/);
    const tel = within(dialog).getByLabelText(/联系电话/);
    expect(name.getAttribute("autocomplete")).toBe("name");
    expect(tel.getAttribute("type")).toBe("tel");
    // Digits only: the rule takes an 11-digit mainland mobile number, no + or spaces.
    expect(tel.getAttribute("inputmode")).toBe("numeric");
    expect(tel.getAttribute("autocomplete")).toBe("tel");
  });

  it("keeps the submit button in the block that sticks to the bottom on small screens (D10)", async () => {
    const { user } = setup();
    const dialog = await open(user);
    const submit = within(dialog).getByRole("button", { name: "提交" });
    const bar = submit.closest(".ui-form__submit-bar");
    expect(bar).not.toBeNull();
    // The privacy line follows the bar and scrolls with the form.
    const privacy = within(dialog).getByRole("link", { name: "隐私政策" });
    expect(bar!.contains(privacy)).toBe(false);
    expect(bar!.compareDocumentPosition(privacy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("an invalid submit sends nothing and shows the spec messages", async () => {
    const { user, onSubmit } = setup();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await within(dialog).findByText("请输入您的姓名");
    within(dialog).getByText("请输入您的电话");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBe(dialog);
    expect(
      within(dialog)
        .getByLabelText(/您的姓名/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
  });

  it("validates on blur: wrong mobile number, then the message goes when fixed", async () => {
    const { user } = setup();
    const dialog = await open(user);
    const tel = within(dialog).getByLabelText(/联系电话/);
    await user.type(tel, "12345678901");
    await user.tab();
    await within(dialog).findByText("请输入正确的手机号码");
    await user.clear(tel);
    await user.type(tel, "13912345678");
    await user.tab();
    await waitFor(() => expect(within(dialog).queryByText("请输入正确的手机号码")).toBeNull());
  });

  it("counts characters live and refuses 301 but accepts 300", async () => {
    const { user, onSubmit } = setup();
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText(/您的姓名/), "李明");
    await user.type(within(dialog).getByLabelText(/联系电话/), "13912345678");
    const content = within(dialog).getByLabelText(/咨询内容/);
    await user.click(content);
    await user.paste("字".repeat(301));
    await user.tab();
    within(dialog).getByText("301/300");
    await within(dialog).findByText("最多输入300字");
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(content, "{Backspace}");
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it("closes at once on a valid submit, before the response, then shows the success status", async () => {
    const response = deferred<boolean>();
    const onSubmit = vi.fn(() => response.promise);
    const { user } = setup({ onSubmit });
    const dialog = await open(user);
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onSubmit).toHaveBeenCalledWith({
      name: "李明",
      tel: "13912345678",
      content: "想了解代理记账",
    });
    expect(screen.getByRole("status").textContent).toBe("");
    response.resolve(true);
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("提交成功，请耐心等待"),
    );
    const reopened = await open(user);
    expect((within(reopened).getByLabelText(/您的姓名/) as HTMLInputElement).value).toBe("");
  });

  it("keeps the input after a failed submission and says so (D4)", async () => {
    const { user } = setup({ onSubmit: vi.fn(async () => false) });
    const dialog = await open(user);
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("提交失败，请稍后重试"),
    );
    const reopened = await open(user);
    expect((within(reopened).getByLabelText(/您的姓名/) as HTMLInputElement).value).toBe("李明");
    expect((within(reopened).getByLabelText(/联系电话/) as HTMLInputElement).value).toBe(
      "13912345678",
    );
    within(reopened).getByText("提交失败，请稍后重试");
  });

  it("treats a rejected submission as a failure", async () => {
    const { user } = setup({ onSubmit: vi.fn(async () => Promise.reject(new Error("offline"))) });
    const dialog = await open(user);
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("提交失败，请稍后重试"),
    );
  });

  it("closing with the close button drops the validation messages", async () => {
    const { user } = setup();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await within(dialog).findByText("请输入您的姓名");
    await user.click(within(dialog).getByRole("button", { name: "关闭" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    const reopened = await open(user);
    expect(within(reopened).queryByText("请输入您的姓名")).toBeNull();
  });

  it("speaks English with lang en", async () => {
    const { user, onSubmit } = setup({ lang: "en" });
    const dialog = await open(user, "Consult now");
    within(dialog).getByText("We will contact you within 30 minutes");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await within(dialog).findByText("Please enter your name");
    within(dialog).getByText("Please enter your phone number");
    expect(within(dialog).getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/yinsiE",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("is in the page from the server, a form that posts to the page without script (issue 24)", () => {
    const html = renderToString(
      <MemoryRouter>
        <ConsultTrigger label="立即咨询" />
        <ConsultDialog
          lang="zh"
          copy={consultCopy.zh}
          privacyHref={privacyHref.zh}
          onSubmit={async () => true}
          action="/kuaiji?key=2"
        />
      </MemoryRouter>,
    );
    const page = new DOMParser().parseFromString(html, "text/html");
    const trigger = page.querySelector("button.ui-consult-trigger")!;
    const dialog = page.querySelector("dialog")!;
    expect(trigger.getAttribute("commandfor")).toBe(dialog.id);
    expect(trigger.getAttribute("command")).toBe("show-modal");
    expect(dialog.hasAttribute("open")).toBe(false);
    const form = dialog.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/kuaiji?key=2");
    const named = [...form.querySelectorAll("[name]")].map((field) => field.getAttribute("name"));
    expect(named).toEqual(["form", "idempotencyKey", "name", "tel", "content"]);
    // D14: the page everyone shares carries no key.
    expect(form.querySelector<HTMLInputElement>("[name=idempotencyKey]")?.value).toBe("");
    expect(form.querySelector("button[type=submit]")?.textContent).toBe("提交");
    expect(form.textContent).toContain("隐私政策");
  });

  it("comes back open from a post without script, with the messages and what was typed", async () => {
    setup({
      returned: {
        state: "invalid",
        values: { name: "李明", tel: "123", content: "您好" },
        errors: { tel: "请输入正确的手机号码" },
        key: "k-returned",
      },
    });
    const dialog = screen.getByRole("dialog", { name: "在线咨询" });
    expect((within(dialog).getByLabelText(/您的姓名/) as HTMLInputElement).value).toBe("李明");
    expect((within(dialog).getByLabelText(/联系电话/) as HTMLInputElement).value).toBe("123");
    within(dialog).getByText("请输入正确的手机号码");
    within(dialog).getByText("2/300");
    await expectNoAxeViolations(document.body);
  });

  it("comes back open with D4's failure line when the server could not take it", () => {
    setup({
      returned: {
        state: "failed",
        values: { name: "李明", tel: "13912345678", content: "" },
        key: "k-returned",
      },
    });
    const dialog = screen.getByRole("dialog", { name: "在线咨询" });
    // D14: the next attempt (and the browser's resends of it) carry the page's own key, in a
    // field no one sees, hears or reaches with Tab.
    const key = dialog.querySelector<HTMLInputElement>("[name=idempotencyKey]")!;
    expect(key.type).toBe("hidden");
    expect(key.value).toBe("k-returned");
    expect(key.labels).toBeNull(); // a hidden input is no labelable element
    within(dialog).getByText("提交失败，请稍后重试");
    expect((within(dialog).getByLabelText(/联系电话/) as HTMLInputElement).value).toBe(
      "13912345678",
    );
  });

  it("shows the success status after a post without script was sent", () => {
    setup({ returned: "sent" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("提交成功，请耐心等待");
  });
});

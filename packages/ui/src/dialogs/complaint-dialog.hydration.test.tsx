import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { complaintCopy, privacyHref } from "../test/dialog-sample";
import type * as ComplaintDialogModule from "./complaint-dialog";
import { ComplaintTrigger } from "./complaint-trigger";

// Issue 24 for the complaint dialog: it is in the server's page and opens before the page's
// script runs; what is typed meanwhile is kept. Its rules (zod) are not part of the page: they
// load when the dialog opens or a field is focused, and what happens before they are there
// waits for them. Each test gets the rules module afresh, held back until it lets it through.
let ComplaintDialog: typeof ComplaintDialogModule.ComplaintDialog;
let rulesRequested = 0;
let letRulesThrough: () => void;
let root: Root | null = null;

beforeEach(async () => {
  vi.resetModules();
  rulesRequested = 0;
  const arrived = new Promise<void>((resolve) => (letRulesThrough = resolve));
  vi.doMock("@site/forms/complaint", async (importOriginal) => {
    rulesRequested += 1;
    await arrived;
    return importOriginal();
  });
  ({ ComplaintDialog } = await import("./complaint-dialog"));
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  vi.doUnmock("@site/forms/complaint");
  vi.restoreAllMocks();
});

function page(onSubmit = vi.fn(async () => true)): { tree: ReactNode; onSubmit: typeof onSubmit } {
  const tree = (
    <MemoryRouter>
      <ComplaintTrigger>投诉建议</ComplaintTrigger>
      <ComplaintDialog
        lang="zh"
        copy={complaintCopy.zh}
        privacyHref={privacyHref.zh}
        onUpload={async () => null}
        onSubmit={onSubmit}
      />
    </MemoryRouter>
  );
  return { tree, onSubmit };
}

// A moment in which something must NOT happen (a read of the rules, a message, a send): the
// wait is the behaviour under test, there being no event for a thing that does not happen.
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe("ComplaintDialog before and while the page's script runs", () => {
  it("opens before hydration and keeps what was typed and chosen; once hydrated it sends that", async () => {
    const errors = vi.spyOn(console, "error");
    const { tree, onSubmit } = page();
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const user = userEvent.setup({ delay: null });

    // The browser's own dialog and fields: no script of the page has run.
    await user.click(screen.getByRole("button", { name: "投诉建议" }));
    const dialog = screen.getByRole("dialog", { name: "投诉建议" });
    await user.type(within(dialog).getByLabelText(/您的姓名/), "王芳");
    await user.click(within(dialog).getAllByRole("radio", { name: "其他（请注明）" })[0]!);
    await user.type(within(dialog).getByLabelText(/问题描述/), "资料没有寄回");
    expect(rulesRequested).toBe(0);

    await act(async () => {
      root = hydrateRoot(container, tree);
    });
    expect(errors).not.toHaveBeenCalled();
    expect((within(dialog).getByLabelText(/您的姓名/) as HTMLInputElement).value).toBe("王芳");
    within(dialog).getByRole("radio", { name: "其他（请注明）", checked: true });
    // The counter and the category's detail box follow what the form holds.
    within(dialog).getByText("6/500");
    within(dialog).getByLabelText(/其他类别说明/);
    // The dialog was open: its rules are on their way.
    expect(rulesRequested).toBe(1);

    letRulesThrough();
    await user.type(within(dialog).getByLabelText(/联系电话/), "13800138000");
    await user.type(within(dialog).getByLabelText(/公司名称/), "北京某某科技有限公司");
    await user.type(within(dialog).getByLabelText(/对接顾问/), "张顾问");
    await user.type(within(dialog).getByLabelText(/其他类别说明/), "发票");
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        customerName: "王芳",
        customerType: 3,
        customerTypecontent: "发票",
        remark: "资料没有寄回",
      }),
    );
  });

  it("loads the rules when the dialog opens, not with the page; a blur before they arrive is checked when they do", async () => {
    const { tree } = page();
    render(tree);
    const user = userEvent.setup({ delay: null });
    await tick();
    expect(rulesRequested).toBe(0);

    await user.click(screen.getByRole("button", { name: "投诉建议" }));
    const dialog = screen.getByRole("dialog", { name: "投诉建议" });
    expect(rulesRequested).toBe(1);
    await user.type(within(dialog).getByLabelText(/联系电话/), "12345678901");
    await user.tab();
    await tick();
    expect(within(dialog).queryByText("请输入正确的手机号码")).toBeNull();

    letRulesThrough();
    await within(dialog).findByText("请输入正确的手机号码");
    expect(rulesRequested).toBe(1);
  });

  it("checks a submit made before the rules arrive when they do, and sends it once", async () => {
    const { tree, onSubmit } = page();
    render(tree);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "投诉建议" }));
    const dialog = screen.getByRole("dialog", { name: "投诉建议" });
    await user.type(within(dialog).getByLabelText(/您的姓名/), "王芳");
    await user.type(within(dialog).getByLabelText(/联系电话/), "13800138000");
    await user.type(within(dialog).getByLabelText(/公司名称/), "北京某某科技有限公司");
    await user.type(within(dialog).getByLabelText(/对接顾问/), "张顾问");
    await user.type(within(dialog).getByLabelText(/问题描述/), "资料没有寄回");
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await tick();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBe(dialog);

    letRulesThrough();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status").textContent).toBe("提交成功，请耐心等待");
  });

  it("says a submit failed when the rules cannot load, and asks for them again at the next", async () => {
    let loads = 0;
    let offline = true;
    vi.doMock("@site/forms/complaint", async (importOriginal) => {
      loads += 1;
      if (offline) throw new Error("offline");
      return importOriginal();
    });
    const { tree, onSubmit } = page();
    render(tree);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "投诉建议" }));
    const dialog = screen.getByRole("dialog", { name: "投诉建议" });
    await tick();
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await within(dialog).findByText("提交失败，请稍后重试");
    expect(onSubmit).not.toHaveBeenCalled();
    const failedLoads = loads;
    offline = false;
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await within(dialog).findByText("请输入您的姓名");
    expect(loads).toBe(failedLoads + 1);
  });
});

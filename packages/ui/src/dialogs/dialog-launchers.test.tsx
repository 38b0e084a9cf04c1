import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { consultCopy, privacyHref } from "../test/dialog-sample";
import { ConsultDialogLauncher } from "./dialog-launchers";

function launcher(onSubmit = vi.fn(async () => true)) {
  return (
    <ConsultDialogLauncher
      lang="zh"
      copy={consultCopy.zh}
      privacyHref={privacyHref.zh}
      onSubmit={onSubmit}
    />
  );
}

describe("ConsultDialogLauncher", () => {
  it("renders its trigger alone, on the server too: no dialog code runs before it is wanted", () => {
    const html = renderToString(launcher());
    expect(html).toBe(
      `<button type="button" class="ui-consult-trigger" aria-haspopup="dialog" aria-expanded="false">${consultCopy.zh.trigger}</button>`,
    );
  });

  it("opens the dialog on the first click, then closes it and gives the focus back", async () => {
    const user = userEvent.setup();
    const { container } = render(launcher());
    const trigger = screen.getByRole("button", { name: consultCopy.zh.trigger });
    await user.click(trigger);
    const dialog = await screen.findByRole(
      "dialog",
      { name: consultCopy.zh.title },
      { timeout: 8000 },
    );
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    await expectNoAxeViolations(dialog);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await expectNoAxeViolations(container);
  });

  it("an invalid submit shows the messages and sends nothing (spec 4)", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(launcher(onSubmit));
    await user.click(screen.getByRole("button", { name: consultCopy.zh.trigger }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 8000 });
    await user.click(within(dialog).getByRole("button", { name: consultCopy.zh.submit }));
    expect(await within(dialog).findByText("请输入您的姓名")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

import type { Page } from "@playwright/test";
import { expect, untilDialogAnswers } from "./page-helpers";
import type { TestCase } from "./test-case";

// Issue 14: a click on submit always submits. The dialog opens with its first field focused;
// pressing the button blurs it, and that field's message must not move the button before the
// button is released. An empty submit then shows every message at once, focuses the first
// invalid field, and the messages sit in live regions, so they are announced.

export interface OneClickSubmitCopy {
  /** The page where the test opens the dialog. */
  home: string;
  /** What a visitor clicks to open the dialog. */
  open: (page: Page) => Promise<void>;
  dialog: string;
  submit: string;
  /** The first field's `name`: focused when the dialog opens. */
  firstField: string;
  /** Every required field's message, in form order. */
  required: readonly string[];
  /** The path the dialog posts to; nothing may be posted. */
  postPath: string;
}

export function oneClickSubmitTest(copy: OneClickSubmitCopy): TestCase {
  return [
    `the ${copy.dialog} dialog: one click on ${copy.submit} shows every message; the button never moves`,
    async ({ page, apiCalls }) => {
      await page.goto(copy.home);
      await copy.open(page);
      const dialog = page.getByRole("dialog", { name: copy.dialog });
      await expect(dialog).toBeVisible();
      // The press comes once the dialog's script answers: a blur before then has no handler to
      // show the first field's message.
      await untilDialogAnswers(dialog);
      const first = dialog.locator(`[name="${copy.firstField}"]`);
      await expect(first).toBeFocused();
      const submit = dialog.getByRole("button", { name: copy.submit });
      // The opening animation ends before the button's place is measured (it runs on the
      // open dialog, so it has begun by the time the dialog is visible).
      await dialog.evaluate((element) =>
        Promise.allSettled(element.getAnimations({ subtree: true }).map((a) => a.finished)),
      );
      const before = (await submit.boundingBox())!;
      await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
      await page.mouse.down();
      // The blur has shown the first field's message; the button stays where it was pressed.
      await expect(dialog.getByText(copy.required[0]!, { exact: true })).toBeVisible();
      expect(await submit.boundingBox()).toEqual(before);
      await page.mouse.up();

      for (const message of copy.required) {
        const line = dialog.getByText(message, { exact: true });
        await expect(line).toBeVisible();
        await expect(line).toHaveAttribute("aria-live", "polite");
      }
      expect(await submit.boundingBox()).toEqual(before);
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute("aria-invalid", "true");
      expect(apiCalls.filter((call) => call.path === copy.postPath)).toEqual([]);
    },
  ];
}

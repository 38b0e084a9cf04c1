import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/api-fixtures";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { COMPLAINT_PATH, complaints, fillComplaint, postedComplaint } from "../support/complaint";
import { callsTo } from "../support/page-helpers";
import {
  deviceOf,
  minBodyText,
  minTapTarget,
  smallScreens,
  smallTapTargets,
  type SmallScreen,
} from "../support/small-screens";

// D10, issue 15 item 1: the consult and complaint dialogs on a phone and a tablet, by touch.
// Below 600px a dialog is the whole screen: its title and close button stay at the top, its
// form scrolls and its submit button stays reachable when the on-screen keyboard takes half
// the window; on a tablet it is a card within the window. Fields take 16px text (no zoom on
// focus in iOS) and every control is at least 44 × 44px.

test.describe.configure({ timeout: 60_000 });

const CONSULT_PATH = "/api/pcsystem/TckgConsult";
/** The window's height with an on-screen keyboard open, roughly, on a phone held upright. */
const keyboardHeight = 450;

const editions = [
  {
    name: "zh",
    servicePage: "/kuaiji",
    home: "/",
    consult: {
      button: "立即咨询",
      title: "在线咨询",
      input: { name: "李先生", tel: "13812345678", content: "想了解代理记账的收费标准" },
      required: ["请输入您的姓名", "请输入您的电话"],
    },
    complaint: complaints.zh,
    submit: "提交",
    close: "关闭",
    success: "提交成功，请耐心等待",
  },
  {
    name: "en",
    servicePage: "/kuaijiE",
    home: "/indexE",
    consult: {
      button: "Consult now",
      title: "Online consultation",
      input: { name: "John Smith", tel: "13812345678", content: "What does bookkeeping cost?" },
      required: ["Please enter your name", "Please enter your phone number"],
    },
    complaint: complaints.en,
    submit: "Submit",
    close: "Close",
    success: "Submitted successfully, please wait patiently",
  },
] as const;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
}

/** Taps the first button of this name: the dialog opens with its opening animation finished. */
async function tapOpen(page: Page, button: string, title: string): Promise<Locator> {
  const opener = page.getByRole("button", { name: button, exact: true }).first();
  await opener.scrollIntoViewIfNeeded();
  await opener.tap();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  return dialog;
}

/** What a visitor sees of the dialog's layout, in CSS px. */
function dialogLayout(dialog: Locator) {
  return dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const body = element.querySelector<HTMLElement>(".ui-dialog__body")!;
    const outside: string[] = [];
    for (const child of element.querySelectorAll<HTMLElement>("*")) {
      const rect = child.getBoundingClientRect();
      if (rect.width === 0) continue;
      if (rect.left < box.left - 1 || rect.right > box.right + 1)
        outside.push(`${child.tagName.toLowerCase()}.${child.className}`);
    }
    const fields = [
      ...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        "input, textarea, select",
      ),
    ]
      .filter((field) => field.getBoundingClientRect().width > 1)
      .map((field) => ({
        name: field.getAttribute("name") ?? field.type,
        type: field.type,
        size: parseFloat(getComputedStyle(field).fontSize),
        height: field.getBoundingClientRect().height,
      }));
    const helpText = [
      ...element.querySelectorAll<HTMLElement>(
        ".ui-dialog__description, .ui-form__privacy, .ui-upload__hint",
      ),
    ].map((text) => ({
      text: (text.textContent ?? "").slice(0, 20),
      size: parseFloat(getComputedStyle(text).fontSize),
    }));
    return {
      window: { width: innerWidth, height: innerHeight },
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
      radius: getComputedStyle(element).borderTopLeftRadius,
      sideways: body.scrollWidth - body.clientWidth,
      outside,
      fields,
      helpText,
    };
  });
}

async function expectFitsScreen(dialog: Locator, screen: SmallScreen): Promise<void> {
  const layout = await dialogLayout(dialog);
  const { box, window } = layout;
  if (screen.viewport.width < 600) {
    // The whole screen, square corners.
    expect(window).toEqual(screen.viewport);
    expect(box.x).toBeCloseTo(0, 0);
    expect(box.y).toBeCloseTo(0, 0);
    expect(box.width).toBeCloseTo(window.width, 0);
    expect(box.height).toBeCloseTo(window.height, 0);
    expect(layout.radius).toBe("0px");
  } else {
    // A card within the window, with a margin on every side.
    expect(box.x).toBeGreaterThanOrEqual(16);
    expect(box.x + box.width).toBeLessThanOrEqual(window.width - 16);
    expect(box.y).toBeGreaterThanOrEqual(8);
    expect(box.y + box.height).toBeLessThanOrEqual(window.height - 8);
    expect(box.width).toBeGreaterThan(500);
  }
  expect(layout.sideways, "sideways scroll inside the dialog").toBe(0);
  expect(layout.outside, "elements reaching past the dialog's sides").toEqual([]);
  for (const field of layout.fields) {
    if (field.type === "radio" || field.type === "file") continue;
    expect(field.size, `${field.name}: text size`).toBeGreaterThanOrEqual(16);
    expect(field.height + 0.5, `${field.name}: height`).toBeGreaterThanOrEqual(minTapTarget);
  }
  if (screen.viewport.width < 768) {
    for (const text of layout.helpText) {
      expect(text.size, `"${text.text}": text size`).toBeGreaterThanOrEqual(minBodyText);
    }
  }
  // Radix hides the page behind an open dialog from assistive technology, so this reads the
  // dialog's own controls.
  expect(await smallTapTargets(dialog.page()), "tap targets under 44×44px").toEqual([]);
}

/** The close button sits at the top right, in view, with a 44px target. */
async function expectHeader(dialog: Locator, title: string, close: string): Promise<void> {
  await expect(dialog.getByRole("heading", { name: title })).toBeInViewport({ ratio: 1 });
  const button = dialog.getByRole("button", { name: close });
  await expect(button).toBeInViewport({ ratio: 1 });
  const box = (await button.boundingBox())!;
  expect(box.width + 0.5).toBeGreaterThanOrEqual(minTapTarget);
  expect(box.height + 0.5).toBeGreaterThanOrEqual(minTapTarget);
}

/** Types into a field as a visitor does: a tap on it first. */
async function tapAndType(field: Locator, value: string): Promise<void> {
  await field.tap();
  await expect(field).toBeFocused();
  await field.fill(value);
}

for (const screen of smallScreens) {
  test.describe(`${screen.name} ${screen.viewport.width}×${screen.viewport.height}`, () => {
    test.use(deviceOf(screen));

    for (const edition of editions) {
      const { consult } = edition;
      const { copy: complaint, input } = edition.complaint;

      test(`${edition.name} consult dialog: fits the screen; by tap, an invalid submit sends nothing, a valid one posts`, async ({
        page,
        apiCalls,
        pageErrors,
      }) => {
        await open(page, edition.servicePage);
        const dialog = await tapOpen(page, consult.button, consult.title);
        await expectFitsScreen(dialog, screen);
        await expectHeader(dialog, consult.title, edition.close);
        const phone = dialog.locator('input[name="tel"]');
        await expect(phone).toHaveAttribute("type", "tel");
        await expect(phone).toHaveAttribute("autocomplete", "tel");
        await expect(dialog.locator('input[name="name"]')).toHaveAttribute("autocomplete", "name");
        await expectNoSeriousAxeViolations(page, `${edition.servicePage} with the consult dialog`);

        const submit = dialog.getByRole("button", { name: edition.submit });
        await submit.tap();
        for (const message of consult.required) {
          await expect(dialog.getByText(message, { exact: true })).toBeVisible();
        }
        await expectFitsScreen(dialog, screen);
        expect(callsTo(apiCalls, CONSULT_PATH)).toEqual([]);

        await tapAndType(dialog.locator('[name="name"]'), consult.input.name);
        await tapAndType(phone, consult.input.tel);
        await tapAndType(dialog.locator('[name="content"]'), consult.input.content);
        const posted = page.waitForRequest((request) => request.url().endsWith(CONSULT_PATH));
        await submit.tap();
        expect((await posted).postDataJSON()).toEqual(consult.input);
        await expect(dialog).toBeHidden();

        // The toast: in the window, clear of a bottom bar (64px) and not wider than the window.
        const toast = page.getByRole("status").filter({ hasText: edition.success });
        await expect(toast).toBeVisible();
        await toast.evaluate((element) =>
          Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)),
        );
        const card = (await toast.locator("p").boundingBox())!;
        expect(card.x).toBeGreaterThanOrEqual(0);
        expect(card.x + card.width).toBeLessThanOrEqual(screen.viewport.width);
        expect(card.y + card.height).toBeLessThanOrEqual(screen.viewport.height - 64 - 16 + 1);
        const size = await toast
          .locator("p")
          .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
        expect(size).toBeGreaterThanOrEqual(16);
        expect(callsTo(apiCalls, CONSULT_PATH)).toHaveLength(1);
        expect(pageErrors).toEqual([]);
      });

      test(`${edition.name} complaint dialog: fits the screen; by tap, an invalid submit sends nothing, a valid one posts`, async ({
        page,
        apiCalls,
        pageErrors,
      }) => {
        await open(page, edition.home);
        const dialog = await tapOpen(page, complaint.title, complaint.title);
        await expectFitsScreen(dialog, screen);
        await expectHeader(dialog, complaint.title, edition.close);
        await expect(dialog.locator('input[name="customerCompany"]')).toHaveAttribute(
          "autocomplete",
          "organization",
        );
        await expectNoSeriousAxeViolations(page, `${edition.home} with the complaint dialog`);

        // Every message and both detail boxes shown: still within the screen, by tap.
        // A radio's input covers its pill (opacity 0): it is what a finger hits.
        const other = dialog.locator('input[name="customerType"][value="3"]');
        await other.tap();
        await expect(other).toBeChecked();
        await dialog.locator('input[name="customerSolve"][value="4"]').tap();
        await expect(dialog.locator('[name="customerSolvecontent"]')).toBeVisible();
        const submit = dialog.getByRole("button", { name: edition.submit });
        await submit.tap();
        for (const message of complaint.required) {
          await expect(dialog.getByText(message, { exact: true })).toBeAttached();
        }
        // The first invalid field has the focus, scrolled into view under the header.
        const first = dialog.locator('[name="customerName"]');
        await expect(first).toBeFocused();
        await expect(first).toBeInViewport({ ratio: 1 });
        await expectFitsScreen(dialog, screen);
        expect(callsTo(apiCalls, COMPLAINT_PATH)).toEqual([]);

        await dialog.locator('input[name="customerType"][value="1"]').tap();
        await dialog.locator('input[name="customerSolve"][value="1"]').tap();
        await fillComplaint(dialog, input, tapAndType);
        const posted = postedComplaint(page);
        await submit.tap();
        expect(await posted).toMatchObject({
          ...input,
          customerType: 1,
          customerSolve: 1,
        });
        await expect(dialog).toBeHidden();
        await expect(page.getByRole("status").filter({ hasText: edition.success })).toBeVisible();
        expect(callsTo(apiCalls, COMPLAINT_PATH)).toHaveLength(1);
        expect(pageErrors).toEqual([]);
      });

      test(`${edition.name} with the on-screen keyboard open (${keyboardHeight}px tall): the focused field and the submit button stay reachable`, async ({
        page,
        apiCalls,
      }) => {
        await open(page, edition.home);
        const dialog = await tapOpen(page, complaint.title, complaint.title);
        await page.setViewportSize({ width: screen.viewport.width, height: keyboardHeight });
        // A tablet's card becomes a sheet at this height, and the sheet slides in.
        await dialog.evaluate((element) =>
          Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)),
        );
        await expectHeader(dialog, complaint.title, edition.close);
        const box = (await dialog.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(keyboardHeight + 1);

        // Tapping into a field low in the form scrolls it into view, clear of the submit bar.
        const submit = dialog.getByRole("button", { name: edition.submit });
        const remark = dialog.locator('[name="remark"]');
        await remark.focus();
        await expect(remark).toBeInViewport();
        const field = (await remark.boundingBox())!;
        const bar = (await dialog.locator(".ui-form__submit-bar").boundingBox())!;
        expect(
          field.y + field.height,
          "the field's bottom above the submit bar",
        ).toBeLessThanOrEqual(bar.y + 1);
        // The button is on screen without scrolling, and works.
        await expect(submit).toBeInViewport({ ratio: 1 });
        await submit.tap();
        await expect(
          dialog.getByText(complaint.required[0]!, { exact: true }),
          "a tap on the button submits",
        ).toBeAttached();
        await expect(dialog.locator('[name="customerName"]')).toBeFocused();
        await expect(dialog.locator('[name="customerName"]')).toBeInViewport();

        await fillComplaint(dialog, input, async (field, value) => {
          await field.scrollIntoViewIfNeeded();
          await tapAndType(field, value);
          await expect(submit).toBeInViewport({ ratio: 1 });
        });
        const posted = postedComplaint(page);
        await submit.tap();
        expect(await posted).toMatchObject(input);
        await expect(dialog).toBeHidden();
        expect(callsTo(apiCalls, COMPLAINT_PATH)).toHaveLength(1);

        // The consult dialog too.
        await open(page, edition.servicePage);
        const consultDialog = await tapOpen(page, consult.button, consult.title);
        const consultSubmit = consultDialog.getByRole("button", { name: edition.submit });
        await expect(consultSubmit).toBeInViewport({ ratio: 1 });
        const content = consultDialog.locator('[name="content"]');
        await content.focus();
        await expect(content).toBeInViewport();
        await expect(consultSubmit).toBeInViewport({ ratio: 1 });
        await consultSubmit.tap();
        await expect(consultDialog.getByText(consult.required[0], { exact: true })).toBeVisible();
        expect(callsTo(apiCalls, CONSULT_PATH)).toEqual([]);
      });
    }
  });
}

import { casesEn, casesZh } from "@site/api/fixtures";
import type { Edition } from "./editions";
import { callsTo, expect, openPage } from "./page-helpers";
import type { TestCase } from "./test-case";

// Spec 2.5 and 5.1, D4, D5 and D8: behaviours the service group pages of both editions share.

export interface CaseSwapCopy {
  /** The page's h1. */
  heading: string;
  /** The success cases' region. */
  region: string;
}

/**
 * Spec 2.5 / D8: hovering a case, or focusing it, swaps its short text for the full case;
 * leaving and blurring bring the short text back. On the qualification page (type 1).
 */
export function caseSwapTest(edition: Edition, copy: CaseSwapCopy): TestCase {
  const path = edition.route("/zizhi");
  const cases = edition.language === "1" ? casesEn : casesZh;
  const item = cases.find((row) => String(row.caseType) === "1")!;
  return [
    `${path} a case swaps its short text for the full case on hover and on focus`,
    async ({ page }) => {
      // The page as a visitor gets it (media served) and painted before the pointer moves.
      await openPage(page, path, copy.heading);
      const card = page
        .getByRole("region", { name: copy.region })
        .getByRole("article", { name: item.caseTitle, exact: true });
      const full = card.getByText(item.caseContent.trim(), { exact: true });
      // caseTitle2's first line, e.g. the client.
      const summary = card.getByText(/<p>(.*?)<\/p>/.exec(item.caseTitle2)![1]!, { exact: true });
      await expect(card).toHaveAttribute("data-state", "summary");
      await expect(summary).toBeVisible();
      await expect(full).toBeHidden();

      await card.hover();
      await expect(card).toHaveAttribute("data-state", "full");
      await expect(full).toBeVisible();
      await expect(summary).toBeHidden();
      await page.mouse.move(0, 0);
      await expect(card).toHaveAttribute("data-state", "summary");
      await expect(summary).toBeVisible();
      await expect(full).toBeHidden();

      await card.focus();
      await expect(card).toHaveAttribute("data-state", "full");
      await expect(full).toBeVisible();
      await expect(summary).toBeHidden();
      // Focus leaves the card for the page's main content.
      await page.getByRole("heading", { level: 1 }).click();
      await expect(card).toHaveAttribute("data-state", "summary");
    },
  ];
}

export interface ConsultCopy {
  /** The page's h1. */
  heading: string;
  button: string;
  dialog: string;
  submit: string;
  privacy: RegExp;
  labels: { name: string; tel: string; content: string };
  /** Spec 5.1: name and phone required, a mobile number, at most 300 characters. */
  messages: { name: string; tel: string; telPattern: string; contentMax: string };
  success: string;
  /** What a visitor sends. */
  input: { name: string; tel: string; content: string };
}

const CONSULT_PATH = "/api/pcsystem/TckgConsult";

/** On the loan page: an invalid form sends nothing, a valid one posts `{name, tel, content}`. */
export function consultDialogTest(edition: Edition, copy: ConsultCopy): TestCase {
  const path = edition.route("/qidai");
  return [
    `${path} consult dialog: the edition's messages, an invalid submit sends nothing, a valid one posts`,
    async ({ page, apiCalls }) => {
      await openPage(page, path, copy.heading);
      await page.getByRole("button", { name: copy.button }).first().click();
      const dialog = page.getByRole("dialog", { name: copy.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("link", { name: copy.privacy })).toHaveAttribute(
        "href",
        edition.route("/yinsi"),
      );

      const submit = dialog.getByRole("button", { name: copy.submit });
      await submit.click();
      await expect(dialog.getByText(copy.messages.name, { exact: true })).toBeVisible();
      await expect(dialog.getByText(copy.messages.tel, { exact: true })).toBeVisible();
      await dialog.getByLabel(copy.labels.tel).fill("12345678901");
      await dialog.getByLabel(copy.labels.content).fill("x".repeat(301));
      await submit.click();
      await expect(dialog.getByText(copy.messages.telPattern, { exact: true })).toBeVisible();
      await expect(dialog.getByText(copy.messages.contentMax, { exact: true })).toBeVisible();
      await expect(dialog).toBeVisible();
      expect(callsTo(apiCalls, CONSULT_PATH)).toEqual([]);

      await dialog.getByLabel(copy.labels.name).fill(copy.input.name);
      await dialog.getByLabel(copy.labels.tel).fill(copy.input.tel);
      await dialog.getByLabel(copy.labels.content).fill(copy.input.content);
      const posted = page.waitForRequest((request) => request.url().endsWith(CONSULT_PATH));
      await submit.click();
      expect((await posted).postDataJSON()).toEqual(copy.input);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("status").filter({ hasText: copy.success })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(callsTo(apiCalls, CONSULT_PATH)).toHaveLength(1);
    },
  ];
}

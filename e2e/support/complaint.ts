import type { Locator, Page } from "@playwright/test";
import { expect } from "./page-helpers";
import { oneClickSubmitTest } from "./one-click-submit";
import type { TestCase } from "./test-case";

// Spec 4 and 5.2, D4, D5 and D8: the side bar's complaint dialog of either edition.

export const COMPLAINT_PATH = "/api/pcsystem/Tckgcustomer";

export interface ComplaintCopy {
  /** The edition's home page, where the tests open the dialog. */
  home: string;
  /** The side bar's name. */
  sideBar: string;
  /** The side-bar button's and the dialog's name. */
  title: string;
  submit: string;
  close: string;
  /** Spec 5: name, phone, company, adviser and question left empty, in this order. */
  required: readonly string[];
  badPhone: string;
  /** D5: over 50 characters of category detail, over 300 of resolution detail. */
  detailLimits: readonly [string, string];
  success: string;
}

/** What a visitor types in the five text fields (a type, so toMatchObject takes it). */
export type ComplaintInput = {
  customerName: string;
  customerPhone: string;
  customerCompany: string;
  customerGwname: string;
  remark: string;
};

/** An edition's complaint dialog, and what a visitor types in it. */
export interface Complaint {
  copy: ComplaintCopy;
  input: ComplaintInput;
}

/** Both editions' complaint dialog as a visitor sees it (their src/copy, @site/forms messages). */
export const complaints: { zh: Complaint; en: Complaint } = {
  zh: {
    copy: {
      home: "/",
      sideBar: "快捷服务",
      title: "投诉建议",
      submit: "提交",
      close: "关闭",
      required: [
        "请输入您的姓名",
        "请输入您的电话",
        "请输入您的公司名称",
        "请输入与您对接的顾问的姓名",
        "请描述您所遇到的问题/建议",
      ],
      badPhone: "请输入正确的手机号码",
      detailLimits: ["最多输入50字", "最多输入300字"],
      success: "提交成功，请耐心等待",
    },
    input: {
      customerName: "王小明",
      customerPhone: "13812345678",
      customerCompany: "北京示例科技有限公司",
      customerGwname: "李顾问",
      remark: "记账凭证迟迟没有寄回。",
    },
  },
  en: {
    copy: {
      home: "/indexE",
      sideBar: "Quick links",
      title: "Complaints and suggestions",
      submit: "Submit",
      close: "Close",
      required: [
        "Please enter your name",
        "Please enter your phone number",
        "Please enter your company name",
        "Please enter the name of the advisor you are dealing with",
        "Please enter your question/suggestion (no more than 500 words)",
      ],
      badPhone: "Please enter the correct mobile number",
      detailLimits: ["No more than 50 characters", "No more than 300 characters"],
      success: "Submitted successfully, please wait patiently",
    },
    input: {
      customerName: "John Smith",
      customerPhone: "13812345678",
      customerCompany: "Example Trading Ltd",
      customerGwname: "Ms. Li",
      remark: "The vouchers have not been returned.",
    },
  },
};

export async function openComplaint(page: Page, copy: ComplaintCopy): Promise<Locator> {
  await page
    .getByRole("complementary", { name: copy.sideBar })
    .getByRole("button", { name: copy.title })
    .click();
  const dialog = page.getByRole("dialog", { name: copy.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Types `input` into the five text fields, by default with fill(), else as `type` does. */
export async function fillComplaint(
  dialog: Locator,
  input: ComplaintInput,
  type: (field: Locator, value: string) => Promise<void> = (field, value) => field.fill(value),
): Promise<void> {
  for (const [name, value] of Object.entries(input)) {
    await type(dialog.locator(`[name="${name}"]`), value);
  }
}

/** The body of the next complaint the page posts: call it before the submit. */
export async function postedComplaint(page: Page): Promise<unknown> {
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith(COMPLAINT_PATH),
  );
  return (await posted).postDataJSON();
}

/** Submits the dialog and returns the body it posted. */
export async function submitComplaint(
  page: Page,
  dialog: Locator,
  copy: ComplaintCopy,
): Promise<unknown> {
  const posted = postedComplaint(page);
  await dialog.getByRole("button", { name: copy.submit }).click();
  return posted;
}

export function complaintEmptySubmitTest(copy: ComplaintCopy): TestCase {
  return [
    "the complaint dialog: an empty submit shows the messages and sends nothing",
    async ({ page, apiCalls }) => {
      const complaintCalls = () => apiCalls.filter((call) => call.path === COMPLAINT_PATH);
      await page.goto(copy.home);
      const dialog = await openComplaint(page, copy);
      // Defaults: category 1 and resolution 1 (spec 4).
      await expect(dialog.locator('input[name="customerType"][value="1"]')).toBeChecked();
      await expect(dialog.locator('input[name="customerSolve"][value="1"]')).toBeChecked();

      const submit = dialog.getByRole("button", { name: copy.submit });
      await submit.click();
      for (const message of copy.required) {
        await expect(dialog.getByText(message, { exact: true })).toBeVisible();
      }
      // A phone that is not a mobile number.
      await dialog.locator('input[name="customerPhone"]').fill("12345678901");
      await submit.click();
      await expect(dialog.getByText(copy.badPhone, { exact: true })).toBeVisible();

      // D5: the detail limits are messages, not silent maxlength.
      await dialog.locator('input[name="customerType"][value="3"]').check();
      await dialog.locator('[name="customerTypecontent"]').fill("x".repeat(51));
      await dialog.locator('input[name="customerSolve"][value="4"]').check();
      await dialog.locator('[name="customerSolvecontent"]').fill("y".repeat(301));
      await submit.click();
      for (const message of copy.detailLimits) {
        await expect(dialog.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(dialog).toBeVisible();
      expect(complaintCalls()).toEqual([]);

      // Closing clears the form and its messages.
      await dialog.getByRole("button", { name: copy.close }).click();
      await expect(dialog).toBeHidden();
      await openComplaint(page, copy);
      await expect(dialog.locator('input[name="customerPhone"]')).toHaveValue("");
      await expect(dialog.getByText(copy.required[0]!, { exact: true })).toHaveCount(0);
      expect(complaintCalls()).toEqual([]);
    },
  ];
}

export function complaintValidSubmitTest(copy: ComplaintCopy, input: ComplaintInput): TestCase {
  return [
    "the complaint dialog: a valid submit posts the flat body once and shows success",
    async ({ page, apiCalls }) => {
      await page.goto(copy.home);
      const dialog = await openComplaint(page, copy);
      await fillComplaint(dialog, input);
      expect(await submitComplaint(page, dialog, copy)).toEqual({
        customerName: input.customerName,
        customerPhone: input.customerPhone,
        customerCompany: input.customerCompany,
        customerGwname: input.customerGwname,
        customerType: 1,
        customerTypecontent: "",
        customerTypeContent: "",
        remark: input.remark,
        customerImgs: "",
        customerSolve: 1,
        customerSolvecontent: "",
        customerSolveContent: "",
      });
      await expect(page.getByRole("status").filter({ hasText: copy.success })).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(apiCalls.filter((call) => call.path === COMPLAINT_PATH)).toHaveLength(1);
    },
  ];
}

/** Issue 14: one click on submit of the complaint dialog shows every message, moving nothing. */
export function complaintOneClickTest(copy: ComplaintCopy): TestCase {
  return oneClickSubmitTest({
    home: copy.home,
    open: async (page) => {
      await openComplaint(page, copy);
    },
    dialog: copy.title,
    submit: copy.submit,
    firstField: "customerName",
    required: copy.required,
    postPath: COMPLAINT_PATH,
  });
}

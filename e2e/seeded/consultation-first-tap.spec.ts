import { expect, test } from "../support/api-fixtures";
import { hydrate, openBeforeHydration } from "../support/held-scripts";

// Issue 24, items 2-4, against the real server and its seeded database: the consult button
// works the moment it is painted, before the page's script has run, and with no script at all.
test.use({ apiFixtures: false });

const editions = [
  {
    paths: ["/", "/kuaiji"],
    button: "立即咨询",
    dialog: "在线咨询",
    submit: "提交",
    name: /您的姓名/,
    tel: /联系电话/,
    sent: "提交成功，请耐心等待",
    messages: ["请输入您的姓名", "请输入正确的手机号码"],
  },
  {
    paths: ["/indexE", "/kuaijiE"],
    button: "Consult now",
    dialog: "Online consultation",
    submit: "Submit",
    name: /Your name/,
    tel: /Mobile number/,
    sent: "Submitted successfully, please wait patiently",
    messages: ["Please enter your name", "Please enter the correct mobile number"],
  },
];

for (const edition of editions) {
  for (const path of edition.paths) {
    test(`${path}: one tap on ${edition.button} before the page's script has run opens the dialog, which then sends`, async ({
      page,
    }) => {
      const release = await openBeforeHydration(page, path);
      await page.getByRole("button", { name: edition.button }).first().click();
      const dialog = page.getByRole("dialog", { name: edition.dialog });
      await expect(dialog).toBeVisible({ timeout: 1000 });
      await expect(dialog.getByLabel(edition.name)).toBeFocused();
      // The browser's own dialog: Escape closes it, focus goes back, a tap opens it again.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: edition.button }).first()).toBeFocused();
      await page.getByRole("button", { name: edition.button }).first().click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
      // What is typed before the script runs is kept, and checked once it runs.
      await dialog.getByLabel(edition.name).fill("李明");
      await hydrate(page, release);
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(edition.tel).fill("13912345678");
      const posted = page.waitForRequest((request) =>
        request.url().includes("/api/pcsystem/TckgConsult"),
      );
      await dialog.getByRole("button", { name: edition.submit }).click();
      const request = await posted;
      expect(request.postDataJSON()).toMatchObject({ name: "李明", tel: "13912345678" });
      // D14: with script, the submit attempt sends its own key in the header.
      expect(await request.headerValue("idempotency-key")).toMatch(/^[0-9a-f]{32}$/);
      await expect(dialog).toBeHidden();
      // The page's other status region is the complaint dialog's.
      await expect(page.getByRole("status").filter({ hasText: edition.sent })).toHaveText(
        edition.sent,
      );
    });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const edition of editions) {
    const path = edition.paths[1]!;
    test(`${path}: a consultation is sent as an HTML form and its success shown; a bad one comes back with its messages and input`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.getByRole("button", { name: edition.button }).first().click();
      let dialog = page.getByRole("dialog", { name: edition.dialog });
      await expect(dialog).toBeVisible();
      // D14: the page everyone shares carries no Idempotency-Key (the server derives one).
      await expect(dialog.locator('input[name="idempotencyKey"]')).toHaveValue("");
      await dialog.getByLabel(edition.tel).fill("12345");
      await dialog.getByRole("button", { name: edition.submit }).click();
      await page.waitForLoadState();
      dialog = page.getByRole("dialog", { name: edition.dialog });
      await expect(dialog).toBeVisible();
      for (const message of edition.messages) await expect(dialog).toContainText(message);
      await expect(dialog.getByLabel(edition.tel)).toHaveValue("12345");
      // The page rendered back for this visitor alone carries a fresh key for the next attempt.
      const key = await dialog.locator('input[name="idempotencyKey"]').inputValue();
      expect(key).toMatch(/^[0-9a-f]{32}$/);

      await dialog.getByLabel(edition.name).fill("王芳");
      await dialog.getByLabel(edition.tel).fill("13812345678");
      const response = page.waitForResponse((answer) => answer.request().method() === "POST");
      await dialog.getByRole("button", { name: edition.submit }).click();
      const answer = await response;
      expect(answer.status()).toBe(303);
      expect(new URLSearchParams(answer.request().postData() ?? "").get("idempotencyKey")).toBe(
        key,
      );
      await page.waitForLoadState();
      expect(new URL(page.url()).searchParams.get("sent")).toBe("consultation");
      await expect(page.getByRole("status").filter({ hasText: edition.sent })).toHaveText(
        edition.sent,
      );
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  }
});

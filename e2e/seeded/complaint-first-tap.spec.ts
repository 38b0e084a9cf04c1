import type { Request } from "@playwright/test";
import { expect, test } from "../support/api-fixtures";
import { complaints, fillComplaint, postedComplaint, submitComplaint } from "../support/complaint";
import { hydrate, openBeforeHydration, watchNextClick } from "../support/held-scripts";

// Issue 24 for the complaint dialog, against the real server and its seeded database: the side
// bar's button opens the page's own dialog the moment it is painted, before the page's script
// has run. What is typed meanwhile is kept; a submit made meanwhile is never the browser's own
// (the form uploads with script): the start script keeps it and does it once the page runs.
test.use({ apiFixtures: false });

for (const { copy, input } of [complaints.zh, complaints.en]) {
  test(`${copy.home}: a tap on ${copy.title} at load, before the page's script has run, opens the dialog; a submit tapped meanwhile is checked once it runs`, async ({
    page,
  }) => {
    const release = await openBeforeHydration(page, copy.home);
    const button = page
      .getByRole("complementary", { name: copy.sideBar })
      .getByRole("button", { name: copy.title });
    await button.click();
    const dialog = page.getByRole("dialog", { name: copy.title });
    await expect(dialog).toBeVisible({ timeout: 1000 });
    const name = dialog.locator('[name="customerName"]');
    await expect(name).toBeFocused();
    // The browser's own dialog: Escape closes it, focus goes back, a tap opens it again.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(dialog).toBeVisible({ timeout: 1000 });

    await name.fill(input.customerName);
    const click = await watchNextClick(page);
    await dialog.getByRole("button", { name: copy.submit }).click();
    // Not sent by the browser: the page, the dialog and what was typed are as they were.
    expect(await click.sentForm()).toBe(false);
    expect(new URL(page.url()).search).toBe("");
    await expect(dialog).toBeVisible();
    await expect(name).toHaveValue(input.customerName);

    await hydrate(page, release);
    // The kept submit is done: the fields left empty show their messages, the name none.
    await expect(dialog.getByText(copy.required[1]!, { exact: true })).toBeVisible();
    await expect(dialog.getByText(copy.required[0]!, { exact: true })).toHaveCount(0);
    await expect(name).toHaveValue(input.customerName);

    await fillComplaint(dialog, input);
    expect(await submitComplaint(page, dialog, copy)).toMatchObject(input);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: copy.success })).toBeVisible();
  });
}

test("Enter in a field before the page's script has run sends nothing by itself; the complaint is sent once the page runs", async ({
  page,
}) => {
  const { copy, input } = complaints.zh;
  const release = await openBeforeHydration(page, "/kuaiji");
  const navigations: string[] = [];
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest()) navigations.push(request.url());
  };
  page.on("request", onRequest);
  await page
    .getByRole("complementary", { name: copy.sideBar })
    .getByRole("button", { name: copy.title })
    .click();
  const dialog = page.getByRole("dialog", { name: copy.title });
  await expect(dialog).toBeVisible({ timeout: 1000 });
  await fillComplaint(dialog, input);
  const posted = postedComplaint(page);
  // Implicit submission: the browser clicks the form's submit button.
  const click = await watchNextClick(page);
  await dialog.locator('[name="customerGwname"]').press("Enter");
  expect(await click.sentForm()).toBe(false);
  expect(navigations).toEqual([]);
  await expect(dialog).toBeVisible();

  await hydrate(page, release);
  expect(await posted).toMatchObject(input);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: copy.success })).toBeVisible();
  page.off("request", onRequest);
  expect(navigations).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the complaint button, whose form sends only with script, is not shown", async ({
    page,
  }) => {
    await page.goto("/kuaiji");
    await expect(page.getByRole("button", { name: "投诉建议" })).toBeHidden();
  });
});

import { expect, firstLoadReads, test } from "../support/api-fixtures";
import { expectNoSeriousAxeViolations } from "../support/axe";

test("/shangye asks for the contacts and shows objectives, process, support and contacts", async ({
  page,
  apiCalls,
  pageErrors,
  rendering,
}) => {
  await page.goto("/shangye");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("商业合作");
  await page.waitForLoadState("networkidle");
  const contacts = apiCalls.filter((call) => call.path === "/api/pcsystem/TckgContact/list");
  expect(contacts.map((call) => call.params)).toEqual(
    firstLoadReads(rendering, [{ language: "0" }]),
  );

  for (const heading of [
    "合作目标",
    "为什么与我们合作",
    "合作流程",
    "强大的支撑团队",
    "合作联系",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  const objectives = page.getByRole("region", { name: "合作目标" }).getByRole("listitem");
  await expect(objectives).toHaveCount(3);
  const steps = page.getByRole("region", { name: "合作流程" }).getByRole("listitem");
  await expect(steps).toHaveCount(4);

  // Spec 2.7 / 9: the support-team figures.
  const support = page.getByRole("region", { name: "强大的支撑团队" });
  for (const [label, value] of [
    ["顾问咨询团队", "1078"],
    ["运营团队", "132"],
    ["交付团队", "311"],
  ]) {
    await expect(support.getByRole("article", { name: label })).toContainText(value!);
  }

  // D7: each department with its contact, phone and address (fixtures of @site/api).
  const contactsRegion = page.getByRole("region", { name: "合作联系" });
  for (const text of [
    "商务合作部",
    "王经理",
    "010-8577 6620",
    "北京市朝阳区建国路88号SOHO现代城A座18层",
    "海外业务部",
    "人力资源部",
  ]) {
    await expect(contactsRegion.getByText(text).first()).toBeVisible();
  }
  await expect(
    contactsRegion.getByRole("img", { name: "天诚控股集团商务合作微信二维码" }),
  ).toHaveAttribute("src", "/api/profile/qr/partner-wechat.svg");
  expect(pageErrors).toEqual([]);
});

test("/shangye support cards swap with the middle on hover and on focus", async ({ page }) => {
  await page.goto("/shangye");
  const support = page.getByRole("region", { name: "强大的支撑团队" });
  const first = support.getByRole("listitem").filter({ hasText: "顾问咨询团队" });
  const middle = support.getByRole("listitem").filter({ hasText: "运营团队" });
  await expect(first).toHaveAttribute("data-state", "side");
  await expect(middle).toHaveAttribute("data-state", "middle");

  await support.getByRole("article", { name: "顾问咨询团队" }).hover();
  await expect(first).toHaveAttribute("data-state", "middle");
  await expect(middle).toHaveAttribute("data-state", "side");
  await page.mouse.move(0, 0);
  await expect(first).toHaveAttribute("data-state", "side");
  await expect(middle).toHaveAttribute("data-state", "middle");

  await support.getByRole("article", { name: "交付团队" }).focus();
  await expect(support.getByRole("listitem").filter({ hasText: "交付团队" })).toHaveAttribute(
    "data-state",
    "middle",
  );
  await expect(middle).toHaveAttribute("data-state", "side");
});

test("/shangye has no serious or critical axe violations", async ({ page }) => {
  // axe walks the whole page: minutes on a loaded CI machine, not seconds.
  test.slow();
  await page.goto("/shangye");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("商业合作");
  await page.waitForLoadState("networkidle");
  await expectNoSeriousAxeViolations(page, "/shangye");
});

import { expect, test } from "../support/api-fixtures";

const getIpFlag = "**/api/moudle/apisystem/ApiSoft/getIpFlag";

test("a visitor from abroad is sent to the English home once per tab (D3)", async ({ page }) => {
  let checks = 0;
  await page.route(getIpFlag, async (route) => {
    checks += 1;
    await route.fulfill({ json: { code: 200, msg: "操作成功", data: false } });
  });
  await page.goto("/kuaiji");
  await page.waitForURL("**/indexE");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // Choosing the Chinese edition afterwards keeps the visitor there.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("天诚控股集团：一站式企业服务");
  await page.waitForLoadState("networkidle");
  expect(new URL(page.url()).pathname).toBe("/");
  expect(checks).toBe(1);
});

test("a domestic visitor or a failed check stays on the Chinese edition", async ({ page }) => {
  for (const answer of [
    { status: 200, json: { code: 200, msg: "操作成功", data: true } },
    { status: 500, json: { code: 500, msg: "error" } },
  ]) {
    await page.route(getIpFlag, (route) => route.fulfill(answer));
    await page.goto("/zixun");
    await page.evaluate(() => window.sessionStorage.clear());
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).pathname).toBe("/zixun");
    await page.unroute(getIpFlag);
  }
});

test("the English edition makes no country check", async ({ page, apiCalls }) => {
  await page.goto("/indexE");
  await page.waitForLoadState("networkidle");
  expect(apiCalls.some((call) => call.path.endsWith("/getIpFlag"))).toBe(false);
});

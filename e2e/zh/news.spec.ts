import { expect, firstLoadReads, test, type ApiCall } from "../support/api-fixtures";
import { expectNoSeriousAxeViolations } from "../support/axe";

function newsCalls(calls: ApiCall[]) {
  return calls.filter((call) => call.path === "/api/pcsystem/TckgDynamic/list");
}

test("/zixun asks for 3 featured, 2 company and 5 global hot items", async ({
  page,
  apiCalls,
  pageErrors,
  rendering,
}) => {
  await page.goto("/zixun");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("集团资讯");
  await page.waitForLoadState("networkidle");
  expect(newsCalls(apiCalls).map((call) => call.params)).toEqual(
    firstLoadReads(rendering, [
      { dynamicType: "4", pageNum: "1", pageSize: "3", language: "0" },
      { dynamicType: "2", pageNum: "1", pageSize: "2", language: "0" },
      { dynamicType: "3", pageNum: "1", pageSize: "5", language: "0" },
    ]),
  );

  for (const title of [
    "小规模纳税人增值税减免政策延续至2027年底",
    "专精特新中小企业认定申报指南（2026年版）",
    "北京小客车指标与新能源配额政策解读",
    "集团荣获“2025年度优秀企业服务机构”称号",
    "资质事业群举办建筑业企业资质新规解读会",
    "欧盟增值税电商新规解读：跨境卖家需关注的五个变化",
    "香港公司银行开户最新审核趋势",
  ]) {
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  }
  // The third company item is beyond the page size.
  await expect(page.getByText("企贷事业群与多家银行签署普惠金融合作协议")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "公司动态" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "全球热点" })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("/zixun items open the detail page with their id and type 2 (D7)", async ({ page }) => {
  await page.goto("/zixun");
  await expect(
    page.getByRole("link", { name: "集团荣获“2025年度优秀企业服务机构”称号" }).first(),
  ).toHaveAttribute("href", "/content?id=4&type=2");
  await expect(
    page.getByRole("link", { name: "香港公司银行开户最新审核趋势" }).first(),
  ).toHaveAttribute("href", "/content?id=11&type=2");
  const hrefs = await page
    .locator('a[href^="/content"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThanOrEqual(10);
  for (const href of hrefs) expect(href).toMatch(/^\/content\?id=\d+&type=2$/);

  await page.getByRole("link", { name: "集团荣获“2025年度优秀企业服务机构”称号" }).first().click();
  await page.waitForURL("**/content?id=4&type=2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "集团荣获“2025年度优秀企业服务机构”称号",
  );
});

test("/zixun offers the three brochures under /PDF in a new tab", async ({ page }) => {
  await page.goto("/zixun");
  const brochures = page.getByRole("region", { name: "品牌手册" }).getByRole("link");
  await expect(brochures).toHaveCount(3);
  const expected = [
    ["集团介绍", "/PDF/group-introduction.pdf"],
    ["建筑资质品牌手册", "/PDF/qualification-brochure.pdf"],
    ["国际业务手册", "/PDF/international-brochure.pdf"],
  ];
  for (const [index, [title, href]] of expected.entries()) {
    const link = brochures.nth(index);
    await expect(link).toContainText(title!);
    await expect(link).toHaveAttribute("href", href!);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});

test("/content shows the title, date, source and body of an article", async ({
  page,
  apiCalls,
  pageErrors,
  rendering,
}) => {
  await page.goto("/content?id=4&type=2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "集团荣获“2025年度优秀企业服务机构”称号",
  );
  await expect(page).toHaveTitle("集团荣获“2025年度优秀企业服务机构”称号 | 天诚控股集团");
  await expect(page.getByText("2026-02-27")).toBeVisible();
  await expect(page.getByText("集团品牌中心")).toBeVisible();
  await expect(page.getByText("天诚企业服务集团荣获")).toBeVisible();
  // D3: the admin's /prod-api/ prefix is rewritten to /api/.
  await expect(page.getByRole("img", { name: "颁奖现场" })).toHaveAttribute(
    "src",
    "/api/profile/upload/2026/02/27/award_20260227103000A007.jpg",
  );
  await page.waitForLoadState("networkidle");
  expect(apiCalls.filter((call) => call.path.startsWith("/api/pcsystem/TckgDynamic"))).toEqual(
    firstLoadReads(rendering, [
      expect.objectContaining({ method: "GET", path: "/api/pcsystem/TckgDynamic/4" }),
    ]),
  );
  // D7: type 2 keeps the news section highlighted; the back link returns there.
  await expect(page.getByRole("link", { name: "返回集团资讯" })).toHaveAttribute(
    "href",
    "/zixun?key=5",
  );
  expect(pageErrors).toEqual([]);
});

test("/content shows the not-found view for an unknown or malformed id", async ({ page }) => {
  for (const path of ["/content?id=9999&type=2", "/content?id=abc&type=2"]) {
    await page.goto(path);
    await expect(page.getByText("该资讯不存在或已下线")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "返回集团资讯" })).toHaveAttribute(
      "href",
      "/zixun?key=5",
    );
  }
});

for (const path of ["/zixun", "/content?id=4&type=2", "/content?id=9999&type=2"]) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    // axe walks the whole page: minutes on a loaded CI machine, not seconds.
    test.slow();
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    await expectNoSeriousAxeViolations(page, path);
  });
}

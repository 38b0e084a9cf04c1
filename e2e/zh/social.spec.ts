import { cooperationZh, newsZh } from "@site/api/fixtures";
import { test } from "../support/api-fixtures";
import { callsTo, dataCalls, expect, openPage } from "../support/page-helpers";

test.describe.configure({ timeout: 60_000 });

// Spec 2.9, 7 and 9, D6–D8: the Chinese social-responsibility pages against the recorded fixtures.

const associationNews = newsZh.filter((row) => String(row.dynamicType) === "5");
const charityNews = newsZh.filter((row) => String(row.dynamicType) === "6");
const COOPERATION_PAGE_SIZE = 9;
const ASSOCIATION_NEWS_SIZE = 3;

const pages: [
  path: string,
  title: string,
  label: string,
  calls: [string, Record<string, string>][],
][] = [
  ["/xiaoqi", "校企合作", "校企合作", []],
  [
    "/shangxiehui",
    "商协会",
    "商协会",
    [
      ["/api/pcsystem/TckgCooperation/list", { pageNum: "1", pageSize: "9", language: "0" }],
      [
        "/api/pcsystem/TckgDynamic/list",
        { dynamicType: "5", pageNum: "1", pageSize: "3", language: "0" },
      ],
    ],
  ],
  [
    "/gongyi",
    "公益慈善",
    "公益慈善",
    [["/api/pcsystem/TckgDynamic/list", { dynamicType: "6", language: "0" }]],
  ],
];

/** D7 / spec 2.1: /xiaoqi and /gongyi highlight /shangxiehui. */
function activeSection(): RegExp {
  return /^\/shangxiehui(\?key=7)?$/;
}

for (const [path, title, label, calls] of pages) {
  test(`${path} makes its calls with language=0 and posts one ${label} visit (D6)`, async ({
    page,
    apiCalls,
    pageErrors,
  }) => {
    const visit = page.waitForRequest(
      (request) =>
        request.method() === "POST" && request.url().endsWith("/api/pcsystem/TckgSoftLogin"),
    );
    await openPage(page, path, title);
    expect((await visit).postDataJSON()).toEqual({ userType: label });
    await expect(page).toHaveTitle(new RegExp(title));
    const active = page
      .getByRole("navigation", { name: "主导航" })
      .locator('[aria-current="page"]');
    const section = activeSection();
    if (section) {
      await expect(active).toHaveCount(1);
      await expect(active).toHaveAttribute("href", section);
    }
    await page.waitForLoadState("networkidle");

    expect(dataCalls(apiCalls)).toEqual(calls);
    expect(
      callsTo(apiCalls, "/api/pcsystem/TckgClassify/treeselect").map((call) => call.params),
    ).toEqual([{ language: "0" }]);
    expect(callsTo(apiCalls, "/api/pcsystem/TckgConfig/list").map((call) => call.params)).toEqual([
      { language: "0" },
    ]);
    const visits = callsTo(apiCalls, "/api/pcsystem/TckgSoftLogin");
    expect(visits.map((call) => [call.method, call.body])).toEqual([["POST", { userType: label }]]);
    expect(pageErrors).toEqual([]);
  });
}

test("/xiaoqi shows the spec 9 figures and the graduate and small-business sections", async ({
  page,
  pageErrors,
}) => {
  await openPage(page, "/xiaoqi", "校企合作");
  const figures = page.getByRole("region", { name: "合作成果" });
  await expect(figures.getByRole("term")).toHaveText([
    "毕业生就业岗位",
    "小微企业获3–12个月免费记账",
    "免费跨区域业务办理",
  ]);
  await expect(figures.getByRole("definition")).toHaveText([
    /^200\s*个$/,
    /^1000\s*余家$/,
    /^12000\s*余次$/,
  ]);
  await expect(page.getByRole("heading", { level: 2, name: "毕业生就业" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "小微企业扶持" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "小微企业扶持" }).getByText(/3至12个月的免费代理记账/),
  ).toBeVisible();
  await expect(page.locator('img[src="/api/profile/xiaoqi/graduates.svg"]')).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});

test("/shangxiehui shows 9 cooperation items, then all of them with the toggle", async ({
  page,
  apiCalls,
  pageErrors,
}) => {
  expect(cooperationZh.length).toBeGreaterThan(COOPERATION_PAGE_SIZE);
  await openPage(page, "/shangxiehui", "商协会");
  const region = page.getByRole("region", { name: "合作概览" });
  const items = region.getByRole("listitem");
  await expect(items).toHaveCount(COOPERATION_PAGE_SIZE);
  await expect(items).toHaveText(
    cooperationZh.slice(0, COOPERATION_PAGE_SIZE).map((row) => row.cooperationContent),
  );
  const toggle = region.locator("button[aria-expanded]");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toHaveText("展开全部");

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(items).toHaveCount(cooperationZh.length);
  await expect(items).toHaveText(cooperationZh.map((row) => row.cooperationContent));
  // Spec 7.1: the expanded list is asked for without paging.
  expect(
    callsTo(apiCalls, "/api/pcsystem/TckgCooperation/list").map((call) => call.params),
  ).toContainEqual({ language: "0" });

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(items).toHaveCount(COOPERATION_PAGE_SIZE);
  expect(pageErrors).toEqual([]);
});

test("/shangxiehui shows 3 association news items that open the detail page with type 3", async ({
  page,
  pageErrors,
}) => {
  await openPage(page, "/shangxiehui", "商协会");
  const region = page.getByRole("region", { name: "商协会动态" });
  await expect(region.getByRole("article")).toHaveCount(ASSOCIATION_NEWS_SIZE);
  for (const item of associationNews.slice(0, ASSOCIATION_NEWS_SIZE)) {
    const article = region.getByRole("article", { name: item.dynamicTitle });
    await expect(article.getByRole("link", { name: item.dynamicTitle })).toHaveAttribute(
      "href",
      `/content?id=${item.dynamicId}&type=3`,
    );
  }
  const first = associationNews[0]!;
  await region.getByRole("link", { name: first.dynamicTitle }).click();
  await page.waitForURL(`**/content?id=${first.dynamicId}&type=3`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.dynamicTitle);
  // D7: type 3 keeps the social-responsibility section highlighted.
  await expect(
    page.getByRole("navigation", { name: "主导航" }).locator('[aria-current="page"]'),
  ).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});

test("/gongyi lists the type 6 news, each opening the detail page with type 3", async ({
  page,
  pageErrors,
}) => {
  expect(charityNews.length).toBeGreaterThan(0);
  await openPage(page, "/gongyi", "公益慈善");
  const region = page.getByRole("region", { name: "公益活动" });
  await expect(region.getByRole("article")).toHaveCount(charityNews.length);
  for (const item of charityNews) {
    await expect(
      region.getByRole("article", { name: item.dynamicTitle }).getByRole("link"),
    ).toHaveAttribute("href", `/content?id=${item.dynamicId}&type=3`);
  }
  const last = charityNews[charityNews.length - 1]!;
  await region.getByRole("link", { name: last.dynamicTitle }).click();
  await page.waitForURL(`**/content?id=${last.dynamicId}&type=3`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.dynamicTitle);
  expect(pageErrors).toEqual([]);
});

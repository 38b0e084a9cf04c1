import type { Page } from "@playwright/test";
import { clients, expertsZh, newsZh } from "@site/api/fixtures";
import { test } from "../support/api-fixtures";
import { callsTo, expect, serveMedia } from "../support/page-helpers";

test.describe.configure({ timeout: 60_000 });

// Spec 2.4, 4, 7 and 9, D6–D8: the Chinese home page against the recorded RuoYi fixtures.

const homeExperts = expertsZh.filter((row) => String(row.personnelType) === "0");
const homeNews = newsZh.filter((row) => String(row.dynamicType) === "1");
const EXPERT_PAGE_SIZE = 8;
const lastExpertPage = Math.ceil(homeExperts.length / EXPERT_PAGE_SIZE);

async function openHome(page: Page): Promise<void> {
  await serveMedia(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("天诚控股集团：一站式企业服务");
}

test("/ makes its calls with the spec's parameters and posts one 首页 visit", async ({
  page,
  apiCalls,
  pageErrors,
}) => {
  const visit = page.waitForRequest(
    (request) =>
      request.method() === "POST" && request.url().endsWith("/api/pcsystem/TckgSoftLogin"),
  );
  await openHome(page);
  expect((await visit).postDataJSON()).toEqual({ userType: "首页" });
  // The sections show once their calls have answered.
  await expect(page.getByRole("heading", { name: homeExperts[0]!.personnelName })).toBeVisible();
  await expect(page.getByRole("region", { name: "业务动态" })).toBeVisible();
  await expect(page.getByRole("region", { name: "合作客户" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  expect(callsTo(apiCalls, "/api/pcsystem/TckgPersonnel/list").map((call) => call.params)).toEqual([
    { personnelType: "0", pageNum: "1", pageSize: "8", language: "0" },
  ]);
  expect(callsTo(apiCalls, "/api/pcsystem/TckgDynamic/list").map((call) => call.params)).toEqual([
    { dynamicType: "1", pageNum: "1", pageSize: "2", language: "0" },
  ]);
  expect(callsTo(apiCalls, "/api/pcsystem/TckgClient/list").map((call) => call.params)).toEqual([
    {},
  ]);
  expect(
    callsTo(apiCalls, "/api/pcsystem/TckgClassify/treeselect").map((call) => call.params),
  ).toEqual([{ language: "0" }]);
  expect(callsTo(apiCalls, "/api/pcsystem/TckgConfig/list").map((call) => call.params)).toEqual([
    { language: "0" },
  ]);
  const visits = callsTo(apiCalls, "/api/pcsystem/TckgSoftLogin");
  expect(visits.map((call) => [call.method, call.body])).toEqual([["POST", { userType: "首页" }]]);
  // Nothing else but the country check.
  expect([...new Set(apiCalls.map((call) => call.path))].sort()).toEqual(
    [
      "/api/moudle/apisystem/ApiSoft/getIpFlag",
      "/api/pcsystem/TckgClassify/treeselect",
      "/api/pcsystem/TckgClient/list",
      "/api/pcsystem/TckgConfig/list",
      "/api/pcsystem/TckgDynamic/list",
      "/api/pcsystem/TckgPersonnel/list",
      "/api/pcsystem/TckgSoftLogin",
    ].sort(),
  );
  expect(pageErrors).toEqual([]);
});

test("/ renders the experts, the two news items, the client logos and the copy sections", async ({
  page,
  pageErrors,
}) => {
  await openHome(page);

  // Experts: the first page of 8 of the home type.
  const experts = page.getByRole("region", { name: "资深专家" });
  for (const expert of homeExperts.slice(0, EXPERT_PAGE_SIZE)) {
    await expect(
      experts.getByRole("heading", { name: expert.personnelName, exact: true }),
    ).toBeVisible();
  }
  for (const expert of homeExperts.slice(EXPERT_PAGE_SIZE)) {
    await expect(experts.getByRole("heading", { name: expert.personnelName })).toHaveCount(0);
  }

  // News: two items, the title split on "|" into a headline and a sub-line (spec 2.4).
  const news = page.getByRole("region", { name: "业务动态" });
  await expect(news.getByRole("article")).toHaveCount(2);
  for (const item of homeNews.slice(0, 2)) {
    const [headline, subline] = item.dynamicTitle.split("|").map((part) => part.trim());
    const article = news.getByRole("article", { name: headline, exact: true });
    await expect(article).toBeVisible();
    await expect(article.getByRole("heading")).toHaveText(headline!);
    await expect(article.getByText(subline!, { exact: true })).toBeVisible();
    await expect(article.getByRole("link", { name: headline, exact: true })).toHaveAttribute(
      "href",
      `/content?id=${item.dynamicId}&type=1`,
    );
  }
  await expect(news.getByText(/\|/)).toHaveCount(0);
  await expect(news.getByRole("link", { name: "查看更多集团资讯" })).toHaveAttribute(
    "href",
    "/zixun?key=5",
  );

  // Client logos: every recorded client, in order.
  const logos = page.getByRole("region", { name: "合作客户" }).locator("img");
  await expect(logos).toHaveCount(clients.length);
  for (const [index, client] of clients.entries()) {
    await expect(logos.nth(index)).toHaveAttribute("src", `/api${client.clientImg}`);
  }

  // Spec 9: the nine marketing figures.
  const statistics = page.getByRole("region", { name: "集团实力" });
  await expect(statistics.getByRole("term")).toHaveText([
    "国内公司",
    "海外公司",
    "员工",
    "服务项目",
    "服务客户",
    "专业人才",
    "覆盖地区",
    "行业专家",
    "合作金融机构",
  ]);
  await expect(statistics.getByRole("definition")).toHaveText([
    "14家",
    "9家",
    "1521人",
    "2000项",
    "60,000+",
    "197人",
    "23个",
    "178位",
    "50+",
  ]);

  // The five service lines, each with the service groups' key.
  const scope = page.getByRole("region", { name: "服务范围" });
  await expect(scope.getByRole("link")).toHaveCount(5);
  for (const [title, path] of [
    ["会计事业群", "/kuaiji"],
    ["资质事业群", "/zizhi"],
    ["企贷事业群", "/qidai"],
    ["综合事业群", "/zonghe"],
    ["知识产权事业群", "/zhichan"],
  ]) {
    await expect(scope.getByRole("link", { name: title, exact: true })).toHaveAttribute(
      "href",
      `${path}?key=2`,
    );
  }

  // The four promise blocks.
  const promises = page.getByRole("region", { name: "服务承诺" });
  await expect(promises.getByRole("heading", { level: 3 })).toHaveText([
    "专业团队",
    "价格透明",
    "严格保密",
    "售后无忧",
  ]);
  expect(pageErrors).toEqual([]);
});

test("/ expert pager: previous off on page 1, next loads page 2, next off on the last page", async ({
  page,
  apiCalls,
}) => {
  await openHome(page);
  const experts = page.getByRole("region", { name: "资深专家" });
  const previous = experts.getByRole("button", { name: "上一页" });
  const next = experts.getByRole("button", { name: "下一页" });
  await expect(experts.getByRole("heading", { name: homeExperts[0]!.personnelName })).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  // The fixture total (10) gives two pages of 8.
  expect(lastExpertPage).toBe(2);
  const secondPage = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return (
      url.pathname === "/api/pcsystem/TckgPersonnel/list" && url.searchParams.get("pageNum") === "2"
    );
  });
  await next.click();
  const request = await secondPage;
  expect(Object.fromEntries(new URL(request.url()).searchParams)).toEqual({
    personnelType: "0",
    pageNum: "2",
    pageSize: "8",
    language: "0",
  });
  for (const expert of homeExperts.slice(EXPERT_PAGE_SIZE)) {
    await expect(
      experts.getByRole("heading", { name: expert.personnelName, exact: true }),
    ).toBeVisible();
  }
  await expect(experts.getByRole("heading", { name: homeExperts[0]!.personnelName })).toHaveCount(
    0,
  );
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();

  await previous.click();
  await expect(experts.getByRole("heading", { name: homeExperts[0]!.personnelName })).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  expect(
    callsTo(apiCalls, "/api/pcsystem/TckgPersonnel/list").map((call) => call.params.pageNum),
  ).toEqual(expect.arrayContaining(["1", "2"]));
});

test("/ banners: 5 slides; slides 2–4 link to overseas, partnership and culture", async ({
  page,
}) => {
  // Reduced motion: the carousel does not rotate by itself, so the slide shown is the one chosen.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHome(page);
  const banner = page.getByRole("region", { name: "首页横幅" });
  await expect(banner).toHaveAttribute("aria-roledescription", "carousel");
  const slides = banner.locator('[role="group"][aria-roledescription="slide"]');
  await expect(slides).toHaveCount(5);

  const targets = [null, "/haiwai?key=3", "/shangye?key=4", "/qiyewenhua?key=6", null];
  for (const [index, target] of targets.entries()) {
    const slide = slides.nth(index);
    await expect(slide.locator("img")).toHaveAttribute(
      "src",
      `/api/profile/banner/banner-zh-${index + 1}.svg`,
    );
    if (target === null) await expect(slide.locator("a")).toHaveCount(0);
    else await expect(slide.locator("a")).toHaveAttribute("href", target);
  }

  // The visible slide's link is the one a visitor can follow. (The dot, not the next arrow:
  // at 1280px the fixed side bar covers half of the banner's next arrow.)
  await expect(slides.nth(0)).toHaveAttribute("data-state", "active");
  await banner.getByRole("button", { name: "显示第 2 张" }).click();
  await expect(slides.nth(1)).toHaveAttribute("data-state", "active");
  await banner.getByRole("link", { name: "海外服务：全球服务，助力企业出海" }).click();
  await page.waitForURL("**/haiwai?key=3");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("海外事业群");
});

test("/ video carousel: 3 muted videos with covers, previous and next", async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHome(page);
  const carousel = page.getByRole("region", { name: "集团视频" });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  const slides = carousel.locator('[role="group"][aria-roledescription="slide"]');
  await expect(slides).toHaveCount(3);

  for (let n = 1; n <= 3; n += 1) {
    const video = slides.nth(n - 1).locator("video");
    await expect(video).toHaveAttribute("src", `/api/profile/video/video-${n}.mp4`);
    const poster = `/api/profile/video/video-${n}-cover.svg`;
    await expect(video).toHaveAttribute("poster", poster);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    const cover = await request.get(poster);
    expect(cover.status()).toBe(200);
    expect(cover.headers()["content-type"]).toContain("image/");
  }
  // Until it plays, the active video shows its cover.
  const first = slides.nth(0).locator("video");
  expect(await first.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await expect(slides.nth(0)).toHaveAttribute("data-active", "");

  await carousel.getByRole("button", { name: "下一张" }).click();
  await expect(slides.nth(1)).toHaveAttribute("data-active", "");
  await expect(slides.nth(0)).not.toHaveAttribute("data-active", "");
  await carousel.getByRole("button", { name: "下一张" }).click();
  await expect(slides.nth(2)).toHaveAttribute("data-active", "");
  await carousel.getByRole("button", { name: "上一张" }).click();
  await expect(slides.nth(1)).toHaveAttribute("data-active", "");
  await carousel.getByRole("button", { name: "上一张" }).click();
  await carousel.getByRole("button", { name: "上一张" }).click();
  // From the first slide, previous wraps to the last.
  await expect(slides.nth(2)).toHaveAttribute("data-active", "");
});

test("/ news items open the detail page with their id and type 1", async ({ page }) => {
  await openHome(page);
  const item = homeNews[0]!;
  const headline = item.dynamicTitle.split("|")[0]!.trim();
  await page
    .getByRole("region", { name: "业务动态" })
    .getByRole("link", { name: headline, exact: true })
    .click();
  await page.waitForURL(`**/content?id=${item.dynamicId}&type=1`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(headline);
  // D7: type 1 keeps 首页 highlighted.
  await expect(
    page.getByRole("navigation", { name: "主导航" }).locator('[aria-current="page"]'),
  ).toHaveText("首页");
});

test("/ 立即咨询 opens the 在线咨询 dialog", async ({ page }) => {
  await openHome(page);
  await page.getByRole("button", { name: "立即咨询" }).first().click();
  const dialog = page.getByRole("dialog", { name: "在线咨询" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[name="name"]')).toBeVisible();
  await expect(dialog.locator('[name="tel"]')).toBeVisible();
  await expect(dialog.locator('[name="content"]')).toBeVisible();
  await dialog.getByRole("button", { name: "关闭" }).click();
  await expect(dialog).toBeHidden();
});

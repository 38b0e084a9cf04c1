import type { Page } from "@playwright/test";
import { clients, expertsEn, newsEn } from "@site/api/fixtures";
import { test } from "../support/api-fixtures";
import { callsTo, expect, serveMedia } from "../support/page-helpers";

test.describe.configure({ timeout: 60_000 });

// Spec 2.2, 2.4, 7 and 9, D2 and D6–D8: the English home page against the recorded fixtures.

const homeExperts = expertsEn.filter((row) => String(row.personnelType) === "0");
const homeNews = newsEn.filter((row) => String(row.dynamicType) === "1");
const EXPERT_PAGE_SIZE = 8;
const TITLE = "Tiancheng Holdings Group: one-stop business services";

async function openHome(page: Page): Promise<void> {
  await serveMedia(page);
  await page.goto("/indexE");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
}

test("/indexE makes its calls with language=1 and posts one 首页 visit (D6)", async ({
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
  await expect(page).toHaveTitle(/^Home/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: homeExperts[0]!.personnelName })).toBeVisible();
  await expect(page.getByRole("region", { name: "Enterprise News" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Our Clients" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  expect(callsTo(apiCalls, "/api/pcsystem/TckgPersonnel/list").map((call) => call.params)).toEqual([
    { personnelType: "0", pageNum: "1", pageSize: "8", language: "1" },
  ]);
  expect(callsTo(apiCalls, "/api/pcsystem/TckgDynamic/list").map((call) => call.params)).toEqual([
    { dynamicType: "1", pageNum: "1", pageSize: "2", language: "1" },
  ]);
  expect(callsTo(apiCalls, "/api/pcsystem/TckgClient/list").map((call) => call.params)).toEqual([
    {},
  ]);
  expect(
    callsTo(apiCalls, "/api/pcsystem/TckgClassify/treeselect").map((call) => call.params),
  ).toEqual([{ language: "1" }]);
  expect(callsTo(apiCalls, "/api/pcsystem/TckgConfig/list").map((call) => call.params)).toEqual([
    { language: "1" },
  ]);
  const visits = callsTo(apiCalls, "/api/pcsystem/TckgSoftLogin");
  expect(visits.map((call) => [call.method, call.body])).toEqual([["POST", { userType: "首页" }]]);
  // Every call that takes a language sends 1 (D2); nothing else is called.
  for (const call of apiCalls) {
    if ("language" in call.params) expect(call.params.language, call.path).toBe("1");
  }
  expect([...new Set(apiCalls.map((call) => call.path))].sort()).toEqual(
    [
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

test("/indexE banners: 5 slides; slides 1–3 link to overseas, partnership and culture", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHome(page);
  const banner = page.getByRole("region", { name: "Highlights" });
  await expect(banner).toHaveAttribute("aria-roledescription", "carousel");
  const slides = banner.locator('[role="group"][aria-roledescription="slide"]');
  await expect(slides).toHaveCount(5);

  const targets = ["/haiwaiE?key=3", "/shangyeE?key=4", "/qiyewenhuaE?key=6", null, null];
  for (const [index, target] of targets.entries()) {
    const slide = slides.nth(index);
    await expect(slide.locator("img")).toHaveCount(1);
    if (target === null) await expect(slide.locator("a")).toHaveCount(0);
    else await expect(slide.locator("a")).toHaveAttribute("href", target);
  }

  await expect(slides.nth(0)).toHaveAttribute("data-state", "active");
  await banner.getByRole("button", { name: "Show slide 2" }).click();
  await expect(slides.nth(1)).toHaveAttribute("data-state", "active");
  await slides.nth(1).locator("a").click();
  await page.waitForURL("**/shangyeE?key=4");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Business Partnership");
});

test("/indexE renders the statistics, the service scope and the client logos; no promise blocks", async ({
  page,
  pageErrors,
}) => {
  await openHome(page);
  const statistics = page.getByRole("region", { name: "Our Strength" });
  await expect(statistics.getByRole("term")).toHaveText([
    "Companies in China",
    "Overseas companies",
    "Employees",
    "Services offered",
    "Clients served",
    "Qualified professionals",
    "Regions covered",
    "Industry experts",
    "Partner financial institutions",
  ]);
  await expect(statistics.getByRole("definition")).toHaveText([
    "14",
    "9",
    "1,521",
    "2,000",
    /^60,000\s*\+$/,
    "197",
    "23",
    "178",
    /^50\s*\+$/,
  ]);

  const scope = page.getByRole("region", { name: "What We Do" });
  await expect(scope.getByRole("link")).toHaveCount(5);
  for (const [title, path] of [
    ["Accounting & Registration", "/kuaijiE"],
    ["Construction Qualifications", "/zizhiE"],
    ["Enterprise Loans", "/qidaiE"],
    ["Integrated Services", "/zongheE"],
    ["Intellectual Property", "/zhichanE"],
  ] as const) {
    await expect(scope.getByRole("link", { name: title, exact: true })).toHaveAttribute(
      "href",
      `${path}?key=2`,
    );
  }

  const logos = page.getByRole("region", { name: "Our Clients" }).locator("img");
  await expect(logos).toHaveCount(clients.length);
  for (const [index, client] of clients.entries()) {
    await expect(logos.nth(index)).toHaveAttribute("src", `/api${client.clientImg}`);
  }

  // Spec 2.4: the four promise blocks are Chinese only.
  await expect(page.getByRole("region", { name: "服务承诺" })).toHaveCount(0);
  for (const heading of ["Professional team", "Transparent prices", "Confidentiality"]) {
    await expect(page.getByRole("main").getByRole("heading", { name: heading })).toHaveCount(0);
  }
  await expect(page.getByRole("main").getByText(/[\u4e00-\u9fff]/)).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test("/indexE video carousel: 3 muted videos with covers, previous and next", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHome(page);
  const carousel = page.getByRole("region", { name: "Group videos" });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  const slides = carousel.locator('[role="group"][aria-roledescription="slide"]');
  await expect(slides).toHaveCount(3);
  for (let n = 1; n <= 3; n += 1) {
    const video = slides.nth(n - 1).locator("video");
    await expect(video).toHaveAttribute("src", `/api/profile/video/video-${n}.mp4`);
    await expect(video).toHaveAttribute("poster", /^\/api\/profile\/video\//);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  }
  await expect(slides.nth(0)).toHaveAttribute("data-active", "");
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(slides.nth(1)).toHaveAttribute("data-active", "");
  await expect(slides.nth(0)).not.toHaveAttribute("data-active", "");
  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await expect(slides.nth(0)).toHaveAttribute("data-active", "");
  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await expect(slides.nth(2)).toHaveAttribute("data-active", "");
});

test("/indexE Consult now opens the Online consultation dialog", async ({ page }) => {
  await openHome(page);
  await page.getByRole("button", { name: "Consult now" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Online consultation" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[name="name"]')).toBeVisible();
  await expect(dialog.locator('[name="tel"]')).toBeVisible();
  await expect(dialog.locator('[name="content"]')).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("/indexE expert pager: Previous page off on page 1, Next page off on the last page", async ({
  page,
}) => {
  await openHome(page);
  const experts = page.getByRole("region", { name: "Senior Experts" });
  const previous = experts.getByRole("button", { name: "Previous page" });
  const next = experts.getByRole("button", { name: "Next page" });
  for (const expert of homeExperts.slice(0, EXPERT_PAGE_SIZE)) {
    await expect(
      experts.getByRole("heading", { name: expert.personnelName, exact: true }),
    ).toBeVisible();
  }
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  expect(Math.ceil(homeExperts.length / EXPERT_PAGE_SIZE)).toBe(2);

  const secondPage = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return (
      url.pathname === "/api/pcsystem/TckgPersonnel/list" && url.searchParams.get("pageNum") === "2"
    );
  });
  await next.click();
  expect(Object.fromEntries(new URL((await secondPage).url()).searchParams)).toEqual({
    personnelType: "0",
    pageNum: "2",
    pageSize: "8",
    language: "1",
  });
  for (const expert of homeExperts.slice(EXPERT_PAGE_SIZE)) {
    await expect(
      experts.getByRole("heading", { name: expert.personnelName, exact: true }),
    ).toBeVisible();
  }
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(experts.getByRole("heading", { name: homeExperts[0]!.personnelName })).toBeVisible();
  await expect(previous).toBeDisabled();
});

test("/indexE shows 2 enterprise news items that open /contentE with type 1", async ({ page }) => {
  await openHome(page);
  const news = page.getByRole("region", { name: "Enterprise News" });
  await expect(news.getByRole("article")).toHaveCount(2);
  for (const item of homeNews.slice(0, 2)) {
    const [headline, subline] = item.dynamicTitle.split("|").map((part) => part.trim());
    const article = news.getByRole("article", { name: headline, exact: true });
    await expect(article.getByRole("heading")).toHaveText(headline!);
    if (subline) await expect(article.getByText(subline, { exact: true })).toBeVisible();
    await expect(article.getByRole("link", { name: headline, exact: true })).toHaveAttribute(
      "href",
      `/contentE?id=${item.dynamicId}&type=1`,
    );
  }
  await expect(news.getByText(/\|/)).toHaveCount(0);
  await expect(news.getByRole("link", { name: "More group news" })).toHaveAttribute(
    "href",
    "/zixunE?key=5",
  );

  const item = homeNews[0]!;
  const headline = item.dynamicTitle.split("|")[0]!.trim();
  await news.getByRole("link", { name: headline, exact: true }).click();
  await page.waitForURL(`**/contentE?id=${item.dynamicId}&type=1`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(headline);
  // D7: type 1 keeps Home highlighted.
  await expect(
    page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]'),
  ).toHaveText("Home");
});

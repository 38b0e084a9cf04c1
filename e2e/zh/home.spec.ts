import { clients } from "@site/api/fixtures";
import { test } from "../support/api-fixtures";
import { zh } from "../support/editions";
import {
  consultOpensTest,
  expertPagerTest,
  homeCallsTest,
  homeNewsTest,
  openHome,
  type HomeCopy,
} from "../support/home-page";
import { oneClickSubmitTest } from "../support/one-click-submit";
import { expect } from "../support/page-helpers";

test.describe.configure({ timeout: 60_000 });

// Spec 2.4, 4, 7 and 9, D6–D8: the Chinese home page against the recorded RuoYi fixtures.

const home: HomeCopy = {
  heading: "天诚控股集团：一站式企业服务",
  title: "天诚控股集团 | 一站式企业服务",
  navItem: "首页",
  experts: { region: "资深专家", previous: "上一页", next: "下一页" },
  news: { region: "业务动态", more: "查看更多集团资讯" },
  clients: "合作客户",
  consult: { button: "立即咨询", dialog: "在线咨询", close: "关闭" },
};
const homeExperts = zh.fixtures.experts.filter((row) => String(row.personnelType) === "0");
const EXPERT_PAGE_SIZE = 8;

test(...homeCallsTest(zh, home));
test(...expertPagerTest(zh, home));
test(...homeNewsTest(zh, home));
test(...consultOpensTest(zh, home));

test("/ renders the experts, the client logos and the copy sections", async ({
  page,
  pageErrors,
}) => {
  await openHome(page, zh, home);

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
    "持证专业人才",
    "覆盖地区",
    "行业专家",
    "合作金融机构",
  ]);
  await expect(statistics.getByRole("definition")).toHaveText([
    "14家",
    "9家",
    "1521人",
    "2000项",
    "60000+",
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

test("/ banners: 5 slides, each with one action; slides 2–4 link to overseas, partnership and culture", async ({
  page,
}) => {
  // Reduced motion: the carousel does not rotate by itself, so the slide shown is the one chosen.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHome(page, zh, home);
  const banner = page.getByRole("region", { name: "首页横幅" });
  await expect(banner).toHaveAttribute("aria-roledescription", "carousel");
  const slides = banner.locator('[role="group"][aria-roledescription="slide"]');
  await expect(slides).toHaveCount(5);

  // Issue 28: slide 1 also opens the group's profile, and slide 5 the consult dialog.
  const targets = ["/aboutus?key=6", "/haiwai?key=3", "/shangye?key=4", "/qiyewenhua?key=6", null];
  for (const [index, target] of targets.entries()) {
    const slide = slides.nth(index);
    await expect(slide.locator("img")).toHaveAttribute(
      "src",
      `/api/profile/banner/banner-zh-${index + 1}.svg`,
    );
    if (target === null) {
      await expect(slide.locator("a")).toHaveCount(0);
      await expect(slide.locator("button")).toHaveText("立即咨询");
    } else await expect(slide.locator("a")).toHaveAttribute("href", target);
  }

  // The visible slide's link is the one a visitor can follow, by its call to action or anywhere
  // on its picture (spec 2.4). (The dot, not the next arrow: at 1280px the fixed side bar
  // covers half of the banner's next arrow.)
  await expect(slides.nth(0)).toHaveAttribute("data-state", "active");
  await banner.getByRole("button", { name: "显示第 2 张" }).click();
  await expect(slides.nth(1)).toHaveAttribute("data-state", "active");
  await expect(banner.getByRole("heading", { name: "全球服务，助力企业出海" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "了解海外服务" })).toHaveAttribute(
    "href",
    "/haiwai?key=3",
  );
  const picture = (await slides.nth(1).boundingBox())!;
  await slides.nth(1).click({ position: { x: picture.width * 0.75, y: picture.height * 0.3 } });
  await page.waitForURL("**/haiwai?key=3");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("海外事业群");
});

test("/ banner 5's 立即咨询 opens the consult dialog", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHome(page, zh, home);
  const banner = page.getByRole("region", { name: "首页横幅" });
  await banner.getByRole("button", { name: "显示第 5 张" }).click();
  await banner.getByRole("button", { name: "立即咨询" }).click();
  await expect(page.getByRole("dialog", { name: "在线咨询" })).toBeVisible();
});

test("/ video carousel: 3 muted videos with covers, previous and next", async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHome(page, zh, home);
  const carousel = page.getByRole("region", { name: "集团视频" });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  const slides = carousel.locator('[role="group"][aria-roledescription="slide"]');
  await expect(slides).toHaveCount(3);

  for (let n = 1; n <= 3; n += 1) {
    const video = slides.nth(n - 1).locator("video");
    await expect(video).toHaveAttribute("src", `/api/profile/video/video-${n}.mp4`);
    const poster = `/api/profile/video/video-${n}-cover.webp`;
    await expect(slides.nth(n - 1).locator("img")).toHaveAttribute("src", poster);
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

test(
  ...oneClickSubmitTest({
    home: "/",
    open: (page) => page.getByRole("button", { name: "立即咨询" }).first().click(),
    dialog: "在线咨询",
    submit: "提交",
    firstField: "name",
    required: ["请输入您的姓名", "请输入您的电话"],
    postPath: "/api/pcsystem/TckgConsult",
  }),
);

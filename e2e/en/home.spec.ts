import { clients } from "@site/api/fixtures";
import { test } from "../support/api-fixtures";
import { en } from "../support/editions";
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

// Spec 2.2, 2.4, 7 and 9, D2 and D6–D8: the English home page against the recorded fixtures.

const home: HomeCopy = {
  heading: "Tiancheng Holdings Group: One-Stop Business Services",
  title: "Tiancheng Holdings Group | One-Stop Business Services",
  navItem: "Home",
  experts: { region: "Senior experts", previous: "Previous page", next: "Next page" },
  news: { region: "Latest news", more: "More group news" },
  clients: "Our clients",
  consult: { button: "Consult now", dialog: "Online consultation", close: "Close" },
};

test(...homeCallsTest(en, home));
test(...expertPagerTest(en, home));
test(...homeNewsTest(en, home));
test(...consultOpensTest(en, home));

test("/indexE banners: 5 slides, each with one action; slides 1–3 link to overseas, partnership and culture", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHome(page, en, home);
  const banner = page.getByRole("region", { name: "Highlights" });
  await expect(banner).toHaveAttribute("aria-roledescription", "carousel");
  const slides = banner.locator('[role="group"][aria-roledescription="slide"]');
  await expect(slides).toHaveCount(5);

  // Issue 28: slide 4 also opens the group's profile, and slide 5 the consult dialog.
  const targets = [
    "/haiwaiE?key=3",
    "/shangyeE?key=4",
    "/qiyewenhuaE?key=6",
    "/aboutusE?key=6",
    null,
  ];
  for (const [index, target] of targets.entries()) {
    const slide = slides.nth(index);
    await expect(slide.locator("img")).toHaveCount(1);
    if (target === null) {
      await expect(slide.locator("a")).toHaveCount(0);
      await expect(slide.locator("button")).toHaveText("Consult now");
    } else await expect(slide.locator("a")).toHaveAttribute("href", target);
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
  await openHome(page, en, home);
  const statistics = page.getByRole("region", { name: "Tiancheng in figures" });
  await expect(statistics.getByRole("term")).toHaveText([
    "Companies in mainland China",
    "Overseas companies",
    "Employees",
    "Standardised services",
    "Clients served",
    "Certified professionals",
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

  const scope = page.getByRole("region", { name: "What we do" });
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

  const logos = page.getByRole("region", { name: "Our clients" }).locator("img");
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
  await openHome(page, en, home);
  const carousel = page.getByRole("region", { name: "Group videos" });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  const slides = carousel.locator('[role="group"][aria-roledescription="slide"]');
  await expect(slides).toHaveCount(3);
  for (let n = 1; n <= 3; n += 1) {
    const video = slides.nth(n - 1).locator("video");
    await expect(video).toHaveAttribute("src", `/api/profile/video/video-${n}.mp4`);
    await expect(slides.nth(n - 1).locator("img")).toHaveAttribute(
      "src",
      `/api/profile/video/video-${n}-cover.webp`,
    );
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

test(
  ...oneClickSubmitTest({
    home: "/indexE",
    open: (page) => page.getByRole("button", { name: "Consult now" }).first().click(),
    dialog: "Online consultation",
    submit: "Submit",
    firstField: "name",
    required: ["Please enter your name", "Please enter your phone number"],
    postPath: "/api/pcsystem/TckgConsult",
  }),
);

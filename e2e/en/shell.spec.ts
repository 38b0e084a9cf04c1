import { configEn } from "@site/api/fixtures";
import { test } from "../support/api-fixtures";
import {
  complaintEmptySubmitTest,
  complaintOneClickTest,
  complaintValidSubmitTest,
  complaints,
} from "../support/complaint";
import { en } from "../support/editions";
import { expect } from "../support/page-helpers";
import { activeNavTest, backToTopTest } from "../support/shell";

test.describe.configure({ timeout: 60_000 });

// Spec 2.2, 2.3, 5.2, 7.2, D4, D5, D7, D8: the frame of every English page.

const activeItems = [
  { path: "/indexE", item: "Home", href: "/indexE?key=1" },
  { path: "/kuaijiE", item: "Business Groups", href: "/kuaijiE?key=2" },
  { path: "/zizhiE", item: "Business Groups", href: "/kuaijiE?key=2" },
  { path: "/haiwaiE", item: "Overseas", href: "/haiwaiE?key=3" },
  { path: "/shangyeE", item: "Partnership", href: "/shangyeE?key=4" },
  { path: "/zixunE", item: "News", href: "/zixunE?key=5" },
  { path: "/contentE?id=104&type=2", item: "News", href: "/zixunE?key=5" },
  { path: "/contentE?id=101&type=1", item: "Home", href: "/indexE?key=1" },
  { path: "/contentE?id=115&type=3", item: "Social Responsibility", href: "/shangxiehuiE?key=7" },
  { path: "/aboutusE", item: "About Us", href: "/aboutusE?key=6" },
  { path: "/quanqiubujvE", item: "About Us", href: "/aboutusE?key=6" },
  { path: "/xiaoqiE", item: "Social Responsibility", href: "/shangxiehuiE?key=7" },
  { path: "/gongyiE", item: "Social Responsibility", href: "/shangxiehuiE?key=7" },
];

for (const item of activeItems) test(...activeNavTest(en, item));

test("/yinsiE: no main-menu entry is current", async ({ page }) => {
  await page.goto("/yinsiE");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home", exact: true })).toBeVisible();
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
});

test("the language switcher: 中文 goes to /, English is not a link and does nothing", async ({
  page,
}) => {
  await page.goto("/kuaijiE");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accounting & Registration");
  const switcher = page.getByRole("group", { name: "Language" });
  const chinese = switcher.getByRole("link", { name: "中文", exact: true });
  await expect(chinese).toHaveAttribute("href", "/");
  await expect(chinese).toHaveAttribute("lang", /^zh/);
  await expect(switcher.getByRole("link", { name: "English" })).toHaveCount(0);
  const english = switcher.getByText("English", { exact: true });
  await expect(english).toBeVisible();
  await english.click();
  await expect(page).toHaveURL(/\/kuaijiE$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accounting & Registration");

  await chinese.click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("天诚控股集团：一站式企业服务");
});

test("the footer links carry the keys of spec 2.2", async ({ page }) => {
  await page.goto("/indexE");
  const footer = page.getByRole("contentinfo");
  const explore = footer.getByRole("region", { name: "Explore" });
  await expect(explore.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
    "href",
    "/indexE?key=1",
  );
  await expect(explore.getByRole("link", { name: "Business Partnership" })).toHaveAttribute(
    "href",
    "/shangyeE?key=4",
  );
  await expect(explore.getByRole("link", { name: "Group News", exact: true })).toHaveAttribute(
    "href",
    "/zixunE?key=5",
  );
  await expect(explore.getByRole("link", { name: "Accounting & Registration" })).toHaveAttribute(
    "href",
    "/kuaijiE?key=2",
  );
  await expect(explore.getByRole("link", { name: "Overseas Services" })).toHaveAttribute(
    "href",
    "/haiwaiE?key=3",
  );
  const about = footer.getByRole("region", { name: "About us" });
  for (const [name, path] of [
    ["Group Profile", "/aboutusE"],
    ["Chairman's Message", "/dongshizhangE"],
    ["Corporate Culture", "/qiyewenhuaE"],
    ["Group Structure", "/jituangouchengE"],
    ["Our History", "/fazhanlichengE"],
    ["Global Presence", "/quanqiubujvE"],
  ] as const) {
    await expect(about.getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      `${path}?key=6`,
    );
  }
});

test("the English footer: contact list, 14 branch phones, hotline, copyright and ICP", async ({
  page,
}) => {
  await page.goto("/indexE");
  const footer = page.getByRole("contentinfo");
  const contact = footer.getByRole("region", { name: "Contact us" });
  await expect(contact.getByRole("term")).toHaveText([
    "Head office",
    "Phone",
    "Email",
    "Overseas desk",
    "Business hours",
  ]);
  await expect(contact.getByRole("link", { name: "service@tiancheng-group.com" })).toHaveAttribute(
    "href",
    "mailto:service@tiancheng-group.com",
  );
  await expect(contact.getByRole("link", { name: "global@tiancheng-group.com" })).toHaveAttribute(
    "href",
    "mailto:global@tiancheng-group.com",
  );

  const branches = footer.getByRole("region", { name: "Branch offices in China" });
  const phones = branches.getByRole("link");
  await expect(phones).toHaveCount(14);
  await expect(branches.getByRole("listitem").first()).toContainText("Beijing");
  for (let index = 0; index < 14; index += 1) {
    await expect(phones.nth(index)).toHaveAttribute("href", /^tel:\+86\d+$/);
  }
  const hotline = footer.getByRole("link", { name: "400-818-6688" });
  await expect(hotline).toHaveAttribute("href", "tel:4008186688");

  const config = configEn[0]!;
  await expect(footer.getByText(config.configName, { exact: true })).toBeVisible();
  await expect(footer.getByRole("link", { name: config.icpBa })).toHaveAttribute(
    "href",
    "https://beian.miit.gov.cn/",
  );
});

test(...backToTopTest(en, { region: "Tiancheng in figures", label: "Back to top" }));

const { copy: complaint, input } = complaints.en;

test(...complaintEmptySubmitTest(complaint));
test(...complaintOneClickTest(complaint));
test(...complaintValidSubmitTest(complaint, input));

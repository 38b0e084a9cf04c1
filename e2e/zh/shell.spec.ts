import { configZh } from "@site/api/fixtures";
import { test } from "../support/api-fixtures";
import {
  complaintEmptySubmitTest,
  complaintOneClickTest,
  complaintValidSubmitTest,
  complaints,
} from "../support/complaint";
import { zh } from "../support/editions";
import { expect } from "../support/page-helpers";
import { activeNavTest, backToTopTest } from "../support/shell";

test.describe.configure({ timeout: 60_000 });

// Spec 2.3, 5.2, 7.2, D4, D7, D8: the frame of every Chinese page.

// Edition copy (apps/zh/src/copy/contacts.ts, D7): the 14 branch phones and the hotline.
const branchPhones = [
  ["北京", "010-8527 6688"],
  ["上海", "021-6132 8866"],
  ["广州", "020-3739 6688"],
  ["深圳", "0755-8327 6688"],
  ["天津", "022-5829 6688"],
  ["重庆", "023-6378 6688"],
  ["成都", "028-8533 6688"],
  ["杭州", "0571-8782 6688"],
  ["南京", "025-8471 6688"],
  ["武汉", "027-8576 6688"],
  ["西安", "029-8831 6688"],
  ["郑州", "0371-6552 6688"],
  ["济南", "0531-8890 6688"],
  ["石家庄", "0311-8529 6688"],
] as const;

const activeItems = [
  { path: "/", item: "首页", href: "/?key=1" },
  { path: "/kuaiji", item: "事业群", href: "/kuaiji?key=2" },
  { path: "/zizhi", item: "事业群", href: "/kuaiji?key=2" },
  { path: "/zixun", item: "集团资讯", href: "/zixun?key=5" },
  { path: "/content?id=4&type=2", item: "集团资讯", href: "/zixun?key=5" },
];

for (const item of activeItems) test(...activeNavTest(zh, item));

test("a drop-down opens with the keyboard and closes with Escape", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "主导航" });
  const home = nav.getByRole("link", { name: "首页", exact: true });
  await expect(home).toBeVisible();
  const toggle = nav.getByRole("button", { name: "事业群 子菜单" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const accounting = nav.getByRole("link", { name: "会计事业群" });
  await expect(accounting).toBeHidden();

  await home.focus();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "事业群", exact: true })).toBeFocused();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(accounting).toBeVisible();
  await expect(accounting).toHaveAttribute("href", "/kuaiji?key=2");
  await expect(nav.getByRole("link", { name: "知识产权事业群" })).toHaveAttribute(
    "href",
    "/zhichan?key=2",
  );

  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(accounting).toBeHidden();

  // The disclosure button toggles with Enter.
  await page.keyboard.press("Tab");
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(accounting).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(accounting).toBeFocused();
});

test("a drop-down opens on hover and closes when the pointer leaves", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "主导航" });
  const about = nav.getByRole("link", { name: "关于我们", exact: true });
  const profile = nav.getByRole("link", { name: "集团简介" });
  await expect(about).toBeVisible();
  await expect(profile).toBeHidden();

  await about.hover();
  await expect(profile).toBeVisible();
  await expect(profile).toHaveAttribute("href", "/aboutus?key=6");
  await expect(nav.getByRole("link", { name: "全球布局" })).toHaveAttribute(
    "href",
    "/quanqiubujv?key=6",
  );
  await expect(nav.getByRole("button", { name: "关于我们 子菜单" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );

  await page.mouse.move(640, 700);
  await expect(profile).toBeHidden();
});

test("the language switcher offers English at /indexE", async ({ page }) => {
  await page.goto("/");
  const english = page.getByRole("link", { name: "English", exact: true });
  await expect(english).toHaveAttribute("href", "/indexE");
  await expect(english).toHaveAttribute("lang", "en");
  await expect(page.getByRole("group", { name: "语言" }).getByText("中文")).toBeVisible();
});

test("the side bar: consult phone is a tel: link; QR codes show on hover and on focus", async ({
  page,
}) => {
  await page.goto("/");
  const sideBar = page.getByRole("complementary", { name: "快捷服务" });
  await expect(sideBar.getByRole("link", { name: /咨询热线/ })).toHaveAttribute(
    "href",
    "tel:4008186688",
  );

  const wechatButton = sideBar.getByRole("button", { name: "公众号" });
  const wechatQr = page.getByRole("img", { name: "天诚控股集团微信公众号二维码" });
  await expect(wechatButton).toBeVisible();
  await expect(wechatQr).toBeHidden();
  await wechatButton.hover();
  await expect(wechatQr).toBeVisible();
  await expect(wechatQr).toHaveAttribute("src", "/api/profile/qr/wechat.svg");
  await page.mouse.move(640, 700);
  await expect(wechatQr).toBeHidden();

  const douyinButton = sideBar.getByRole("button", { name: "抖音号" });
  const douyinQr = page.getByRole("img", { name: "天诚控股集团抖音号二维码" });
  await expect(douyinQr).toBeHidden();
  await douyinButton.focus();
  await expect(douyinQr).toBeVisible();
  await expect(douyinButton).toHaveAttribute("aria-expanded", "true");
  await douyinButton.blur();
  await expect(douyinQr).toBeHidden();
});

test(...backToTopTest(zh, { region: "集团实力", label: "返回顶部" }));

const { copy: complaint, input } = complaints.zh;

test(...complaintEmptySubmitTest(complaint));
test(...complaintOneClickTest(complaint));
test(...complaintValidSubmitTest(complaint, input));

test("the footer: ICP record link, copyright from config, 14 branch phones, hotline", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const config = configZh[0]!;

  const icp = footer.getByRole("link", { name: config.icpBa });
  await expect(icp).toHaveAttribute("href", "https://beian.miit.gov.cn/");
  await expect(footer.getByText(config.configName)).toBeVisible();

  const branches = footer.getByRole("region", { name: "全国分公司" });
  const phones = branches.getByRole("link");
  await expect(phones).toHaveCount(14);
  await expect(phones).toHaveText(branchPhones.map(([, phone]) => phone));
  for (const [index, [city, phone]] of branchPhones.entries()) {
    await expect(branches.getByRole("listitem").nth(index)).toContainText(city);
    await expect(phones.nth(index)).toHaveAttribute("href", `tel:${phone.replace(/\D/g, "")}`);
  }

  const hotline = footer.getByRole("link", { name: "400-818-6688" });
  await expect(hotline).toHaveAttribute("href", "tel:4008186688");
  await expect(footer.getByText("全国免费服务热线")).toBeVisible();
});

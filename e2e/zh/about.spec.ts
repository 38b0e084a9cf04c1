import { addressesZh, briefZh, chairmanZh, mileageZh, newsZh, staffZh } from "@site/api/fixtures";
import { test } from "../support/api-fixtures";
import { callsTo, dataCalls, expect, openPage } from "../support/page-helpers";

test.describe.configure({ timeout: 60_000 });

// Spec 2.8, 7 and D6–D8: the Chinese about pages against the recorded RuoYi fixtures.

/** `/prod-api/…` or `/profile/…` as stored, as the site shows it (D3: prefixed with /api). */
function src(path: string): string {
  return `/api${path.replace(/^\/prod-api/, "")}`;
}

const pages: [
  path: string,
  title: string,
  label: string,
  calls: [string, Record<string, string>][],
][] = [
  ["/aboutus", "集团简介", "集团简介", [["/api/pcsystem/TckgBrief/list", { language: "0" }]]],
  [
    "/dongshizhang",
    "董事长致辞",
    "董事长致辞",
    [["/api/pcsystem/TckgChairman/getInfo", { language: "0" }]],
  ],
  ["/qiyewenhua", "企业文化", "企业文化", []],
  [
    "/jituangoucheng",
    "集团构成",
    "集团构成",
    [["/api/pcsystem/TckgDynamic/list", { dynamicType: "7", language: "0" }]],
  ],
  [
    "/fazhanlicheng",
    "发展历程",
    "发展历程",
    [["/api/pcsystem/TckgMileage/list", { language: "0" }]],
  ],
  [
    "/quanqiubujv",
    "全球布局",
    "全球布局",
    [
      ["/api/pcsystem/TckgAddress/list", { language: "0" }],
      ["/api/pcsystem/TckgStaff/list", { language: "0" }],
    ],
  ],
  [
    "/BeiJing",
    "北京分公司",
    "北京分公司",
    [
      ["/api/pcsystem/TckgAddress/list", { language: "0" }],
      ["/api/pcsystem/TckgStaff/list", { language: "0" }],
    ],
  ],
  ["/yinsi", "隐私政策", "隐私政策", []],
];

/** D7 / spec 2.1: the about pages (and the Beijing branch) highlight /aboutus; the privacy page nothing. */
function activeSection(path: string): RegExp | null {
  return path === "/yinsi" ? null : /^\/aboutus(\?key=6)?$/;
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
    const section = activeSection(path);
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

test("/aboutus shows the three counts, the rich text and the images of the profile", async ({
  page,
  pageErrors,
}) => {
  const brief = briefZh[0]!;
  await openPage(page, "/aboutus", "集团简介");

  const figures = page.getByRole("region", { name: "集团规模" });
  await expect(figures.getByRole("term")).toHaveText(["员工", "专业人才", "分支机构"]);
  await expect(figures.getByRole("definition")).toHaveText([
    new RegExp(`^${brief.briefYgNumber}\\s*人$`),
    new RegExp(`^${brief.briefZyrcNumber}\\s*人$`),
    new RegExp(`^${brief.briefFgsNumber}\\s*家$`),
  ]);

  const about = page.getByRole("region", { name: "关于天诚" });
  await expect(about.getByText("天诚企业服务集团成立于2012年，总部位于北京")).toBeVisible();
  await expect(about.getByText("在国内拥有14家公司、境外拥有9家公司")).toBeVisible();
  // The image inside the rich text, with the admin's /prod-api/ prefix rewritten (D3).
  await expect(about.getByRole("img", { name: "集团总部", exact: true })).toHaveAttribute(
    "src",
    "/api/profile/upload/2025/05/06/group_building_20250506103000A004.jpg",
  );
  // briefImgs: comma joined, one with a stray space; all three shown.
  const images = brief.briefImgs.split(",").map((image) => src(image.trim()));
  expect(images).toHaveLength(3);
  const alts = ["天诚控股集团总部办公区", "天诚团队合影", "集团客户服务大厅"];
  for (const [index, image] of images.entries()) {
    await expect(about.getByRole("img", { name: alts[index], exact: true })).toHaveAttribute(
      "src",
      image,
    );
  }

  const advantages = page.getByRole("region", { name: "服务优势" });
  await expect(advantages.getByRole("heading", { level: 3 })).toHaveText([
    "专业",
    "速度",
    "深度",
    "广度",
  ]);
  expect(pageErrors).toEqual([]);
});

test("/dongshizhang shows title, subtitle, photo, message and the footer line split on ·", async ({
  page,
  pageErrors,
}) => {
  await openPage(page, "/dongshizhang", "董事长致辞");
  const message = page.getByRole("article", { name: chairmanZh.chairmanTitle });
  await expect(message.getByRole("heading", { level: 2 })).toHaveText(chairmanZh.chairmanTitle);
  await expect(message.getByText(chairmanZh.chairmanStitle, { exact: true })).toBeVisible();
  await expect(message.locator(`img[src="${src(chairmanZh.chairmanImg)}"]`)).toBeVisible();
  await expect(message.getByText("各位朋友：")).toBeVisible();
  await expect(message.getByText("感谢每一位客户与合作伙伴的信任。")).toBeVisible();

  // "天诚企业服务集团董事长·李明远": two parts, the dot only decoration.
  const [lead, tail] = chairmanZh.chairmanBrief.split("·");
  await expect(message.getByText(lead!, { exact: true })).toBeVisible();
  await expect(message.getByText(tail!, { exact: true })).toBeVisible();
  // The two parts are separate elements; the dot between them is hidden from assistive tech.
  await expect(message.getByText(lead!, { exact: true })).not.toContainText("·");
  await expect(message.getByText(tail!, { exact: true })).not.toContainText("·");
  expect(pageErrors).toEqual([]);
});

test("/qiyewenhua shows the vision, mission and values", async ({ page, pageErrors }) => {
  await openPage(page, "/qiyewenhua", "企业文化");
  const blocks = page.getByRole("region", { name: "愿景、使命与价值观" });
  await expect(blocks.getByRole("heading", { level: 3 })).toHaveText(["愿景", "使命", "价值观"]);
  await expect(blocks.getByText("成为中小微企业最信赖的成长伙伴")).toBeVisible();
  await expect(blocks.getByText("以专业守护每一家企业的成长")).toBeVisible();
  const values = blocks.getByRole("listitem").filter({ hasText: "价值观" }).getByRole("listitem");
  await expect(values).toHaveText([
    "诚信：价格透明，承诺必达",
    "专业：持证上岗，精益求精",
    "创新：用数字化提升服务效率",
    "共赢：与客户、伙伴、员工共同成长",
  ]);
  await expect(page.getByRole("region", { name: "我们相信" })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("/jituangoucheng shows the type 7 items with image, title and content, alternating sides", async ({
  page,
  pageErrors,
}) => {
  const items = newsZh.filter((row) => String(row.dynamicType) === "7");
  expect(items.length).toBeGreaterThanOrEqual(2);
  await openPage(page, "/jituangoucheng", "集团构成");
  const region = page.getByRole("region", { name: "事业群与子公司" });
  const entries = region.getByRole("listitem");
  await expect(entries).toHaveCount(items.length);
  for (const [index, item] of items.entries()) {
    const entry = entries.nth(index);
    const article = entry.getByRole("article", { name: item.dynamicTitle });
    await expect(article.getByRole("heading", { level: 3 })).toHaveText(item.dynamicTitle);
    await expect(article.locator(`img[src="${src(item.dynamicImg!)}"]`)).toBeVisible();
    await expect(entry).toHaveAttribute("data-side", index % 2 === 0 ? "start" : "end");
  }
  await expect(region.getByText("拥有注册会计师39名、税务师15名")).toBeVisible();
  // The image really changes side: left of the text, then right of it.
  const boxes = [];
  for (const index of [0, 1]) {
    const article = entries.nth(index).getByRole("article");
    const image = await article.locator("img").boundingBox();
    const heading = await article.getByRole("heading").boundingBox();
    boxes.push(image!.x < heading!.x);
  }
  expect(boxes).toEqual([true, false]);
  expect(pageErrors).toEqual([]);
});

test("/fazhanlicheng shows the timeline with year, title, image and months, alternating", async ({
  page,
  pageErrors,
}) => {
  await openPage(page, "/fazhanlicheng", "发展历程");
  const entries = page.getByRole("region", { name: "大事记" }).getByRole("listitem");
  await expect(entries).toHaveCount(mileageZh.length);
  for (const [index, row] of mileageZh.entries()) {
    const entry = entries.nth(index);
    const card = entry.getByRole("article", { name: `${row.mileageYear} ${row.mileageTitle}` });
    await expect(card.getByRole("heading", { level: 3 })).toContainText(row.mileageYear);
    await expect(card.getByRole("heading", { level: 3 })).toContainText(row.mileageTitle);
    await expect(entry).toHaveAttribute("data-side", index % 2 === 0 ? "start" : "end");
    await entry.scrollIntoViewIfNeeded();
    await expect(card.locator(`img[src="${src(row.mileageImg)}"]`)).toBeVisible();
    let months: { month: string; content: string }[] = [];
    try {
      months = JSON.parse(row.mileageContent) as typeof months;
    } catch {
      // D3: not JSON, shown without months.
    }
    await expect(card.getByRole("term")).toHaveText(months.map((item) => item.month));
    await expect(card.getByRole("definition")).toHaveText(months.map((item) => item.content));
  }
  // The cards really alternate: left of the timeline's middle, then right of it.
  const list = await page.getByRole("region", { name: "大事记" }).getByRole("list").boundingBox();
  const middle = list!.x + list!.width / 2;
  const sides = [];
  for (const index of [0, 1, 2]) {
    const box = await entries.nth(index).getByRole("article").boundingBox();
    sides.push(box!.x + box!.width / 2 < middle ? "left" : "right");
  }
  expect(sides).toEqual(["left", "right", "left"]);
  expect(pageErrors).toEqual([]);
});

test("/quanqiubujv lists the offices and the staff cards from the data", async ({
  page,
  pageErrors,
}) => {
  await openPage(page, "/quanqiubujv", "全球布局");
  const region = page.getByRole("region", { name: "分支机构与负责人" });
  const staffList = region.getByRole("list").filter({ has: page.getByRole("article") });
  await expect(staffList.getByRole("article")).toHaveCount(staffZh.length);
  for (const office of addressesZh) {
    await expect(region.getByText(office.addressZname, { exact: true })).toBeVisible();
  }
  for (const staff of staffZh) {
    const card = staffList.getByRole("article", { name: staff.staffName });
    await expect(card).toContainText(staff.staffCompany);
    await expect(card).toContainText(staff.staffAddress);
    await expect(card.getByRole("link", { name: staff.staffPhone })).toHaveAttribute(
      "href",
      `tel:${staff.staffPhone.replace(/[^\d+]/g, "")}`,
    );
  }
  const beijing = staffZh.find((staff) => staff.staffCode === "BJ")!;
  const card = staffList.getByRole("article", { name: beijing.staffName });
  await expect(card.getByText("集团董事长", { exact: true })).toBeVisible();
  await expect(card.locator(`img[src="${src(beijing.staffImg)}"]`)).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("/quanqiubujv highlights the staff card of an office on hover and on keyboard focus", async ({
  page,
}) => {
  await openPage(page, "/quanqiubujv", "全球布局");
  const region = page.getByRole("region", { name: "分支机构与负责人" });
  // Scoped to the staff list: the language switcher also uses aria-current.
  const staffList = region.getByRole("list").filter({ has: page.getByRole("article") });
  const highlighted = staffList.locator('[aria-current="true"]');
  const shanghai = staffZh.find((staff) => staff.staffCode === "SH")!;
  const shenzhen = staffZh.find((staff) => staff.staffCode === "SZ")!;
  await expect(staffList.getByRole("article")).toHaveCount(staffZh.length);

  await region.getByRole("button", { name: /上海/ }).hover();
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toContainText(shanghai.staffName);

  await region.getByRole("button", { name: /深圳/ }).hover();
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toContainText(shenzhen.staffName);

  await page.mouse.move(0, 0);
  await region.getByRole("button", { name: /广州/ }).focus();
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toContainText("梁嘉欣");

  // Tab moves the keyboard focus (and the highlight) to the next office.
  await page.keyboard.press("Tab");
  await expect(region.getByRole("button", { name: /深圳/ })).toBeFocused();
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toContainText(shenzhen.staffName);
});

test("/quanqiubujv opens /BeiJing from the 北京 office", async ({ page }) => {
  await openPage(page, "/quanqiubujv", "全球布局");
  const region = page.getByRole("region", { name: "分支机构与负责人" });
  const beijing = region.getByRole("link", { name: /北京/ });
  await expect(beijing).toHaveAttribute("href", /^\/BeiJing(\?key=6)?$/);
  await beijing.click();
  await page.waitForURL(/\/BeiJing/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("北京分公司");
});

test("/BeiJing shows the branch image, its contact and the Beijing staff card", async ({
  page,
  pageErrors,
}) => {
  await openPage(page, "/BeiJing", "北京分公司");
  await expect(page.locator('img[src="/api/profile/branch/beijing.svg"]')).toBeVisible();
  const about = page.getByRole("region", { name: "分公司简介" });
  await expect(about.getByText(/^地址：/)).toBeVisible();
  await expect(about.getByText(/分公司电话：/)).toBeVisible();
  await expect(about.getByText("全国免费服务热线：400-818-6688")).toBeVisible();

  const beijing = staffZh.find((staff) => staff.staffCode === "BJ")!;
  const contact = page.getByRole("region", { name: "分公司负责人" });
  await expect(contact.getByRole("article")).toHaveCount(1);
  const card = contact.getByRole("article", { name: beijing.staffName });
  await expect(card).toContainText(beijing.staffCompany);
  await expect(card).toContainText(beijing.staffAddress);
  await expect(card.getByRole("link", { name: beijing.staffPhone })).toHaveAttribute(
    "href",
    "tel:01085776600",
  );
  expect(pageErrors).toEqual([]);
});

test("/yinsi explains what is collected, how long it is kept and whom to contact", async ({
  page,
  pageErrors,
}) => {
  await openPage(page, "/yinsi", "隐私政策");
  for (const heading of ["我们收集哪些信息", "我们保存多久", "您的权利与联系我们"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(
    page.getByRole("region", { name: "我们收集哪些信息" }).getByText(/在线咨询：/),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "我们保存多久" }).getByText(/保存一年/),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "您的权利与联系我们" }).getByText(/400-818-6688/),
  ).toBeVisible();
  expect(pageErrors).toEqual([]);
});

import { casesEn, contactsEn, cooperationEn, expertsEn, newsEn, staffEn } from "@site/api/fixtures";
import { test } from "../support/api-fixtures";
import { callsTo, dataCalls, expect, openPage } from "../support/page-helpers";

test.describe.configure({ timeout: 60_000 });

// Spec 2.2 and 2.5–2.9, 5.1, 7, D2 and D5–D8: every English page but the home page, against
// the recorded fixtures (English ids are the Chinese ids + 100).

const newsItem = newsEn.find((row) => String(row.dynamicType) === "2")!;
const associationNews = newsEn.filter((row) => String(row.dynamicType) === "5");
const charityNews = newsEn.filter((row) => String(row.dynamicType) === "6");

type Calls = [string, Record<string, string>][];

function serviceCalls(type: string, twoCaseLists: boolean): Calls {
  return [
    [
      "/api/pcsystem/TckgPersonnel/list",
      { personnelType: type, pageNum: "1", pageSize: "8", language: "1" },
    ],
    ...(twoCaseLists
      ? ([
          [
            "/api/pcsystem/TckgCase/list",
            { caseType: type, pageNum: "1", pageSize: "2", language: "1" },
          ],
          [
            "/api/pcsystem/TckgCase/list",
            { caseType: type, pageNum: "2", pageSize: "2", language: "1" },
          ],
        ] as Calls)
      : ([
          [
            "/api/pcsystem/TckgCase/list",
            { caseType: type, pageNum: "1", pageSize: "3", language: "1" },
          ],
        ] as Calls)),
  ];
}

const services = [
  { path: "/kuaijiE", title: "Accounting & Registration", label: "会计事业群", type: "5" },
  { path: "/zizhiE", title: "Construction Qualifications", label: "资质事业群", type: "1" },
  { path: "/qidaiE", title: "Enterprise Loans", label: "企贷事业群", type: "2" },
  { path: "/zongheE", title: "Integrated Services", label: "综合事业群", type: "3" },
  { path: "/zhichanE", title: "Intellectual Property", label: "知识产权事业群", type: "6" },
  { path: "/haiwaiE", title: "Overseas Services", label: "海外", type: "4" },
];

const pages: [path: string, title: string, label: string, calls: Calls][] = [
  ...services.map(
    ({ path, title, label, type }) =>
      [path, title, label, serviceCalls(type, type === "1" || type === "3")] as [
        string,
        string,
        string,
        Calls,
      ],
  ),
  [
    "/shangyeE",
    "Business Partnership",
    "商业合作",
    [["/api/pcsystem/TckgContact/list", { language: "1" }]],
  ],
  [
    "/zixunE",
    "Group News",
    "集团资讯",
    [
      [
        "/api/pcsystem/TckgDynamic/list",
        { dynamicType: "4", pageNum: "1", pageSize: "3", language: "1" },
      ],
      [
        "/api/pcsystem/TckgDynamic/list",
        { dynamicType: "2", pageNum: "1", pageSize: "2", language: "1" },
      ],
      [
        "/api/pcsystem/TckgDynamic/list",
        { dynamicType: "3", pageNum: "1", pageSize: "5", language: "1" },
      ],
    ],
  ],
  [
    `/contentE?id=${newsItem.dynamicId}&type=2`,
    newsItem.dynamicTitle,
    "详情",
    [[`/api/pcsystem/TckgDynamic/${newsItem.dynamicId}`, {}]],
  ],
  ["/aboutusE", "Group Profile", "集团简介", [["/api/pcsystem/TckgBrief/list", { language: "1" }]]],
  [
    "/dongshizhangE",
    "Chairman's Message",
    "董事长致辞",
    [["/api/pcsystem/TckgChairman/getInfo", { language: "1" }]],
  ],
  ["/qiyewenhuaE", "Corporate Culture", "企业文化", []],
  [
    "/jituangouchengE",
    "Group Composition",
    "集团构成",
    [["/api/pcsystem/TckgDynamic/list", { dynamicType: "7", language: "1" }]],
  ],
  [
    "/fazhanlichengE",
    "Development History",
    "发展历程",
    [["/api/pcsystem/TckgMileage/list", { language: "1" }]],
  ],
  [
    "/quanqiubujvE",
    "Global Presence",
    "全球布局",
    [
      ["/api/pcsystem/TckgAddress/list", { language: "1" }],
      ["/api/pcsystem/TckgStaff/list", { language: "1" }],
    ],
  ],
  ["/xiaoqiE", "School-Enterprise Cooperation", "校企合作", []],
  [
    "/shangxiehuiE",
    "Business Associations",
    "商协会",
    [
      ["/api/pcsystem/TckgCooperation/list", { pageNum: "1", pageSize: "9", language: "1" }],
      [
        "/api/pcsystem/TckgDynamic/list",
        { dynamicType: "5", pageNum: "1", pageSize: "3", language: "1" },
      ],
    ],
  ],
  [
    "/gongyiE",
    "Public Welfare",
    "公益慈善",
    [["/api/pcsystem/TckgDynamic/list", { dynamicType: "6", language: "1" }]],
  ],
  ["/yinsiE", "Privacy Policy", "隐私政策", []],
];

for (const [path, title, label, calls] of pages) {
  test(`${path} makes its calls with language=1 and posts one ${label} visit (D6)`, async ({
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
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(/\S/);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: /ICP/ })).toBeVisible();
    await page.waitForLoadState("networkidle");

    expect(dataCalls(apiCalls)).toEqual(calls);
    expect(
      callsTo(apiCalls, "/api/pcsystem/TckgClassify/treeselect").map((call) => call.params),
    ).toEqual([{ language: "1" }]);
    expect(callsTo(apiCalls, "/api/pcsystem/TckgConfig/list").map((call) => call.params)).toEqual([
      { language: "1" },
    ]);
    const visits = callsTo(apiCalls, "/api/pcsystem/TckgSoftLogin");
    expect(visits.map((call) => [call.method, call.body])).toEqual([["POST", { userType: label }]]);
    expect(pageErrors).toEqual([]);
  });
}

for (const { path, title, type } of services) {
  test(`${path} renders its experts and cases from the fixtures`, async ({ page, pageErrors }) => {
    await openPage(page, path, title);
    const experts = page.getByRole("region", { name: "Senior Experts" });
    const typeExperts = expertsEn.filter((row) => String(row.personnelType) === type);
    for (const expert of typeExperts.slice(0, 8)) {
      await expect(
        experts.getByRole("heading", { name: expert.personnelName, exact: true }),
      ).toBeVisible();
    }
    await expect(experts.getByRole("heading", { level: 3 })).toHaveCount(
      Math.min(8, typeExperts.length),
    );
    // Spec 2.5: the expand/collapse toggle is the accounting page's only.
    await expect(experts.locator("button[aria-expanded]")).toHaveCount(type === "5" ? 1 : 0);

    const typeCases = casesEn.filter((row) => String(row.caseType) === type);
    const size = type === "1" || type === "3" ? 4 : 3;
    const cases = page.getByRole("region", { name: "Success Cases" }).getByRole("article");
    await expect(cases).toHaveCount(Math.min(size, typeCases.length));
    for (const item of typeCases.slice(0, size)) {
      await expect(
        page.getByRole("region", { name: "Success Cases" }).getByRole("article", {
          name: item.caseTitle,
          exact: true,
        }),
      ).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Consult now" }).first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
}

test("/kuaijiE experts toggle between the first 8 and every expert", async ({ page, apiCalls }) => {
  const all = expertsEn.filter((row) => String(row.personnelType) === "5");
  expect(all.length).toBeGreaterThan(8);
  await openPage(page, "/kuaijiE", "Accounting & Registration");
  const experts = page.getByRole("region", { name: "Senior Experts" });
  const cards = experts.getByRole("heading", { level: 3 });
  await expect(cards).toHaveCount(8);
  const toggle = experts.getByRole("button", { name: "Show all experts" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(cards).toHaveCount(all.length);
  await expect(experts.getByRole("heading", { name: all.at(-1)!.personnelName })).toBeVisible();
  const collapse = experts.getByRole("button", { name: "Show fewer" });
  await expect(collapse).toHaveAttribute("aria-expanded", "true");
  expect(
    callsTo(apiCalls, "/api/pcsystem/TckgPersonnel/list").map((call) => call.params),
  ).toContainEqual({
    personnelType: "5",
    language: "1",
  });
  await collapse.click();
  await expect(cards).toHaveCount(8);
  await expect(experts.getByRole("button", { name: "Show all experts" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});

test("/zizhiE a case swaps its short text for the full case on hover and on focus", async ({
  page,
}) => {
  await openPage(page, "/zizhiE", "Construction Qualifications");
  const item = casesEn.find((row) => String(row.caseType) === "1")!;
  const card = page
    .getByRole("region", { name: "Success Cases" })
    .getByRole("article", { name: item.caseTitle, exact: true });
  await expect(card).toHaveAttribute("data-state", "summary");
  await card.hover();
  await expect(card).toHaveAttribute("data-state", "full");
  await page.mouse.move(0, 0);
  await expect(card).toHaveAttribute("data-state", "summary");
  await card.focus();
  await expect(card).toHaveAttribute("data-state", "full");
});

test("/qidaiE consult dialog: English messages, an invalid submit sends nothing, a valid one posts", async ({
  page,
  apiCalls,
}) => {
  await openPage(page, "/qidaiE", "Enterprise Loans");
  await page.getByRole("button", { name: "Consult now" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Online consultation" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: /privacy/i })).toHaveAttribute("href", "/yinsiE");

  const submit = dialog.getByRole("button", { name: "Submit" });
  await submit.click();
  await expect(dialog.getByText("Please enter your name", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Please enter your phone number", { exact: true })).toBeVisible();
  await dialog.locator('[name="tel"]').fill("12345678901");
  await dialog.locator('[name="content"]').fill("x".repeat(301));
  await submit.click();
  await expect(
    dialog.getByText("Please enter the correct mobile number", { exact: true }),
  ).toBeVisible();
  await expect(
    dialog.getByText("Please enter your message (no more than 300 words)", { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(callsTo(apiCalls, "/api/pcsystem/TckgConsult")).toEqual([]);

  await dialog.locator('[name="name"]').fill("John Smith");
  await dialog.locator('[name="tel"]').fill("13812345678");
  await dialog.locator('[name="content"]').fill("What does a tax-record loan require?");
  const posted = page.waitForRequest((request) =>
    request.url().endsWith("/api/pcsystem/TckgConsult"),
  );
  await submit.click();
  expect((await posted).postDataJSON()).toEqual({
    name: "John Smith",
    tel: "13812345678",
    content: "What does a tax-record loan require?",
  });
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("status").filter({ hasText: "Submitted successfully, please wait patiently" }),
  ).toBeVisible();
  expect(callsTo(apiCalls, "/api/pcsystem/TckgConsult")).toHaveLength(1);
});

test("/haiwaiE links to the overseas subsidiary's own site in a new tab", async ({ page }) => {
  await openPage(page, "/haiwaiE", "Overseas Services");
  const link = page.getByRole("main").getByRole("link", { name: /Tiancheng International/ });
  await expect(link).toHaveAttribute("href", "https://global.tiancheng-group.com");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
});

test("/shangyeE shows the support figures and the department contacts", async ({
  page,
  pageErrors,
}) => {
  await openPage(page, "/shangyeE", "Business Partnership");
  const support = page.getByRole("region", { name: "A Strong Support Team" });
  for (const [label, value] of [
    ["Advisers and consultants", "1,078"],
    ["Operations staff", "132"],
    ["Delivery specialists", "311"],
  ] as const) {
    await expect(support.getByRole("article", { name: label })).toContainText(
      new RegExp(value.replace(",", ",?")),
    );
  }
  const contacts = page.getByRole("region", { name: "Partnership Contacts" });
  await expect(contacts.getByRole("article")).toHaveCount(contactsEn.length);
  for (const row of contactsEn) {
    const card = contacts.getByRole("article", { name: row.deptName, exact: true });
    await expect(card).toContainText(row.contactUser);
    await expect(card).toContainText(row.contactAddress);
  }
  expect(pageErrors).toEqual([]);
});

test("/shangyeE support cards swap with the middle on hover and on focus", async ({ page }) => {
  await openPage(page, "/shangyeE", "Business Partnership");
  const support = page.getByRole("region", { name: "A Strong Support Team" });
  const first = support.getByRole("listitem").filter({ hasText: "Advisers and consultants" });
  const middle = support.getByRole("listitem").filter({ hasText: "Operations staff" });
  const last = support.getByRole("listitem").filter({ hasText: "Delivery specialists" });
  await expect(first).toHaveAttribute("data-state", "side");
  await expect(middle).toHaveAttribute("data-state", "middle");

  await support.getByRole("article", { name: "Advisers and consultants" }).hover();
  await expect(first).toHaveAttribute("data-state", "middle");
  await expect(middle).toHaveAttribute("data-state", "side");
  await page.mouse.move(0, 0);
  await expect(first).toHaveAttribute("data-state", "side");
  await expect(middle).toHaveAttribute("data-state", "middle");

  await support.getByRole("article", { name: "Delivery specialists" }).focus();
  await expect(last).toHaveAttribute("data-state", "middle");
  await expect(middle).toHaveAttribute("data-state", "side");
});

test("/zixunE items open /contentE with their id and type 2", async ({ page }) => {
  await openPage(page, "/zixunE", "Group News");
  const main = page.getByRole("main");
  await expect(
    main.getByRole("region", { name: "Featured Stories" }).getByRole("article"),
  ).toHaveCount(3);
  await expect(main.getByRole("region", { name: "Company News" }).getByRole("article")).toHaveCount(
    2,
  );
  await expect(
    main.getByRole("region", { name: "Global Hot Topics" }).getByRole("article"),
  ).toHaveCount(5);
  const hrefs = await main
    .locator('a[href^="/contentE"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs).toHaveLength(10);
  for (const href of hrefs) expect(href).toMatch(/^\/contentE\?id=1\d\d&type=2$/);

  const item = newsEn.find((row) => String(row.dynamicType) === "2")!;
  const link = main.getByRole("link", { name: item.dynamicTitle, exact: true });
  await expect(link).toHaveAttribute("href", `/contentE?id=${item.dynamicId}&type=2`);
  await link.click();
  await page.waitForURL(`**/contentE?id=${item.dynamicId}&type=2`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.dynamicTitle);
  await expect(page.getByRole("link", { name: "Back to Group News" })).toHaveAttribute(
    "href",
    "/zixunE?key=5",
  );
});

test("/zixunE offers the three brochures under /PDF in a new tab", async ({ page }) => {
  await openPage(page, "/zixunE", "Group News");
  const brochures = page.getByRole("region", { name: "Brochures" }).getByRole("link");
  await expect(brochures).toHaveCount(3);
  for (const [index, href] of [
    "/PDF/group-introduction.pdf",
    "/PDF/qualification-brochure.pdf",
    "/PDF/international-brochure.pdf",
  ].entries()) {
    await expect(brochures.nth(index)).toHaveAttribute("href", href);
    await expect(brochures.nth(index)).toHaveAttribute("target", "_blank");
    await expect(brochures.nth(index)).toHaveAttribute("rel", /noopener/);
  }
});

test("/quanqiubujvE highlights the staff card of an office on hover and on focus", async ({
  page,
}) => {
  await openPage(page, "/quanqiubujvE", "Global Presence");
  const region = page.getByRole("region", { name: "Offices and Local Contacts" });
  // Scoped to the staff list: other parts of the page use aria-current too.
  const staffList = region.getByRole("list").filter({ has: page.getByRole("article") });
  await expect(staffList.getByRole("article")).toHaveCount(staffEn.length);
  const highlighted = staffList.locator('[aria-current="true"]');
  const byCode = (code: string) => staffEn.find((staff) => staff.staffCode === code)!.staffName;

  await region.getByRole("button", { name: /^Shanghai/ }).hover();
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toContainText(byCode("SH"));
  await region.getByRole("button", { name: /^Shenzhen/ }).hover();
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toContainText(byCode("SZ"));

  await page.mouse.move(0, 0);
  await region.getByRole("button", { name: /^Guangzhou/ }).focus();
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toContainText(byCode("GZ"));
  await page.keyboard.press("Tab");
  await expect(region.getByRole("button", { name: /^Shenzhen/ })).toBeFocused();
  await expect(highlighted).toContainText(byCode("SZ"));
});

test("/shangxiehuiE shows 9 cooperation items, then all of them with the toggle", async ({
  page,
  apiCalls,
}) => {
  expect(cooperationEn.length).toBeGreaterThan(9);
  await openPage(page, "/shangxiehuiE", "Business Associations");
  const region = page.getByRole("region", { name: "Our Partners" });
  const items = region.getByRole("listitem");
  await expect(items).toHaveCount(9);
  await expect(items).toHaveText(cooperationEn.slice(0, 9).map((row) => row.cooperationContent));
  const toggle = region.locator("button[aria-expanded]");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toHaveText("Show all");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(items).toHaveCount(cooperationEn.length);
  await expect(items).toHaveText(cooperationEn.map((row) => row.cooperationContent));
  expect(
    callsTo(apiCalls, "/api/pcsystem/TckgCooperation/list").map((call) => call.params),
  ).toContainEqual({ language: "1" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(items).toHaveCount(9);
});

test("/shangxiehuiE shows 3 association news items that open /contentE with type 3", async ({
  page,
}) => {
  await openPage(page, "/shangxiehuiE", "Business Associations");
  const region = page.getByRole("region", { name: "Association News" });
  await expect(region.getByRole("article")).toHaveCount(3);
  for (const item of associationNews.slice(0, 3)) {
    await expect(
      region.getByRole("link", { name: item.dynamicTitle, exact: true }),
    ).toHaveAttribute("href", `/contentE?id=${item.dynamicId}&type=3`);
  }
  const first = associationNews[0]!;
  await region.getByRole("link", { name: first.dynamicTitle, exact: true }).click();
  await page.waitForURL(`**/contentE?id=${first.dynamicId}&type=3`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.dynamicTitle);
});

test("/gongyiE lists the type 6 news and its items open nothing", async ({ page }) => {
  expect(charityNews.length).toBeGreaterThan(0);
  await openPage(page, "/gongyiE", "Public Welfare");
  const region = page.getByRole("region", { name: "Charity Activities" });
  await expect(region.getByRole("article")).toHaveCount(charityNews.length);
  for (const item of charityNews) {
    await expect(
      region.getByRole("article", { name: item.dynamicTitle, exact: true }),
    ).toBeVisible();
  }
  await expect(region.getByRole("link")).toHaveCount(0);
  await expect(region.locator("a")).toHaveCount(0);
});

import { casesEn, contactsEn, expertsEn, newsEn } from "@site/api/fixtures";
import { test } from "../support/api-fixtures";
import { en } from "../support/editions";
import { callsTo, expect, openPage } from "../support/page-helpers";
import { pageLoadTest } from "../support/page-load";
import { detailCase, pageCase, serviceGroupType, twoCaseLists } from "../support/pages";
import { caseSwapTest, consultDialogTest } from "../support/service-pages";

test.describe.configure({ timeout: 60_000 });

// Spec 2.2 and 2.5–2.7, 5.1, 7, D2 and D5–D8: the English service, partnership and news pages
// against the recorded fixtures (English ids are the Chinese ids + 100). The about and
// social-responsibility pages: en/about.spec.ts and en/social.spec.ts.

const newsItem = newsEn.find((row) => String(row.dynamicType) === "2")!;

const services = [
  { name: "kuaiji", title: "Accounting & Registration" },
  { name: "zizhi", title: "Construction Qualifications" },
  { name: "qidai", title: "Enterprise Loans" },
  { name: "zonghe", title: "Integrated Services" },
  { name: "zhichan", title: "Intellectual Property" },
  { name: "haiwai", title: "Overseas Services" },
] as const;

for (const route of [
  ...services.map(({ name, title }) => pageCase(en, name, title)),
  pageCase(en, "shangye", "Business Partnership"),
  pageCase(en, "zixun", "Group News"),
  detailCase(en, newsItem),
]) {
  test(...pageLoadTest(en, route));
}

for (const { name, title } of services) {
  const path = en.route(`/${name}`);
  const type = serviceGroupType[name];
  test(`${path} renders its experts and cases from the fixtures`, async ({ page, pageErrors }) => {
    await openPage(page, path, title);
    const experts = page.getByRole("region", { name: "Senior experts" });
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
    const size = twoCaseLists(type) ? 4 : 3;
    const cases = page.getByRole("region", { name: "Case studies" }).getByRole("article");
    await expect(cases).toHaveCount(Math.min(size, typeCases.length));
    for (const item of typeCases.slice(0, size)) {
      await expect(
        page.getByRole("region", { name: "Case studies" }).getByRole("article", {
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
  const experts = page.getByRole("region", { name: "Senior experts" });
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

test(...caseSwapTest(en, { heading: "Construction Qualifications", region: "Case studies" }));

test(
  ...consultDialogTest(en, {
    heading: "Enterprise Loans",
    button: "Consult now",
    dialog: "Online consultation",
    submit: "Submit",
    privacy: /privacy/i,
    labels: { name: "Your name", tel: "Mobile number", content: "Your enquiry" },
    messages: {
      name: "Please enter your name",
      tel: "Please enter your phone number",
      telPattern: "Please enter the correct mobile number",
      contentMax: "Please enter your message (no more than 300 words)",
    },
    success: "Submitted successfully, please wait patiently",
    input: {
      name: "John Smith",
      tel: "13812345678",
      content: "What does a tax-based loan require?",
    },
  }),
);

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
  const support = page.getByRole("region", { name: "A strong support team" });
  for (const [label, value] of [
    ["Advisors and consultants", "1,078"],
    ["Operations staff", "132"],
    ["Delivery specialists", "311"],
  ] as const) {
    await expect(support.getByRole("article", { name: label })).toContainText(
      new RegExp(value.replace(",", ",?")),
    );
  }
  const contacts = page.getByRole("region", { name: "Partnership contacts" });
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
  const support = page.getByRole("region", { name: "A strong support team" });
  const first = support.getByRole("listitem").filter({ hasText: "Advisors and consultants" });
  const middle = support.getByRole("listitem").filter({ hasText: "Operations staff" });
  const last = support.getByRole("listitem").filter({ hasText: "Delivery specialists" });
  await expect(first).toHaveAttribute("data-state", "side");
  await expect(middle).toHaveAttribute("data-state", "middle");

  await support.getByRole("article", { name: "Advisors and consultants" }).hover();
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
    main.getByRole("region", { name: "Featured stories" }).getByRole("article"),
  ).toHaveCount(3);
  await expect(main.getByRole("region", { name: "Company news" }).getByRole("article")).toHaveCount(
    2,
  );
  await expect(
    main.getByRole("region", { name: "Global hot topics" }).getByRole("article"),
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

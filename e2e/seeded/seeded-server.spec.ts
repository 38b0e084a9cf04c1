import { expect, test } from "../support/api-fixtures";

// These run against the real server (the one `pnpm start` runs) and its seeded database.
test.use({ apiFixtures: false });

const zhPaths = [
  "/",
  "/kuaiji",
  "/zizhi",
  "/qidai",
  "/zonghe",
  "/zhichan",
  "/haiwai",
  "/shangye",
  "/zixun",
  "/content?id=4&type=2",
  "/aboutus",
  "/quanqiubujv",
  "/BeiJing",
  "/yinsi",
];
const enPaths = [
  "/indexE",
  "/kuaijiE",
  "/haiwaiE",
  "/shangyeE",
  "/zixunE",
  "/contentE?id=1004&type=2",
  "/aboutusE",
  "/dongshizhangE",
  "/fazhanlichengE",
  "/quanqiubujvE",
  "/xiaoqiE",
  "/shangxiehuiE",
  "/gongyiE",
  "/yinsiE",
];

for (const path of [...zhPaths, ...enPaths]) {
  test(`${path} loads from the seeded server without a failed request`, async ({
    page,
    pageErrors,
  }) => {
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    // The server's Content Security Policy must hold for the whole page (no eval, no inline script).
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const visit = page.waitForResponse((response) =>
      response.url().endsWith("/api/pcsystem/TckgSoftLogin"),
    );
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    expect((await visit).status()).toBe(200);
    await page.waitForLoadState("networkidle");
    expect(failed).toEqual([]);
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

test("the seeded API answers real content in both languages", async ({ request }) => {
  const experts = await request.get(
    "/api/pcsystem/TckgPersonnel/list?personnelType=0&pageNum=1&pageSize=8&language=0",
  );
  const expertsBody = await experts.json();
  expect(expertsBody.code).toBe(200);
  expect(expertsBody.rows).toHaveLength(8);
  expect(expertsBody.total).toBeGreaterThanOrEqual(20);

  const menu = await (await request.get("/api/pcsystem/TckgClassify/treeselect?language=1")).json();
  const top = menu.data?.data ?? menu.data;
  expect(top).toHaveLength(7);
  expect(top[0].classifyPath).toBe("/indexE");
});

test("every media path the seeded API names exists", async ({ request }) => {
  const calls = [
    "TckgClassify/treeselect?language=0",
    "TckgDynamic/list?language=0",
    "TckgDynamic/list?language=1",
    "TckgPersonnel/list?language=0",
    "TckgCase/list?language=0",
    "TckgClient/list",
    "TckgBrief/list?language=0",
    "TckgChairman/getInfo?language=0",
    "TckgMileage/list?language=0",
    "TckgStaff/list?language=0",
    "TckgCooperation/list?language=0",
  ];
  const paths = new Set<string>();
  for (const call of calls) {
    const text = await (await request.get(`/api/pcsystem/${call}`)).text();
    for (const match of text.matchAll(/\/profile\/[\w./-]+\.(?:svg|webp|png|jpg|mp4)/g)) {
      paths.add(match[0]);
    }
  }
  expect(paths.size).toBeGreaterThan(100);
  for (const path of paths) {
    const response = await request.head(`/api${path}`);
    expect(response.status(), path).toBe(200);
  }
  for (const pdf of [
    "group-introduction.pdf",
    "qualification-brochure.pdf",
    "international-brochure.pdf",
  ]) {
    const response = await request.head(`/PDF/${pdf}`);
    expect(response.status(), pdf).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
  }
  // The home videos and their covers: wordless, the same files in both editions.
  for (const name of ["video-1", "video-2", "video-3"]) {
    for (const file of [`${name}.mp4`, `${name}-cover.webp`]) {
      expect((await request.head(`/api/profile/video/${file}`)).status(), file).toBe(200);
    }
  }
});

const imagePaths = ["/", "/kuaiji", "/haiwai", "/shangye", "/zixun", "/aboutus", "/quanqiubujv"];
for (const path of [...imagePaths, "/indexE", "/kuaijiE", "/shangyeE", "/aboutusE", "/xiaoqiE"]) {
  test(`${path} shows every image of the seeded content (none broken)`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("h1")).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    // Lazy images wait to be scrolled into view: load them all, then none may be broken.
    await expect
      .poll(
        () =>
          page.$$eval("img", (images) =>
            images
              .map((image) => {
                image.loading = "eager";
                return image;
              })
              .filter((image) => !image.complete || image.naturalWidth === 0)
              .map((image) => image.currentSrc || image.src),
          ),
        { timeout: 20_000 },
      )
      .toEqual([]);
    expect(await page.locator("img").count()).toBeGreaterThan(3);
  });
}

// One name per company: the footer's overseas companies (edition copy) are the companies the
// global-layout page's staff cards name (seeded content).
for (const [path, title, website] of [
  ["/quanqiubujv", "海外公司", "天诚国际官网"],
  ["/quanqiubujvE", "Overseas companies", "Tiancheng International website"],
] as const) {
  test(`${path}: the footer names each overseas company as its staff card does`, async ({
    page,
  }) => {
    await page.goto(path);
    const footer = page.getByRole("contentinfo").getByRole("region", { name: title });
    const named = (await footer.getByRole("listitem").allInnerTexts())
      .map((item) => item.split("\n")[0]!.trim())
      .filter((name) => name !== website);
    expect(named.length).toBeGreaterThanOrEqual(2);
    const companies = await page.locator(".staff-card__company").allInnerTexts();
    for (const name of named) expect(companies).toContain(name);
  });
}

import { expect, test } from "../support/api-fixtures";
import { visitRecorded } from "../support/page-helpers";

interface RouteCase {
  path: string;
  title: string;
  visitLabel: string;
  /** The h1 when it is not the route title: the detail page's h1 is the article's title. */
  heading?: string;
}

// Spec 2.1 and 2.2 with /yinsi(E) (D5); labels from D6; English routes post the Chinese twin's label.
const zhRoutes: RouteCase[] = [
  { path: "/", title: "首页", visitLabel: "首页", heading: "天诚控股集团：一站式企业服务" },
  { path: "/kuaiji", title: "会计事业群", visitLabel: "会计事业群" },
  { path: "/zizhi", title: "资质事业群", visitLabel: "资质事业群" },
  { path: "/qidai", title: "企贷事业群", visitLabel: "企贷事业群" },
  { path: "/zonghe", title: "综合事业群", visitLabel: "综合事业群" },
  { path: "/zhichan", title: "知识产权事业群", visitLabel: "知识产权事业群" },
  { path: "/haiwai", title: "海外事业群", visitLabel: "海外" },
  { path: "/shangye", title: "商业合作", visitLabel: "商业合作" },
  { path: "/zixun", title: "集团资讯", visitLabel: "集团资讯" },
  {
    path: "/content?id=4&type=2",
    title: "资讯详情",
    visitLabel: "详情",
    heading: "集团荣获“2025年度优秀企业服务机构”称号",
  },
  { path: "/aboutus", title: "集团简介", visitLabel: "集团简介" },
  { path: "/dongshizhang", title: "董事长致辞", visitLabel: "董事长致辞" },
  { path: "/qiyewenhua", title: "企业文化", visitLabel: "企业文化" },
  { path: "/jituangoucheng", title: "集团构成", visitLabel: "集团构成" },
  { path: "/fazhanlicheng", title: "发展历程", visitLabel: "发展历程" },
  { path: "/quanqiubujv", title: "全球布局", visitLabel: "全球布局" },
  { path: "/xiaoqi", title: "校企合作", visitLabel: "校企合作" },
  { path: "/shangxiehui", title: "商协会", visitLabel: "商协会" },
  { path: "/gongyi", title: "公益慈善", visitLabel: "公益慈善" },
  { path: "/BeiJing", title: "北京分公司", visitLabel: "北京分公司" },
  { path: "/yinsi", title: "隐私政策", visitLabel: "隐私政策" },
];

const enRoutes: RouteCase[] = [
  {
    path: "/indexE",
    title: "Home",
    visitLabel: "首页",
    heading: "Tiancheng Holdings Group: one-stop business services",
  },
  { path: "/kuaijiE", title: "Accounting & Registration", visitLabel: "会计事业群" },
  { path: "/zizhiE", title: "Construction Qualifications", visitLabel: "资质事业群" },
  { path: "/qidaiE", title: "Enterprise Loans", visitLabel: "企贷事业群" },
  { path: "/zongheE", title: "Integrated Services", visitLabel: "综合事业群" },
  { path: "/zhichanE", title: "Intellectual Property", visitLabel: "知识产权事业群" },
  { path: "/haiwaiE", title: "Overseas Services", visitLabel: "海外" },
  { path: "/shangyeE", title: "Business Partnership", visitLabel: "商业合作" },
  { path: "/zixunE", title: "Group News", visitLabel: "集团资讯" },
  {
    path: "/contentE?id=101&type=2",
    title: "News Detail",
    visitLabel: "详情",
    heading: "Tiancheng Group Holds 2026 Partner Conference in Beijing",
  },
  { path: "/aboutusE", title: "Group Profile", visitLabel: "集团简介" },
  { path: "/dongshizhangE", title: "Chairman's Message", visitLabel: "董事长致辞" },
  { path: "/qiyewenhuaE", title: "Corporate Culture", visitLabel: "企业文化" },
  { path: "/jituangouchengE", title: "Group Composition", visitLabel: "集团构成" },
  { path: "/fazhanlichengE", title: "Development History", visitLabel: "发展历程" },
  { path: "/quanqiubujvE", title: "Global Presence", visitLabel: "全球布局" },
  { path: "/xiaoqiE", title: "School-Enterprise Cooperation", visitLabel: "校企合作" },
  { path: "/shangxiehuiE", title: "Business Associations", visitLabel: "商协会" },
  { path: "/gongyiE", title: "Public Welfare", visitLabel: "公益慈善" },
  { path: "/yinsiE", title: "Privacy Policy", visitLabel: "隐私政策" },
];

const editions = [
  { name: "Chinese", lang: "zh-CN", siteName: "天诚控股集团", routes: zhRoutes },
  { name: "English", lang: "en", siteName: "Tiancheng Holdings Group", routes: enRoutes },
];

for (const edition of editions) {
  test.describe(`${edition.name} edition routes`, () => {
    for (const route of edition.routes) {
      test(`${route.path} loads with one h1, lang, title and its visit record`, async ({
        page,
        apiCalls,
        pageErrors,
      }) => {
        const visit = visitRecorded(page);
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);

        expect((await visit).postDataJSON()).toEqual({ userType: route.visitLabel });
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toHaveText(route.heading ?? route.title);
        await expect(page.locator("html")).toHaveAttribute("lang", edition.lang);
        await expect(page).toHaveTitle(`${route.title} | ${edition.siteName}`);

        await page.waitForLoadState("networkidle");
        const visits = apiCalls.filter((call) => call.path === "/api/pcsystem/TckgSoftLogin");
        expect(visits).toHaveLength(1);
        expect(pageErrors).toEqual([]);
      });
    }
  });
}

test("an unknown Chinese path answers 404 with the Chinese not-found view", async ({
  page,
  apiCalls,
  pageErrors,
}) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("页面不存在");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page).toHaveTitle("页面不存在 | 天诚控股集团");
  await page.waitForLoadState("networkidle");
  expect(apiCalls.filter((call) => call.path === "/api/pcsystem/TckgSoftLogin")).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test("an unknown English path answers 404 with the English not-found view", async ({
  page,
  pageErrors,
}) => {
  const response = await page.goto("/noSuchPageE");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Page not found | Tiancheng Holdings Group");
  expect(pageErrors).toEqual([]);
});

test("both editions ship the viewport of the minimum width and a favicon", async ({
  page,
  request,
}) => {
  for (const path of ["/", "/indexE"]) {
    await page.goto(path);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute("content", "width=1200");
    const icon = await page.locator('link[rel="icon"]').getAttribute("href");
    expect(icon).toBeTruthy();
    const iconResponse = await request.get(icon!);
    expect(iconResponse.status()).toBe(200);
  }
});

test("routes load the shell's menu and config with the edition's language", async ({
  page,
  apiCalls,
}) => {
  // The h1 shows once the loaders have answered: "networkidle" alone can fire while a busy
  // machine is still evaluating the bundle, before the first call.
  await page.goto("/kuaiji");
  await expect(page.locator("h1")).toHaveText("会计事业群");
  await page.waitForLoadState("networkidle");
  await page.goto("/kuaijiE");
  await expect(page.locator("h1")).toHaveText("Accounting & Registration");
  await page.waitForLoadState("networkidle");
  const menuCalls = apiCalls.filter(
    (call) => call.path === "/api/pcsystem/TckgClassify/treeselect",
  );
  expect(menuCalls.map((call) => call.params)).toEqual([{ language: "0" }, { language: "1" }]);
  const expertCalls = apiCalls.filter((call) => call.path === "/api/pcsystem/TckgPersonnel/list");
  expect(expertCalls.map((call) => call.params)).toEqual([
    { personnelType: "5", pageNum: "1", pageSize: "8", language: "0" },
    { personnelType: "5", pageNum: "1", pageSize: "8", language: "1" },
  ]);
});

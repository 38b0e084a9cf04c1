import type { Page } from "@playwright/test";
import { escapeRegExp, newsOfType, type Edition } from "./editions";
import { callsTo, expect, serveMedia, visitRecorded } from "./page-helpers";
import type { TestCase } from "./test-case";

// Spec 2.4, 4 and 7, D2, D6–D8: what the home pages of both editions share, against the
// recorded fixtures of the edition's language.

export interface HomeCopy {
  heading: string;
  /** The document title starts with it. */
  title: string;
  /** The main-menu entry of the home section. */
  navItem: string;
  experts: { region: string; previous: string; next: string };
  news: { region: string; more: string };
  clients: string;
  consult: { button: string; dialog: string; close: string };
}

const EXPERT_PAGE_SIZE = 8;
const HOME_EXPERT_TYPE = "0";

function homeExperts(edition: Edition) {
  return edition.fixtures.experts.filter((row) => String(row.personnelType) === HOME_EXPERT_TYPE);
}

export async function openHome(page: Page, edition: Edition, copy: HomeCopy): Promise<void> {
  await serveMedia(page);
  await page.goto(edition.route("/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
}

export function homeCallsTest(edition: Edition, copy: HomeCopy): TestCase {
  const path = edition.route("/");
  const language = edition.language;
  return [
    `${path} makes its calls with language=${language} and posts one 首页 visit (D6)`,
    async ({ page, apiCalls, pageErrors }) => {
      const visit = visitRecorded(page);
      await openHome(page, edition, copy);
      expect((await visit).postDataJSON()).toEqual({ userType: "首页" });
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(copy.title)}`));
      await expect(page.locator("html")).toHaveAttribute("lang", edition.lang);
      // The sections show once their calls have answered.
      await expect(
        page.getByRole("heading", { name: homeExperts(edition)[0]!.personnelName }),
      ).toBeVisible();
      await expect(page.getByRole("region", { name: copy.news.region })).toBeVisible();
      await expect(page.getByRole("region", { name: copy.clients })).toBeVisible();
      await page.waitForLoadState("networkidle");

      expect(
        callsTo(apiCalls, "/api/pcsystem/TckgPersonnel/list").map((call) => call.params),
      ).toEqual([{ personnelType: HOME_EXPERT_TYPE, pageNum: "1", pageSize: "8", language }]);
      expect(
        callsTo(apiCalls, "/api/pcsystem/TckgDynamic/list").map((call) => call.params),
      ).toEqual([{ dynamicType: "1", pageNum: "1", pageSize: "2", language }]);
      expect(callsTo(apiCalls, "/api/pcsystem/TckgClient/list").map((call) => call.params)).toEqual(
        [{}],
      );
      expect(
        callsTo(apiCalls, "/api/pcsystem/TckgClassify/treeselect").map((call) => call.params),
      ).toEqual([{ language }]);
      expect(callsTo(apiCalls, "/api/pcsystem/TckgConfig/list").map((call) => call.params)).toEqual(
        [{ language }],
      );
      const visits = callsTo(apiCalls, "/api/pcsystem/TckgSoftLogin");
      expect(visits.map((call) => [call.method, call.body])).toEqual([
        ["POST", { userType: "首页" }],
      ]);
      // Every call that takes a language sends the edition's (D2); nothing else is called but
      // the Chinese edition's country check.
      for (const call of apiCalls) {
        if ("language" in call.params) expect(call.params.language, call.path).toBe(language);
      }
      expect([...new Set(apiCalls.map((call) => call.path))].sort()).toEqual(
        [
          ...(edition.countryCheck ? ["/api/moudle/apisystem/ApiSoft/getIpFlag"] : []),
          "/api/pcsystem/TckgClassify/treeselect",
          "/api/pcsystem/TckgClient/list",
          "/api/pcsystem/TckgConfig/list",
          "/api/pcsystem/TckgDynamic/list",
          "/api/pcsystem/TckgPersonnel/list",
          "/api/pcsystem/TckgSoftLogin",
        ].sort(),
      );
      expect(pageErrors).toEqual([]);
    },
  ];
}

export function expertPagerTest(edition: Edition, copy: HomeCopy): TestCase {
  const path = edition.route("/");
  return [
    `${path} expert pager: previous off on page 1, next loads page 2, next off on the last page`,
    async ({ page, apiCalls, rendering }) => {
      const experts = homeExperts(edition);
      await openHome(page, edition, copy);
      const region = page.getByRole("region", { name: copy.experts.region });
      const previous = region.getByRole("button", { name: copy.experts.previous });
      const next = region.getByRole("button", { name: copy.experts.next });
      for (const expert of experts.slice(0, EXPERT_PAGE_SIZE)) {
        await expect(
          region.getByRole("heading", { name: expert.personnelName, exact: true }),
        ).toBeVisible();
      }
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();

      // The fixture total (10) gives two pages of 8.
      expect(Math.ceil(experts.length / EXPERT_PAGE_SIZE)).toBe(2);
      const secondPage = page.waitForRequest((request) => {
        const url = new URL(request.url());
        return (
          url.pathname === "/api/pcsystem/TckgPersonnel/list" &&
          url.searchParams.get("pageNum") === "2"
        );
      });
      await next.click();
      expect(Object.fromEntries(new URL((await secondPage).url()).searchParams)).toEqual({
        personnelType: HOME_EXPERT_TYPE,
        pageNum: "2",
        pageSize: "8",
        language: edition.language,
      });
      for (const expert of experts.slice(EXPERT_PAGE_SIZE)) {
        await expect(
          region.getByRole("heading", { name: expert.personnelName, exact: true }),
        ).toBeVisible();
      }
      await expect(region.getByRole("heading", { name: experts[0]!.personnelName })).toHaveCount(0);
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();

      await previous.click();
      await expect(region.getByRole("heading", { name: experts[0]!.personnelName })).toBeVisible();
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
      // A server-rendered page arrives with page 1; going back to it reads nothing again.
      expect(
        callsTo(apiCalls, "/api/pcsystem/TckgPersonnel/list").map((call) => call.params.pageNum),
      ).toEqual(rendering === "shell" ? expect.arrayContaining(["1", "2"]) : ["2"]);
    },
  ];
}

export function homeNewsTest(edition: Edition, copy: HomeCopy): TestCase {
  const path = edition.route("/");
  return [
    `${path} shows 2 news items that open the detail page with their id and type 1`,
    async ({ page }) => {
      const homeNews = newsOfType(edition, 1);
      await openHome(page, edition, copy);
      // Two items, the title split on "|" into a headline and a sub-line (spec 2.4).
      const news = page.getByRole("region", { name: copy.news.region });
      await expect(news.getByRole("article")).toHaveCount(2);
      for (const item of homeNews.slice(0, 2)) {
        const [headline, subline] = item.dynamicTitle.split("|").map((part) => part.trim());
        const article = news.getByRole("article", { name: headline, exact: true });
        await expect(article).toBeVisible();
        await expect(article.getByRole("heading")).toHaveText(headline!);
        if (subline) await expect(article.getByText(subline, { exact: true })).toBeVisible();
        await expect(article.getByRole("link", { name: headline, exact: true })).toHaveAttribute(
          "href",
          edition.route(`/content?id=${item.dynamicId}&type=1`),
        );
      }
      await expect(news.getByText(/\|/)).toHaveCount(0);
      await expect(news.getByRole("link", { name: copy.news.more })).toHaveAttribute(
        "href",
        `${edition.route("/zixun")}?key=5`,
      );

      const item = homeNews[0]!;
      const headline = item.dynamicTitle.split("|")[0]!.trim();
      await news.getByRole("link", { name: headline, exact: true }).click();
      await page.waitForURL(`**${edition.route(`/content?id=${item.dynamicId}&type=1`)}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(headline);
      // D7: type 1 keeps the home entry highlighted.
      await expect(
        page.getByRole("navigation", { name: edition.nav }).locator('[aria-current="page"]'),
      ).toHaveText(copy.navItem);
    },
  ];
}

export function consultOpensTest(edition: Edition, copy: HomeCopy): TestCase {
  const path = edition.route("/");
  return [
    `${path} ${copy.consult.button} opens the ${copy.consult.dialog} dialog`,
    async ({ page }) => {
      await openHome(page, edition, copy);
      await page.getByRole("button", { name: copy.consult.button }).first().click();
      const dialog = page.getByRole("dialog", { name: copy.consult.dialog });
      await expect(dialog).toBeVisible();
      for (const name of ["name", "tel", "content"]) {
        await expect(dialog.locator(`[name="${name}"]`)).toBeVisible();
      }
      await dialog.getByRole("button", { name: copy.consult.close }).click();
      await expect(dialog).toBeHidden();
    },
  ];
}

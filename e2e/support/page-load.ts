import { escapeRegExp, type Edition } from "./editions";
import { callsTo, dataCalls, expect, openPage, visitRecorded } from "./page-helpers";
import type { PageCase } from "./pages";
import type { TestCase } from "./test-case";

/**
 * D2, D6–D8: the page loads with its h1, title, language and highlighted section, makes exactly
 * its own data calls (and the shell's) with the edition's language, and posts one visit.
 */
export function pageLoadTest(edition: Edition, page: PageCase): TestCase {
  const { path, heading, title, label, calls, section } = page;
  return [
    `${path} makes its calls with language=${edition.language} and posts one ${label} visit (D6)`,
    async ({ page, apiCalls, pageErrors }) => {
      const visit = visitRecorded(page);
      await openPage(page, path, heading);
      expect((await visit).postDataJSON()).toEqual({ userType: label });
      await expect(page.locator("html")).toHaveAttribute("lang", edition.lang);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(title)));
      const active = page
        .getByRole("navigation", { name: edition.nav })
        .locator('[aria-current="page"]');
      if (section) {
        await expect(active).toHaveCount(1);
        await expect(active).toHaveAttribute("href", section);
      } else {
        await expect(active).toHaveCount(0);
      }
      await expect(page.getByRole("contentinfo").getByRole("link", { name: /ICP/ })).toBeVisible();
      await page.waitForLoadState("networkidle");

      expect(dataCalls(apiCalls)).toEqual(calls);
      const language = { language: edition.language };
      expect(
        callsTo(apiCalls, "/api/pcsystem/TckgClassify/treeselect").map((call) => call.params),
      ).toEqual([language]);
      expect(callsTo(apiCalls, "/api/pcsystem/TckgConfig/list").map((call) => call.params)).toEqual(
        [language],
      );
      const visits = callsTo(apiCalls, "/api/pcsystem/TckgSoftLogin");
      expect(visits.map((call) => [call.method, call.body])).toEqual([
        ["POST", { userType: label }],
      ]);
      expect(pageErrors).toEqual([]);
    },
  ];
}

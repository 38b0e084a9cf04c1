import type { Page } from "@playwright/test";
import { test } from "../support/api-fixtures";
import { en, zh } from "../support/editions";
import { drawEverySection, expect, serveMedia } from "../support/page-helpers";
import { deviceOf, horizontalOverflow, smallScreens } from "../support/small-screens";
import { expectGrid, expectSwipeRow, listLayout, scrollLeftOf } from "../support/swipe-rows";

// Issue 28, defect 4: at 390px the home page was 10,263px tall and the accounting pages 10,848
// and 12,605, mostly experts and cases one under the other. On a phone the repeated cards
// (experts, cases, staff, partners, and the services, advantages, promises, other groups and
// client logos) are a swipe row (snap points, the next card peeking); every behaviour inside
// them stays.

/** The home page at most this tall at 390px, every service-group page at most `SERVICE_MAX`. */
const HOME_MAX = 7000;
const SERVICE_MAX = 7500;

const phone = smallScreens.find((screen) => screen.viewport.width === 390)!;

const editions = [
  {
    edition: zh,
    home: "/",
    /** The business-group menu (事业群). */
    services: ["/kuaiji", "/zizhi", "/qidai", "/zonghe", "/zhichan"],
    next: "下一页",
    previous: "上一页",
    expand: "展开全部专家",
    collapse: "收起",
  },
  {
    edition: en,
    home: "/indexE",
    services: ["/kuaijiE", "/zizhiE", "/qidaiE", "/zongheE", "/zhichanE"],
    next: "Next page",
    previous: "Previous page",
    expand: "Show all experts",
    collapse: "Show fewer",
  },
] as const;

/** Opens a page and waits until its sections and their media have arrived. */
async function open(page: Page, path: string) {
  await serveMedia(page);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await page.waitForLoadState("networkidle");
}

/** The page's height with every section drawn, as a visitor who scrolled through it sees it. */
async function pageHeight(page: Page) {
  await drawEverySection(page);
  return page.evaluate(() => document.documentElement.scrollHeight);
}

test.describe(`phone ${phone.viewport.width}×${phone.viewport.height}`, () => {
  test.use(deviceOf(phone));

  for (const { edition, home, services, next, previous, expand, collapse } of editions) {
    for (const path of [home, ...services]) {
      const max = path === home ? HOME_MAX : SERVICE_MAX;
      test(`${path} is at most ${max}px tall and never scrolls sideways`, async ({ page }) => {
        await open(page, path);
        await expect(page.locator(".expert-grid > li").first()).toBeVisible();
        expect(await pageHeight(page), `${path}: the page's height`).toBeLessThanOrEqual(max);
        const overflow = await horizontalOverflow(page);
        expect(overflow.culprits, "elements reaching past the window").toEqual([]);
        expect(overflow.scroll, "sideways scroll").toBe(0);
      });
    }

    test(`${home}: the experts are a swipe row; the pager turns it, from its first card`, async ({
      page,
    }) => {
      await open(page, home);
      const row = page.locator(".expert-grid");
      await expectSwipeRow(row, "experts");
      await expect(row.locator("> li")).toHaveCount(8);

      // A swipe (here a scroll) settles on the next card's start, a snap point.
      const second = await row.evaluate(
        (ul) =>
          (ul.children[1] as HTMLElement).offsetLeft -
          (ul.firstElementChild as HTMLElement).offsetLeft,
      );
      await row.evaluate((ul) => ul.scrollBy({ left: 60, behavior: "instant" }));
      await expect
        .poll(async () => Math.abs((await scrollLeftOf(row)) - second), {
          message: "settled on the second card",
        })
        .toBeLessThanOrEqual(1);

      // The keyboard reaches the row and scrolls it.
      await row.evaluate((ul) => ul.scrollTo({ left: 0, behavior: "instant" }));
      await row.focus();
      await expect(row).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => scrollLeftOf(row)).toBeGreaterThan(0);

      // The pager of 8: previous disabled on page 1; next turns the page and the row starts over.
      const pager = page.locator(".expert-pager");
      const previousButton = pager.getByRole("button", { name: previous, exact: true });
      const nextButton = pager.getByRole("button", { name: next, exact: true });
      await expect(previousButton).toBeDisabled();
      const firstName = await row.locator(".expert-card__name").first().textContent();
      await row.evaluate((ul) => ul.scrollTo({ left: ul.scrollWidth, behavior: "instant" }));
      await nextButton.tap();
      await expect(pager.locator(".expert-pager__current")).toHaveText("2");
      await expect(row.locator(".expert-card__name").first()).not.toHaveText(firstName!);
      await expect(previousButton).toBeEnabled();
      await expect.poll(() => scrollLeftOf(row), { message: "page 2 from its first card" }).toBe(0);
      expect((await listLayout(row)).rows).toBe(1);

      // Through to the last page, where next is disabled; back to the first.
      for (let turns = 0; turns < 10 && (await nextButton.isEnabled()); turns++) {
        const shown = await pager.locator(".expert-pager__current").textContent();
        await nextButton.tap();
        await expect(pager.locator(".expert-pager__current")).not.toHaveText(shown!);
      }
      await expect(nextButton).toBeDisabled();
      while (await previousButton.isEnabled()) {
        const shown = await pager.locator(".expert-pager__current").textContent();
        await previousButton.tap();
        await expect(pager.locator(".expert-pager__current")).not.toHaveText(shown!);
      }
      await expect(pager.locator(".expert-pager__current")).toHaveText("1");
      await expect(previousButton).toBeDisabled();
      await expect(row.locator(".expert-card__name").first()).toHaveText(firstName!);
    });

    const accounting = services[0];
    test(`${accounting}: experts and cases are swipe rows; the toggle and the case tap work in them`, async ({
      page,
    }) => {
      await open(page, accounting);
      const experts = page.locator(".expert-toggle .expert-grid");
      await expectSwipeRow(experts, "experts");
      await expect(experts.locator("> li")).toHaveCount(8);

      const toggle = page.getByRole("button", { name: expand });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.tap();
      await expect(experts.locator("> li")).toHaveCount(10);
      await expect(page.getByRole("button", { name: collapse })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await expectSwipeRow(experts, "every expert");
      // The last expert can be swiped to.
      const last = experts.locator("> li").last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport({ ratio: 0.9 });
      await page.getByRole("button", { name: collapse }).tap();
      await expect(experts.locator("> li")).toHaveCount(8);

      const cases = page.locator(".case-list");
      await expectSwipeRow(cases, "cases");
      // The keyboard moves from case to case, and the row follows the focus.
      const cards = cases.locator(".case-card");
      await cards.first().focus();
      await page.keyboard.press("Tab");
      await expect(cards.nth(1)).toBeFocused();
      await expect.poll(() => scrollLeftOf(cases)).toBeGreaterThan(0);
      await expect(cards.nth(1)).toBeInViewport({ ratio: 0.9 });
      await page.getByRole("heading", { level: 1 }).tap();

      // A tap shows a case's full text, a second tap its summary, in the row as in the stack.
      const second = cards.nth(1);
      await second.tap();
      await expect(second).toHaveAttribute("data-state", "full");
      await expect(second.locator(".case-card__full")).toBeVisible();
      await second.tap();
      await expect(second).toHaveAttribute("data-state", "summary");
    });

    const globalLayout = edition.route("/quanqiubujv");
    test(`${globalLayout}: the staff cards are a swipe row; a tapped office brings its card into the row's view`, async ({
      page,
    }) => {
      await open(page, globalLayout);
      const row = page.locator(".staff-cards");
      await expectSwipeRow(row, "staff cards");
      // Nothing in the row (a visually hidden label) stands past the window at its place.
      expect((await horizontalOverflow(page)).culprits, "past the window").toEqual([]);
      const officeName = edition === zh ? "addressZname" : "addressYname";
      // The last office: its card is the row's last, the farthest from the row's start.
      const singapore = edition.fixtures.addresses.find((entry) => entry.addressCode === "SG")!;
      const office = page.getByRole("button", { name: new RegExp(`^${singapore[officeName]}`) });
      await office.tap();
      const highlighted = row.locator('[aria-current="true"]');
      await expect(highlighted).toHaveCount(1);
      // Scrolled into view within the row as well as the page: the whole card in the window.
      await expect.poll(() => scrollLeftOf(row)).toBeGreaterThan(0);
      await expect
        .poll(async () => {
          const card = (await highlighted.boundingBox())!;
          return card.x >= -1 && card.x + card.width <= phone.viewport.width + 1;
        })
        .toBe(true);
      await expect(highlighted).toBeInViewport({ ratio: 0.9 });
    });

    const association = edition.route("/shangxiehui");
    test(`${association}: the partners are a swipe row`, async ({ page }) => {
      await open(page, association);
      await expectSwipeRow(page.locator(".cooperation-grid__list"), "partners");
      expect((await horizontalOverflow(page)).culprits, "past the window").toEqual([]);
    });
  }
});

// From 768px up nothing changes: the same lists are grids, with no row scrolling inside.
for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1366, height: 900 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const { edition, home, services } of editions) {
      test(`${edition.lang}: experts, cases, staff and partners are grids, not swipe rows`, async ({
        page,
      }) => {
        await open(page, home);
        await expectGrid(page.locator(".expert-grid"), `${home} experts`);
        await expectGrid(page.locator(".service-scope__list"), `${home} services`);
        await expectGrid(page.locator(".client-logo-wall__list"), `${home} clients`);
        await open(page, services[0]);
        await expectGrid(page.locator(".expert-grid"), `${services[0]} experts`);
        await expectGrid(page.locator(".case-list"), `${services[0]} cases`);
        await expectGrid(page.locator(".feature-blocks__list").first(), `${services[0]} services`);
        await expectGrid(page.locator(".other-services__list"), `${services[0]} other groups`);
        await open(page, edition.route("/quanqiubujv"));
        await expectGrid(page.locator(".staff-cards"), "staff cards");
        await open(page, edition.route("/shangxiehui"));
        await expectGrid(page.locator(".cooperation-grid__list"), "partners");
        expect((await horizontalOverflow(page)).scroll).toBe(0);
      });
    }
  });
}

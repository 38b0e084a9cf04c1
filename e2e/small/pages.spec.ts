import type { Locator, Page } from "@playwright/test";
import { test } from "../support/api-fixtures";
import { expect, serveMedia } from "../support/page-helpers";
import { deviceOf, minTapTarget, smallScreens } from "../support/small-screens";
import { expectSwipeRow } from "../support/swipe-rows";

// D10, issue 15 items 1 and 4: the home, service-group, partnership, news and article pages at
// a phone's and a tablet's width, both editions: what a hover does on the desktop a tap does
// here, the grids reflow to one or two a row (on a phone the repeated cards are a swipe row
// instead, issue 28), and nothing in the page reaches past the window.

const editions = [
  {
    lang: "zh",
    home: "/",
    group: "/kuaiji",
    /** Two lists of two cases (spec 7.1). */
    pairedCases: "/zizhi",
    partnership: "/shangye",
    news: "/zixun",
    article: "/content?id=1&type=2",
    nextPage: "下一页",
  },
  {
    lang: "en",
    home: "/indexE",
    group: "/kuaijiE",
    pairedCases: "/zizhiE",
    partnership: "/shangyeE",
    news: "/zixunE",
    article: "/contentE?id=101&type=2",
    nextPage: "Next page",
  },
] as const;

/** How many items each row of a list holds, top to bottom. */
function rowSizes(list: Locator): Promise<number[]> {
  return list.evaluate((ul) => {
    const rows = new Map<number, number>();
    for (const item of ul.children) {
      const box = item.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const top = Math.round(box.top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, size]) => size);
  });
}

/**
 * Issue 28: a list of cards that is a swipe row on a phone (swipe-rows.ts) and reflows to
 * `maxPerRow` a row from 600px.
 */
async function expectCardRows(page: Page, selector: string, maxPerRow: number, whole = 1) {
  if (maxPerRow > 1) return expectReflowed(page, selector, maxPerRow);
  const lists = page.locator(selector);
  const count = await lists.count();
  expect(count, `${selector} on the page`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expectSwipeRow(lists.nth(i), selector, whole);
}

/** Items of a list that reach past the window's edges. */
function itemsPastTheEdge(list: Locator): Promise<string[]> {
  return list.evaluate((ul) => {
    const width = document.documentElement.clientWidth;
    return [...ul.children]
      .filter((item) => {
        const box = item.getBoundingClientRect();
        return box.left < -1 || box.right > width + 1;
      })
      .map((item) => (item.textContent ?? "").trim().slice(0, 30));
  });
}

/** Elements in the main landmark reaching past the window (a clipped scroller holds its own). */
function overflowInMain(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("main *")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= width + 1 && box.left >= -1) continue;
      let clipped = false;
      for (let up = element.parentElement; up && up.tagName !== "MAIN"; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") clipped = true;
      }
      if (!clipped) {
        found.push(
          `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} ` +
            `${Math.round(box.left)}–${Math.round(box.right)}`,
        );
      }
    }
    return found;
  });
}

async function expectReflowed(page: Page, selector: string, maxPerRow: number) {
  const lists = page.locator(selector);
  const count = await lists.count();
  expect(count, `${selector} on the page`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const list = lists.nth(i);
    await list.scrollIntoViewIfNeeded();
    const rows = await rowSizes(list);
    expect(rows.length, selector).toBeGreaterThan(0);
    for (const size of rows)
      expect(size, `${selector}: rows ${rows.join(" + ")}`).toBeLessThanOrEqual(maxPerRow);
    expect(await itemsPastTheEdge(list), selector).toEqual([]);
  }
}

async function expectTapTarget(target: Locator) {
  const box = (await target.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(minTapTarget);
  expect(box.height).toBeGreaterThanOrEqual(minTapTarget);
}

for (const screen of smallScreens) {
  // Phones take one card a row; portrait tablets two, an odd count's last three a row of three
  // (issue 28: no card alone on the last row).
  const perRow = screen.viewport.width < 600 ? 1 : 3;

  test.describe(`${screen.name} ${screen.viewport.width}×${screen.viewport.height}`, () => {
    test.use(deviceOf(screen));

    for (const edition of editions) {
      test(`${edition.lang} ${edition.group}: a tap shows a case's full text, a second tap the summary`, async ({
        page,
      }) => {
        await serveMedia(page);
        await page.goto(edition.group);
        const card = page.locator(".case-card").first();
        const full = card.locator(".case-card__full");
        const summary = card.locator(".case-card__summary");
        await card.scrollIntoViewIfNeeded();
        await expect(full).toBeHidden();
        await expect(summary).toBeVisible();

        await card.tap();
        await expect(card).toHaveAttribute("data-state", "full");
        await expect(full).toBeVisible();
        await expect(full).not.toBeEmpty();
        await expect(summary).toBeHidden();

        await card.tap();
        await expect(card).toHaveAttribute("data-state", "summary");
        await expect(full).toBeHidden();
        await expect(summary).toBeVisible();

        // A tap on another card opens that one and closes this one.
        await card.tap();
        const other = page.locator(".case-card").nth(1);
        await other.tap();
        await expect(other).toHaveAttribute("data-state", "full");
        await expect(card).toHaveAttribute("data-state", "summary");
      });

      test(`${edition.lang} ${edition.partnership}: a tap brings a support card forward, a tap on it puts it back`, async ({
        page,
      }) => {
        await serveMedia(page);
        await page.goto(edition.partnership);
        const items = page.locator(".support-cards__item");
        await expect(items).toHaveCount(3);
        const first = items.nth(0);
        const card = first.locator(".support-cards__card");
        await card.scrollIntoViewIfNeeded();
        await expect(first).toHaveAttribute("data-state", "side");
        await expect(items.nth(1)).toHaveAttribute("data-state", "middle");
        // Read at rest: a colour read in the middle of a fade is one the card never returns to.
        const colourBefore = await card.evaluate(async (el) => {
          await Promise.all(el.getAnimations().map((animation) => animation.finished));
          return getComputedStyle(el).color;
        });

        await card.tap();
        await expect(first).toHaveAttribute("data-state", "middle");
        await expect(items.nth(1)).toHaveAttribute("data-state", "side");
        // The tapped card takes the middle card's colours (white on the brand colour).
        await expect
          .poll(() => card.evaluate((el) => getComputedStyle(el).color))
          .toBe("rgb(255, 255, 255)");
        if (perRow === 1) {
          // Stacked: the cards stay where they are, whole in the window.
          expect(await itemsPastTheEdge(page.locator(".support-cards__list"))).toEqual([]);
        } else {
          // In a row: the tapped card moves to the middle of the row.
          const list = (await page.locator(".support-cards__list").boundingBox())!;
          await expect
            .poll(async () => {
              const box = (await first.boundingBox())!;
              return Math.abs(box.x + box.width / 2 - (list.x + list.width / 2));
            })
            .toBeLessThan(8);
        }

        await card.tap();
        await expect(items.nth(1)).toHaveAttribute("data-state", "middle");
        await expect(first).toHaveAttribute("data-state", "side");
        await expect
          .poll(() => card.evaluate((el) => getComputedStyle(el).color))
          .toBe(colourBefore);
      });

      test(`${edition.lang} ${edition.home}: the expert pager turns the page by tap, with 44px buttons`, async ({
        page,
      }) => {
        await serveMedia(page);
        await page.goto(edition.home);
        const pager = page.locator(".expert-pager");
        await pager.scrollIntoViewIfNeeded();
        const next = pager.getByRole("button", { name: edition.nextPage });
        await expectTapTarget(next);
        const names = page.locator(".expert-grid .expert-card__name");
        const firstName = await names.first().textContent();
        await expect(pager.locator(".expert-pager__current")).toHaveText("1");

        await next.tap();
        await expect(pager.locator(".expert-pager__current")).toHaveText("2");
        await expect(names.first()).not.toHaveText(firstName!);
      });

      test(`${edition.lang} ${edition.home}: the home grids hold at most ${perRow} a row, inside the window`, async ({
        page,
      }) => {
        await serveMedia(page);
        await page.goto(edition.home);
        await expect(page.locator(".expert-grid > li").first()).toBeVisible();
        await expectCardRows(page, ".service-scope__list", perRow);
        await expectCardRows(page, ".expert-grid", perRow);
        await expectReflowed(page, ".news-list", 1);
        // Logos are small: on a phone a swipe row showing two and part of the third, up to
        // four a row on a tablet.
        if (perRow === 1) await expectCardRows(page, ".client-logo-wall__list", 1, 2);
        else await expectReflowed(page, ".client-logo-wall__list", 4);
        if (edition.lang === "zh") await expectCardRows(page, ".feature-blocks__list", perRow);
        expect(await overflowInMain(page)).toEqual([]);
      });

      test(`${edition.lang} ${edition.group}: the service-group grids hold at most ${perRow} a row, inside the window`, async ({
        page,
      }) => {
        await serveMedia(page);
        await page.goto(edition.group);
        await expect(page.locator(".expert-grid > li").first()).toBeVisible();
        await expectCardRows(page, ".feature-blocks__list", perRow);
        await expectCardRows(page, ".expert-grid", perRow);
        await expectCardRows(page, ".case-list", perRow);
        await expectCardRows(page, ".other-services__list", perRow);
        // The steps read top to bottom.
        await expectReflowed(page, ".service-flow__list", 1);
        expect(await overflowInMain(page)).toEqual([]);

        await page.goto(edition.pairedCases);
        await expect(page.locator(".case-list > li")).toHaveCount(4);
        await expectCardRows(page, ".case-list", perRow);
        expect(await overflowInMain(page)).toEqual([]);
      });

      test(`${edition.lang} ${edition.partnership} and ${edition.news}: grids hold at most ${perRow} a row, inside the window`, async ({
        page,
      }) => {
        await serveMedia(page);
        await page.goto(edition.partnership);
        await expect(page.locator(".contact-cards__list > li").first()).toBeVisible();
        await expectCardRows(page, ".feature-blocks__list", perRow);
        await expectReflowed(page, ".service-flow__list", 1);
        await expectCardRows(page, ".contact-cards__list", perRow);
        // The support cards keep their row of three on a tablet: the swap brings one to the middle.
        await expectReflowed(page, ".support-cards__list", perRow === 1 ? 1 : 3);
        expect(await overflowInMain(page)).toEqual([]);

        await page.goto(edition.news);
        await expect(page.locator(".news-featured > li").first()).toBeVisible();
        await expectReflowed(page, ".news-featured", perRow);
        await expectReflowed(page, ".publication-links__list", perRow);
        // Company news and global hot spots stack.
        await expectReflowed(page, ".template-columns", 1);
        expect(await overflowInMain(page)).toEqual([]);
      });

      test(`${edition.lang} article: a long word, a long title and a wide table stay inside the window`, async ({
        page,
      }) => {
        await serveMedia(page);
        await page.goto(edition.article);
        const title = page.locator(".template-detail__title");
        await expect(title).toBeVisible();
        await expectTapTarget(page.locator(".template-detail__back"));
        expect(await overflowInMain(page)).toEqual([]);

        const longWord = `https://example.com/${"very-long-unbroken-path".repeat(12)}`;
        await title.evaluate(
          (h1, word) => (h1.textContent = `${h1.textContent} ${word}`),
          longWord,
        );
        await page.locator(".template-detail__body").evaluate((body, word) => {
          const cells = Array.from({ length: 8 }, (_, i) => `<td>Column ${i} with some text</td>`);
          body.insertAdjacentHTML(
            "afterbegin",
            `<p>${word}</p><table><tbody><tr>${cells.join("")}</tr></tbody></table>`,
          );
        }, longWord);
        expect(await overflowInMain(page)).toEqual([]);
        // The table scrolls inside its own box.
        const table = page.locator(".template-detail__body table");
        const overflowX = await table.evaluate((el) => getComputedStyle(el).overflowX);
        expect(overflowX).toBe("auto");
        const fits = await table.evaluate(
          (el) => el.getBoundingClientRect().right <= document.documentElement.clientWidth,
        );
        expect(fits).toBe(true);
      });
    }
  });
}

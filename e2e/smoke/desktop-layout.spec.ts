import type { Locator, Page } from "@playwright/test";
import { test } from "../support/api-fixtures";
import { expect } from "../support/page-helpers";
import type { Box } from "../support/boxes";

// Issue 15, item 3: what a first visit shows at desktop widths (1200px and up), both editions.
// Geometry is read in the page; the checks name what a visitor would see go wrong.

const editions = [
  { lang: "zh", home: "/", route: (path: string) => path, complaint: "投诉建议", submit: "提交" },
  {
    lang: "en",
    home: "/indexE",
    route: (path: string) => `${path}E`,
    complaint: "Complaints and suggestions",
    submit: "Submit",
  },
] as const;

/** Pairs of boxes on a shared line that touch or overlap (less than `air` px apart). */
function crowded(boxes: Box[], air: number): string[] {
  const found: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      const sharedHeight = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      const gap = Math.max(a.left, b.left) - Math.min(a.right, b.right);
      if (sharedHeight > 1 && gap < air) found.push(`${a.name} / ${b.name}`);
    }
  }
  return found;
}

/** The rows of a grid's items, top to bottom: how many items each row holds. */
function rowSizes(list: Locator): Promise<number[]> {
  return list.evaluate((ul) => {
    const rows = new Map<number, number>();
    for (const item of ul.children) {
      const top = Math.round(item.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, size]) => size);
  });
}

function expectNoLoneItem(rows: number[], columns: number): void {
  const total = rows.reduce((sum, size) => sum + size, 0);
  for (const size of rows) expect(size).toBeLessThanOrEqual(columns);
  if (total > 1) expect(rows.at(-1), `rows ${rows.join(" + ")}`).toBeGreaterThanOrEqual(2);
}

test.describe("footer branches", () => {
  for (const edition of editions) {
    for (const width of [1200, 1366, 1920, 2560]) {
      test(`${edition.lang} at ${width}px: no city and phone number touch or overlap`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(edition.home);
        const branches = page.locator("footer .ui-footer__branches");
        await expect(branches.locator("li")).toHaveCount(14);
        // The text's own extent: an element box may be narrower than text that overflows it.
        const boxes = await branches.evaluate((list) =>
          [...list.querySelectorAll(".ui-footer__city, .ui-footer__phone")].flatMap((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            return [...range.getClientRects()].map((rect) => ({
              name: el.textContent ?? "",
              left: rect.left,
              right: rect.right,
              top: rect.top,
              bottom: rect.bottom,
            }));
          }),
        );
        expect(boxes.length).toBeGreaterThanOrEqual(28);
        expect(crowded(boxes, 6)).toEqual([]);
        // Nothing runs past the list's column into the hotline and QR codes beside it.
        const column = (await branches.boundingBox())!;
        for (const box of boxes) {
          expect(box.right, box.name).toBeLessThanOrEqual(column.x + column.width + 0.5);
        }
      });
    }
  }
});

test.describe("expert grids", () => {
  // The seeded content has five experts a group: at four a row the fifth stood alone.
  test.describe("seeded", () => {
    test.use({ apiFixtures: false });
    for (const edition of editions) {
      for (const group of ["/zizhi", "/qidai", "/zonghe", "/zhichan", "/haiwai"]) {
        const path = edition.route(group);
        test(`${path} at 1366px: no expert card alone on the last row`, async ({ page }) => {
          await page.goto(path);
          const grid = page.locator(".expert-grid").first();
          await expect(grid.locator("> li").first()).toBeVisible();
          const rows = await rowSizes(grid);
          expect(rows.reduce((sum, size) => sum + size, 0)).toBeGreaterThan(4);
          expectNoLoneItem(rows, 4);
        });
      }
    }
  });

  for (const width of [1200, 1920]) {
    test(`at ${width}px any count of experts from 1 to 13 leaves none alone, all cards one width`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/zizhi");
      const grid = page.locator(".expert-grid").first();
      await expect(grid.locator("> li").first()).toBeVisible();
      for (let count = 1; count <= 13; count++) {
        // The same markup with `count` cards, as the server would render it.
        const widths = await grid.evaluate((ul, n) => {
          const card = ul.firstElementChild!;
          ul.replaceChildren(...Array.from({ length: n }, () => card.cloneNode(true)));
          return [...ul.children].map((li) => Math.round(li.getBoundingClientRect().width));
        }, count);
        expect(new Set(widths).size, `${count} cards`).toBe(1);
        expectNoLoneItem(await rowSizes(grid), 4);
      }
    });
  }
});

/** Each title's words, and whether one was split over two lines; its line count. */
function titleLines(page: Page) {
  return page.locator(".other-services__title").evaluateAll((titles) =>
    titles.map((title) => {
      const text = title.firstChild!;
      const content = text.textContent ?? "";
      const range = document.createRange();
      const lineTops = (r: Range) =>
        new Set([...r.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top));
      const broken: string[] = [];
      // A Latin title breaks only at spaces; a Chinese one is a word of its own.
      for (const match of content.matchAll(/\S+/g)) {
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (lineTops(range).size > 1) broken.push(match[0]);
      }
      range.selectNodeContents(title);
      return { title: content, broken, lines: lineTops(range).size };
    }),
  );
}

test.describe("other services", () => {
  for (const edition of editions) {
    for (const group of ["/zizhi", "/haiwai"]) {
      const path = edition.route(group);
      for (const width of [1200, 1366, 1920, 2560]) {
        test(`${path} at ${width}px: tile titles break between words, no tile alone`, async ({
          page,
        }) => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          const list = page.locator(".other-services__list");
          await expect(list.locator("> li").first()).toBeVisible();
          const titles = await titleLines(page);
          expect(titles.length).toBeGreaterThanOrEqual(5);
          for (const { title, broken, lines } of titles) {
            expect(broken, title).toEqual([]);
            // Chinese titles stay whole; Latin ones are not squeezed a word or two a line.
            expect(lines, title).toBeLessThanOrEqual(edition.lang === "zh" ? 1 : 2);
          }
          expectNoLoneItem(await rowSizes(list), 3);
        });
      }
    }
  }
});

test.describe("global hot topics", () => {
  // The seeded headlines are long: each was cut after one line.
  test.use({ apiFixtures: false });
  for (const edition of editions) {
    const path = edition.route("/zixun");
    for (const width of [1200, 1920]) {
      test(`${path} at ${width}px: headlines show up to two lines, named in full`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const headlines = page.locator(".news-list[data-variant='compact'] .news-item__headline");
        await expect(headlines.first()).toBeVisible();
        // The cut is only drawn: each link is named by its whole headline, also its tooltip.
        for (const link of await headlines.locator("a").all()) {
          const text = (await link.textContent())!;
          expect(text).not.toMatch(/…$/);
          await expect(link).toHaveAccessibleName(text);
          await expect(link).toHaveAttribute("title", text);
        }
        // A headline far longer than two lines, to see the cut whatever the content.
        const long = Array(4)
          .fill(await headlines.first().textContent())
          .join(" ");
        await headlines
          .first()
          .locator("a")
          .evaluate((link, text) => (link.textContent = text), long);

        const shown = await headlines.evaluateAll((all) =>
          all.map((headline) => {
            const lineHeight = parseFloat(getComputedStyle(headline).lineHeight);
            const { width: w, height: h } = headline.getBoundingClientRect();
            // The same headline, uncut, at the same width.
            const uncut = headline.cloneNode(true) as HTMLElement;
            uncut.style.cssText = `display:block;-webkit-line-clamp:none;overflow:visible;white-space:normal;width:${w}px`;
            headline.parentElement!.append(uncut);
            const natural = Math.round(uncut.getBoundingClientRect().height / lineHeight);
            uncut.remove();
            return { text: headline.textContent, lines: Math.round(h / lineHeight), natural };
          }),
        );
        expect(shown.length).toBeGreaterThanOrEqual(5);
        for (const { text, lines, natural } of shown) {
          expect(lines, text ?? "").toBe(Math.min(natural, 2));
        }
        expect(shown[0]!.natural).toBeGreaterThan(2);
        expect(shown.some(({ natural }, i) => i > 0 && natural >= 2)).toBe(true);
        await expect(headlines.first().locator("a")).toHaveAccessibleName(long);
      });
    }
  }
});

test.describe("complaint dialog", () => {
  for (const edition of editions) {
    for (const width of [1200, 1366]) {
      test(`${edition.lang} at ${width}x900: the dialog fits the window, its fields scroll, submit stays in view`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(edition.home);
        await page
          .getByRole("complementary")
          .getByRole("button", { name: edition.complaint })
          .click();
        const dialog = page.getByRole("dialog", { name: edition.complaint });
        await expect(dialog).toBeVisible();
        const submit = dialog.getByRole("button", { name: edition.submit });

        const expectInView = async () => {
          const box = (await dialog.boundingBox())!;
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height).toBeLessThanOrEqual(900);
          const button = (await submit.boundingBox())!;
          expect(button.y).toBeGreaterThanOrEqual(box.y);
          expect(button.y + button.height).toBeLessThanOrEqual(box.y + box.height);
          await expect(dialog.getByRole("heading", { name: edition.complaint })).toBeInViewport({
            ratio: 1,
          });
          await expect(submit).toBeInViewport({ ratio: 1 });
        };
        await expectInView();

        // Every message shown and the extra field open: the fields scroll, the button stays.
        await dialog.locator('input[name="customerType"][value="3"]').check();
        await submit.click();
        await expect(dialog.locator(".ui-field__error:not(:empty)").first()).toBeVisible();
        await expectInView();
        const fields = dialog.locator(".ui-form__fields");
        expect(await fields.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
        const last = dialog.locator("input, textarea").last();
        await last.scrollIntoViewIfNeeded();
        await expect(last).toBeInViewport();
        await expectInView();
      });
    }
  }
});

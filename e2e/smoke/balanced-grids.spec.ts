import type { Page } from "@playwright/test";
import { test } from "../support/api-fixtures";
import { expect, serveMedia } from "../support/page-helpers";
import { routeEditions } from "../support/route-cases";

// Issue 28, defect 3: no grid of like cards leaves one card alone in its last row, on any page
// of either edition, at any width from 360 to 2560. Every such grid carries
// `data-balanced-grid` (set by the component that renders it); the rows are read from the
// cards' boxes, a row being the cards that share a line.

const widths = [360, 390, 768, 1024, 1366, 1920, 2560];

/** Every width and grid is reported, not only the first that fails. */
const check = expect.configure({ soft: true, timeout: 5_000 });

/** The lists of like cards the site has: each must carry `data-balanced-grid`. */
const knownGrids = [
  ".statistics-strip__list",
  ".service-scope__list",
  ".case-list",
  ".other-services__list",
  ".expert-grid",
  ".cooperation-grid__list",
  ".feature-blocks__list",
  ".support-cards__list",
  ".client-logo-wall__list",
  ".contact-cards__list",
  ".office-list",
  ".staff-cards",
  ".news-featured",
  ".publication-links__list",
  ".service-flow__list",
  ".template-gallery",
];

/** Sections the issue names, by route: the spec fails if a page stops marking them. */
const namedSections: Record<string, string[]> = {
  "/": [".statistics-strip__list", ".service-scope__list", ".expert-grid"],
  "/indexE": [".statistics-strip__list", ".service-scope__list", ".expert-grid"],
  "/aboutus": [".statistics-strip__list"],
  "/aboutusE": [".statistics-strip__list"],
  "/kuaiji": [".case-list", ".other-services__list", ".expert-grid"],
  "/kuaijiE": [".case-list", ".other-services__list", ".expert-grid"],
};

interface GridReport {
  /** Grids of like cards without the mark. */
  unmarked: string[];
  /** The marked grids' names (tag and classes). */
  marked: string[];
  /** Marked grids whose last row holds one card while another row holds more. */
  lone: string[];
}

function readGrids(page: Page, known: string[]): Promise<GridReport> {
  return page.evaluate((selectors) => {
    const nameOf = (element: Element) =>
      [element.tagName.toLowerCase(), ...element.classList].join(".");
    const unmarked = selectors.flatMap((selector) =>
      [...document.querySelectorAll(selector)]
        .filter((grid) => !grid.hasAttribute("data-balanced-grid"))
        .map(nameOf),
    );
    const marked: string[] = [];
    const lone: string[] = [];
    for (const grid of document.querySelectorAll<HTMLElement>("[data-balanced-grid]")) {
      marked.push(nameOf(grid));
      // Layout boxes, not painted ones: a lifted or scaled card stays in its row.
      const cards = [...grid.children]
        .filter((card): card is HTMLElement => card instanceof HTMLElement)
        .filter((card) => card.offsetWidth > 0 && card.offsetHeight > 0)
        .map((card) => ({ top: card.offsetTop, bottom: card.offsetTop + card.offsetHeight }))
        .sort((a, b) => a.top - b.top);
      // A card starts a new row when it begins below the bottom of the row so far.
      const rows: { bottom: number; size: number }[] = [];
      for (const card of cards) {
        const row = rows.at(-1);
        if (row && card.top < row.bottom - 1) {
          row.size += 1;
          row.bottom = Math.max(row.bottom, card.bottom);
        } else {
          rows.push({ bottom: card.bottom, size: 1 });
        }
      }
      const sizes = rows.map((row) => row.size);
      if (sizes.length > 1 && Math.max(...sizes) > 1 && sizes.at(-1) === 1) {
        lone.push(`${nameOf(grid)} ${sizes.join(" + ")}`);
      }
    }
    return { unmarked, marked, lone };
  }, known);
}

for (const edition of routeEditions) {
  test.describe(`${edition.name} grids of like cards`, () => {
    for (const route of edition.routes) {
      test(`${route.path} leaves no card alone in a last row at ${widths.join(", ")}px`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await serveMedia(page);
        await page.setViewportSize({ width: widths[0]!, height: 900 });
        await page.goto(route.path);
        await expect(page.locator("h1")).toHaveText(route.heading ?? route.title);

        const named = namedSections[route.path.split("?")[0]!] ?? [];
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
          const where = `${route.path} at ${width}px`;
          await check
            .poll(async () => (await readGrids(page, knownGrids)).lone, {
              message: `${where}: grids whose last row holds one card`,
            })
            .toEqual([]);
          const report = await readGrids(page, knownGrids);
          check(
            report.unmarked,
            `${where}: grids of like cards without data-balanced-grid`,
          ).toEqual([]);
          for (const section of named) {
            check(
              report.marked.some((name) => name.split(".").includes(section.slice(1))),
              `${where}: ${section} is on the page and marked`,
            ).toBe(true);
          }
        }
      });
    }
  });
}

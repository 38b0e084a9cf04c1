import type { Locator } from "@playwright/test";
import { expect } from "./page-helpers";

// Issue 28, defect 4: on a phone a list of like cards is one row that swipes sideways, snapping
// card by card, with the next card peeking in; from 768px it is the grid it always was.

/** How a list of cards is laid out, read from the browser. */
export interface ListLayout {
  display: string;
  overflowX: string;
  snapType: string;
  /** `scroll-snap-align` of each card. */
  snapAligns: string[];
  /** How far the list scrolls sideways inside itself. */
  scrollRange: number;
  /** The cards' distinct tops: 1 for one row. */
  rows: number;
  /** The share of the second card the window shows (0 when there is none, 1 when whole). */
  secondShown: number;
  /** The share of each card the window shows. */
  shown: number[];
  /** The first card lies whole inside the window. */
  firstWhole: boolean;
  /** The row itself, or a control inside it, takes the keyboard's focus. */
  focusable: boolean;
  /** The list's edges, which must stay inside the window. */
  left: number;
  right: number;
}

export function listLayout(list: Locator): Promise<ListLayout> {
  return list.evaluate((ul: HTMLElement) => {
    const width = document.documentElement.clientWidth;
    const style = getComputedStyle(ul);
    const cards = [...ul.children] as HTMLElement[];
    const boxes = cards.map((card) => card.getBoundingClientRect());
    const shown = (box: DOMRect | undefined) =>
      box && box.width > 0
        ? Math.max(0, Math.min(width, box.right) - Math.max(0, box.left)) / box.width
        : 0;
    const box = ul.getBoundingClientRect();
    return {
      display: style.display,
      overflowX: style.overflowX,
      snapType: style.scrollSnapType,
      snapAligns: cards.map((card) => getComputedStyle(card).scrollSnapAlign),
      scrollRange: ul.scrollWidth - ul.clientWidth,
      rows: new Set(boxes.map((item) => Math.round(item.top))).size,
      secondShown: shown(boxes[1]),
      shown: boxes.map(shown),
      firstWhole: boxes[0] !== undefined && boxes[0].left >= -1 && boxes[0].right <= width + 1,
      focusable:
        ul.tabIndex >= 0 ||
        ul.querySelector('a[href], button:not([disabled]), [tabindex="0"]') !== null,
      left: box.left,
      right: box.right,
    };
  });
}

/**
 * A phone's swipe row: one row of cards that scrolls inside itself with mandatory snap points
 * at each card's start, the first card whole and about 15% of the second in the window, the
 * row inside the window, and reachable by the keyboard. Small cards (logos) show `whole` cards
 * and part of the next.
 */
export async function expectSwipeRow(list: Locator, name: string, whole = 1): Promise<void> {
  await list.scrollIntoViewIfNeeded();
  await list.evaluate((ul) => ul.scrollTo({ left: 0, behavior: "instant" }));
  const layout = await listLayout(list);
  expect(layout.display, `${name}: a flex row`).toBe("flex");
  expect(layout.rows, `${name}: one row`).toBe(1);
  expect(layout.overflowX, `${name}: scrolls sideways inside itself`).toBe("auto");
  expect(layout.scrollRange, `${name}: more cards than the window holds`).toBeGreaterThan(0);
  expect(layout.snapType, `${name}: snap points`).toBe("x mandatory");
  expect(new Set(layout.snapAligns), `${name}: each card snaps at its start`).toEqual(
    new Set(["start"]),
  );
  expect(layout.firstWhole, `${name}: the first card whole`).toBe(true);
  for (const share of layout.shown.slice(0, whole))
    expect(share, `${name}: the first ${whole} whole`).toBeGreaterThan(0.99);
  const peeking = layout.shown[whole] ?? 0;
  expect(peeking, `${name}: the next card peeks`).toBeGreaterThan(0.1);
  expect(peeking, `${name}: the next card peeks`).toBeLessThan(0.22);
  expect(layout.left, `${name}: inside the window`).toBeGreaterThanOrEqual(-1);
  const width = await list.evaluate(() => document.documentElement.clientWidth);
  expect(layout.right, `${name}: inside the window`).toBeLessThanOrEqual(width + 1);
  expect(layout.focusable, `${name}: reachable by the keyboard`).toBe(true);
}

/** Tablet and desktop: the list is the grid it was, nothing scrolling inside it. */
export async function expectGrid(list: Locator, name: string): Promise<void> {
  const layout = await listLayout(list);
  expect(layout.display, `${name}: a grid`).toBe("grid");
  expect(layout.overflowX, `${name}: no scroller`).toBe("visible");
  expect(layout.scrollRange, `${name}: nothing past its edge`).toBeLessThanOrEqual(0);
  if (layout.secondShown > 0)
    expect(layout.secondShown, `${name}: the second card whole`).toBeGreaterThan(0.99);
}

/** The list's horizontal scroll position, once it has settled on a snap point. */
export function scrollLeftOf(list: Locator): Promise<number> {
  return list.evaluate((ul) => Math.round(ul.scrollLeft));
}

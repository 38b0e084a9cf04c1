import { expect } from "storybook/test";

/**
 * Issue 28: on a phone a list of cards is one row that swipes sideways, snapping card by card,
 * the first card whole and about 15% of the second in the window.
 */
export async function expectSwipeRow(list: Element | null | undefined) {
  await expect(list).toBeTruthy();
  const row = list as HTMLElement;
  const style = getComputedStyle(row);
  await expect(style.display).toBe("flex");
  await expect(style.overflowX).toBe("auto");
  await expect(style.scrollSnapType).toBe("x mandatory");
  await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
  const width = document.documentElement.clientWidth;
  const [first, second] = [...row.children].map((card) => card.getBoundingClientRect());
  await expect(
    new Set([...row.children].map((card) => Math.round(card.getBoundingClientRect().top))).size,
  ).toBe(1);
  await expect(first!.left).toBeGreaterThanOrEqual(0);
  await expect(first!.right).toBeLessThanOrEqual(width);
  const shown = (width - second!.left) / second!.width;
  await expect(shown).toBeGreaterThan(0.1);
  await expect(shown).toBeLessThan(0.22);
}

/** From 768px the list is a grid, nothing scrolling inside it. */
export async function expectNoSwipeRow(list: Element | null | undefined) {
  await expect(list).toBeTruthy();
  const style = getComputedStyle(list as HTMLElement);
  await expect(style.display).toBe("grid");
  await expect(style.overflowX).toBe("visible");
}

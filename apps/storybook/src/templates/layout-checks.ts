import { expect } from "storybook/test";

/** D10: how many items share the fullest row of a list (1 on a phone). */
export function mostPerRow(list: Element): number {
  const rows = new Map<number, number>();
  for (const item of list.children) {
    const box = item.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const top = Math.round(box.top);
    rows.set(top, (rows.get(top) ?? 0) + 1);
  }
  return Math.max(0, ...rows.values());
}

/** D10: nothing in the story reaches past the screen's right edge. */
export async function expectNoSidewaysScroll(root: HTMLElement) {
  const width = root.ownerDocument.documentElement.clientWidth;
  const past = [...root.querySelectorAll<HTMLElement>("*")]
    .filter((element) => element.getBoundingClientRect().right > width + 1)
    .filter((element) => {
      for (let up = element.parentElement; up && up !== root; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") return false;
      }
      return true;
    })
    .map((element) => element.className);
  await expect(past).toEqual([]);
}

/**
 * Issue 28: how many items each row of a list holds, top to bottom (a row is the items that
 * share a line; layout boxes, so a lifted or scaled card stays in its row).
 */
export function rowSizes(list: Element): number[] {
  const items = [...list.children]
    .filter((item): item is HTMLElement => item instanceof HTMLElement && item.offsetHeight > 0)
    .map((item) => ({ top: item.offsetTop, bottom: item.offsetTop + item.offsetHeight }))
    .sort((a, b) => a.top - b.top);
  const rows: { bottom: number; size: number }[] = [];
  for (const item of items) {
    const row = rows.at(-1);
    if (row && item.top < row.bottom - 1) {
      row.size += 1;
      row.bottom = Math.max(row.bottom, item.bottom);
    } else rows.push({ bottom: item.bottom, size: 1 });
  }
  return rows.map((row) => row.size);
}

/** Issue 28: a list of more than one row never ends in a row of one card. */
export async function expectNoLoneCard(list: Element) {
  const rows = rowSizes(list);
  if (rows.length > 1) await expect(rows.at(-1), `rows ${rows.join(" + ")}`).toBeGreaterThan(1);
}

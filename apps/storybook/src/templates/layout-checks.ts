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

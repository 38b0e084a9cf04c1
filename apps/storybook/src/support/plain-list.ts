import { expect } from "storybook/test";

/**
 * Issue 28, rhythm: a plain list of links: rows between hairline rules, no card's box (no side
 * borders, no rounded corners, no fill).
 */
export async function expectPlainList(list: Element): Promise<void> {
  await expect(getComputedStyle(list).borderTopWidth).toBe("1px");
  for (const link of list.querySelectorAll(".link-card")) {
    const style = getComputedStyle(link);
    await expect(style.borderLeftWidth).toBe("0px");
    await expect(style.borderRightWidth).toBe("0px");
    await expect(style.borderBottomWidth).toBe("1px");
    await expect(style.borderTopLeftRadius).toBe("0px");
    await expect(style.backgroundColor).toBe("rgba(0, 0, 0, 0)");
  }
}

import type { Page } from "@playwright/test";

// D10 below the desktop layout: a phone and a tablet, held as a visitor holds them (touch, the
// page's own viewport meta honoured), and the checks every route must pass at both.

export const smallScreens = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "tablet", viewport: { width: 768, height: 1024 } },
] as const;

export type SmallScreen = (typeof smallScreens)[number];

/** `test.use(...)` for one of `smallScreens`: a touch device whose browser reads the viewport meta. */
export function deviceOf(screen: SmallScreen) {
  return { viewport: screen.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
}

/** D10: at least 44 × 44 CSS px for every control. */
export const minTapTarget = 44;
/** D10: body text below 768px. */
export const minBodyText = 16;

/**
 * How far the page scrolls sideways, and the elements that reach past the window's right or
 * left edge (each by its tag, class and first words), if any.
 */
export function horizontalOverflow(page: Page): Promise<{ scroll: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= width + 1 && box.left >= -1) continue;
      // Only the outermost overflowing element names a culprit; its children follow it.
      const parent = element.parentElement?.getBoundingClientRect();
      if (parent && (parent.right > width + 1 || parent.left < -1)) continue;
      // A clipped ancestor (a carousel's track, a scroller) keeps it from widening the page.
      let clipped = false;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== "visible" || style.position === "fixed") {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      const text = (element.textContent ?? "").trim().slice(0, 30);
      culprits.push(
        `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} "${text}" ` +
          `${Math.round(box.left)}–${Math.round(box.right)}`,
      );
    }
    return { scroll: root.scrollWidth - width, culprits };
  });
}

/**
 * Body text set smaller than `min` px: paragraphs and list items of running text in the main
 * landmark (captions, dates and badges are not body text and are not read here).
 */
export function smallBodyText(page: Page, min = minBodyText): Promise<string[]> {
  return page.evaluate((min) => {
    const found: string[] = [];
    const main = document.querySelector("main");
    if (!main) return ["no main landmark"];
    for (const element of main.querySelectorAll<HTMLElement>("p, li, dd, blockquote")) {
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("")
        .trim();
      // Running text: a sentence or more of the element's own (not a label or a figure).
      if (ownText.length < 20) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < min)
        found.push(`${size}px: ${element.tagName.toLowerCase()} "${ownText.slice(0, 30)}"`);
    }
    return found;
  }, min);
}

/**
 * Visible controls smaller than `min` × `min` px. Links inside running text are exempt, as
 * WCAG 2.5.8 exempts inline targets; so is a control that a larger clickable area wraps.
 */
export function smallTapTargets(page: Page, min = minTapTarget): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"]';
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "none") continue;
      if (element.closest("[hidden], [inert], [aria-hidden='true']")) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // The skip link sits off screen until focused.
      if (box.bottom < 0 || box.right < 0) continue;
      if (element.closest("p, .rich-text") && element.tagName === "A") continue;
      // Hit area: the element's box, or a wrapping label/link's when larger.
      const wrapper = element.parentElement?.closest<HTMLElement>("label, a[href], button");
      const area = wrapper ? wrapper.getBoundingClientRect() : box;
      const width = Math.max(box.width, area.width);
      const height = Math.max(box.height, area.height);
      if (width + 0.5 < min || height + 0.5 < min) {
        const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim();
        found.push(
          `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} "${name.slice(0, 30)}" ` +
            `${Math.round(width)}×${Math.round(height)}`,
        );
      }
    }
    return found;
  }, min);
}

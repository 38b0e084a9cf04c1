// Issue 28, defect 1: a toast covers no control. Its stylesheet gives it two places (under the
// header and above the bottom edge or the bottom bar, clear of the shell's controls); when it
// opens, and when the page stops scrolling, it takes the first of them, or else the first
// height between them, where no control of the page lies under its card.

/** What a visitor can press or type into. */
const CONTROLS = [
  "a[href]",
  "button",
  "input:not([type='hidden'])",
  "select",
  "textarea",
  "summary",
  "video[controls]",
  "[tabindex]:not([tabindex='-1'])",
  "[contenteditable='true']",
].join(", ");

/** How far apart the heights tried between the two places are, in CSS px. */
const STEP = 8;

export type ToastPlace = "top" | "bottom" | "free";

interface Span {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function shownControls(region: HTMLElement): Span[] {
  const spans: Span[] = [];
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (region.contains(control) || control.closest("[inert]")) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
    if (
      typeof control.checkVisibility === "function" &&
      !control.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    ) {
      continue;
    }
    spans.push(box);
  }
  return spans;
}

/** The card's box when the region stands in `place` (its own box: the card may be animating). */
function cardAt(region: HTMLElement, card: HTMLElement, place: ToastPlace): Span {
  region.dataset.place = place;
  const box = region.getBoundingClientRect();
  const left = box.left + card.offsetLeft;
  const top = box.top + card.offsetTop;
  return { left, right: left + card.offsetWidth, top, bottom: top + card.offsetHeight };
}

const meets = (a: Span, b: Span) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Puts the open toast `region` (whose first child is its card) where its card covers no
 * control: `preferred`, else the other place, else the first free height between them; where
 * every height covers one, in `preferred`.
 */
export function placeToast(region: HTMLElement, preferred: ToastPlace): void {
  const card = region.firstElementChild;
  if (!(card instanceof HTMLElement)) return;
  const other: ToastPlace = preferred === "top" ? "bottom" : "top";
  const first = cardAt(region, card, preferred);
  const second = cardAt(region, card, other);
  const controls = shownControls(region);
  const free = (span: Span) => !controls.some((control) => meets(control, span));
  if (free(first)) {
    region.dataset.place = preferred;
    return;
  }
  if (free(second)) {
    region.dataset.place = other;
    return;
  }
  const height = first.bottom - first.top;
  const highest = Math.min(first.top, second.top);
  const lowest = Math.max(first.top, second.top);
  for (let top = highest + STEP; top < lowest; top += STEP) {
    if (free({ left: first.left, right: first.right, top, bottom: top + height })) {
      region.style.setProperty("--ui-toast-top", `${Math.round(top)}px`);
      region.dataset.place = "free";
      return;
    }
  }
  region.dataset.place = preferred;
}

/** The place the stylesheet gives the toast first (`--ui-toast-prefer`): top or bottom. */
export function preferredToastPlace(region: HTMLElement): ToastPlace {
  const prefer = getComputedStyle(region).getPropertyValue("--ui-toast-prefer").trim();
  return prefer === "bottom" ? "bottom" : "top";
}

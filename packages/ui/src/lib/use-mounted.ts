import { useSyncExternalStore } from "react";

const noUpdates = () => () => {};

/**
 * False on the server and in the render that hydrates, true once the component runs in the
 * browser (React renders again with the browser's answer right after hydrating). A component
 * whose island waits for the visitor marks itself with it (`data-mounted`): until then its CSS
 * opens what a hover or keyboard focus opens.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noUpdates,
    () => true,
    () => false,
  );
}

/**
 * Whether a mouse is over `element` or keyboard focus is in it: what its CSS opened before its
 * script ran, and what the script keeps open once it does. A touch's lingering hover does not
 * count, since the tap it came from is replayed (`@site/pages/document-start`).
 */
export function visitorIsIn(element: Element): boolean {
  const mouseOver =
    element.matches(":hover") && window.matchMedia?.("(hover: hover)").matches === true;
  return mouseOver || element.querySelector(":focus-visible") !== null;
}

import { useEffect, useState } from "react";

/**
 * False on the server and in the render that hydrates, true once the component runs in the
 * browser. A component whose island waits for the visitor marks itself with it
 * (`data-mounted`): until then its CSS opens what a hover or keyboard focus opens.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
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

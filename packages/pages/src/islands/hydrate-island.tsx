// React's half of the browser's islands: it comes with the first island that hydrates, so a
// page whose islands all wait for the visitor loads no React until one is reached.
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot } from "./island-root";
import { islandIdPrefix } from "./island-ids";
import type { IslandModule } from "./registry";

/** One island of the page as the server rendered it, and the module that runs it. */
export interface IslandToHydrate {
  element: HTMLElement;
  /** Its place among the page's islands, which keeps React's ids apart from the others'. */
  index: number;
  name: string;
  module: IslandModule;
  props: object;
}

/** When the browser first painted the page, and so the island's server HTML (0 if it cannot tell). */
function firstPaint(): number {
  return performance.getEntriesByName?.("first-contentful-paint")[0]?.startTime ?? 0;
}

/** Hydrates one island's element from its props; `onHydrated` once it answers. */
export function hydrateIsland(
  { element, index, name, module: { island }, props }: IslandToHydrate,
  onHydrated: () => void,
): void {
  // In a transition React hydrates in slices of a few milliseconds, so the browser paints and
  // answers input between them: no long task on a phone, however large the island.
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandRoot onHydrated={onHydrated} shownSince={firstPaint()}>
        <island.Component {...props} />
      </IslandRoot>,
      {
        identifierPrefix: islandIdPrefix(index),
        onRecoverableError: (error) =>
          console.error(`The island "${name}" differs from the server's HTML.`, error),
      },
    );
  });
}

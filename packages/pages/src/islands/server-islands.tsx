// The server's half of the islands: each island of a page rendered alone, into the placeholder
// the page's tree left for it.
import { renderToString } from "react-dom/server";
import type { IslandCollector } from "./island";
import { ISLAND_TAG } from "./page-island";
import { IslandRoot } from "./island-root";
import { islandIdPrefix } from "./island-ids";

const PLACEHOLDER = new RegExp(`<${ISLAND_TAG} data-island="(\\d+)"></${ISLAND_TAG}>`, "g");

/** The page's HTML with every island's own render in its placeholder. */
export function renderIslands(html: string, collector: IslandCollector): string {
  return html.replace(PLACEHOLDER, (placeholder, index: string) => {
    const entry = collector.entries[Number(index)];
    if (!entry) return placeholder;
    const { Component, props, hydrate } = entry;
    const inner = renderToString(
      <IslandRoot>
        <Component {...props} />
      </IslandRoot>,
      {
        identifierPrefix: islandIdPrefix(Number(index)),
      },
    );
    return `<${ISLAND_TAG} data-island="${index}" data-hydrate="${hydrate}">${inner}</${ISLAND_TAG}>`;
  });
}

// What both halves of the islands spell alike and the browser's start reads before any React
// has loaded: the element's tag, its ready mark and when it hydrates.

/** The element around an island's HTML: `display: contents`, so it does not change the layout. */
export const ISLAND_TAG = "site-island";

/**
 * Set on an island's element once it answers: the start script replays the taps it kept for
 * it. (The start script spells it too; a test keeps the two together.)
 */
export const ISLAND_READY_ATTRIBUTE = "data-island-ready";

/**
 * Set on an island's element by the start script when it keeps a tap on one of its controls
 * made before the page's script ran: the island hydrates at once, and the tap is done then.
 */
export const ISLAND_REACHED_ATTRIBUTE = "data-island-reached";

/**
 * When the browser hydrates an island: once the page has loaded; when the visitor first reaches
 * into it (a dialog the browser opens itself, a menu that opens by CSS until then); or, besides
 * a reach, at the page's first scroll (the side bar, whose "back to top" shows after one), when
 * it nears the screen (`visible`: a part far down the page, as the video carousel or the case
 * cards), or a little after the page's script has started (`soon`: a part that comes alive by
 * itself, but not at once, as the banner, whose first slide shows for its full time anyway).
 */
export type IslandHydration = "load" | "interaction" | "scroll" | "visible" | "soon";

/** One island of a server-rendered page, as the server renders it and the browser reads it. */
export interface IslandEntry {
  name: string;
  props: object;
  hydrate: IslandHydration;
}

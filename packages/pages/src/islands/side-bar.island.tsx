import { SideBar } from "@site/ui/shell";
import { defineIsland } from "./island";

/**
 * The side bar (the bottom bar on phones): its flyouts and "back to top", which shows after a
 * scroll. It hydrates at the page's first scroll or the visitor's first reach into it; until
 * then CSS opens a flyout on hover or keyboard focus, and a tap is kept and done after. Its
 * files are fetched when the page is idle, so a reach only runs them.
 */
export const island = defineIsland("side-bar", SideBar, "scroll", { prefetch: true });

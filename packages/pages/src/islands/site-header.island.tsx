import { SiteHeader } from "@site/ui/shell";
import { defineIsland } from "./island";

/**
 * The header: the main navigation's menus and the phone menu. It waits for the visitor's first
 * reach: until then CSS opens a drop-down on hover or keyboard focus, the browser opens the
 * phone menu, and a tap on a drop-down's button is kept and done once it has hydrated. Its files
 * are fetched when the page is idle, so a reach only runs them.
 */
export const island = defineIsland("site-header", SiteHeader, "interaction", { prefetch: true });

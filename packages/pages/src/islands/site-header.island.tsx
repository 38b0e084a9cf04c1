import { SiteHeader } from "@site/ui/shell";
import { defineIsland } from "./island";

/** The header: the main navigation's menus and the phone menu. */
export const island = defineIsland("site-header", SiteHeader);

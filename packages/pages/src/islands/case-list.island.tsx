import { CaseList } from "@site/ui/sections";
import { defineIsland } from "./island";

/**
 * The case cards, which open their summary on hover, focus or a tap: far down a service page,
 * they hydrate as the visitor nears them (a tap before then is kept).
 */
export const island = defineIsland("case-list", CaseList, "visible", { prefetch: true });

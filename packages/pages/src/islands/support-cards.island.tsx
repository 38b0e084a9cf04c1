import { SupportCards } from "@site/ui/sections";
import { defineIsland } from "./island";

/** Halfway down the partnership page: they hydrate as the visitor nears them (a tap is kept). */
export const island = defineIsland("support-cards", SupportCards, "visible", { prefetch: true });

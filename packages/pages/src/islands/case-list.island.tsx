import { CaseList } from "@site/ui/sections";
import { defineIsland } from "./island";

/** The case cards, which open their summary on hover, focus or a tap. */
export const island = defineIsland("case-list", CaseList);

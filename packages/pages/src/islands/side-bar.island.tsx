import { SideBar } from "@site/ui/shell";
import { defineIsland } from "./island";

/** The side bar (the bottom bar on phones): its flyouts and "back to top". */
export const island = defineIsland("side-bar", SideBar);

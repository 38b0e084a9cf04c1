import { SupportCards } from "@site/ui/sections";
import { defineIsland } from "./island";

export const island = defineIsland("support-cards", SupportCards);

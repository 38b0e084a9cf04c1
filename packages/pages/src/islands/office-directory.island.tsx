import { OfficeDirectoryView } from "@site/ui/sections";
import { defineIsland } from "./island";

/** The global layout's offices, which highlight their staff cards (D8). */
export const island = defineIsland("office-directory", OfficeDirectoryView);

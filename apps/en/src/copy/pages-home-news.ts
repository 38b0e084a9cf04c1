import type { EditionPagesCopy } from "@site/ui/edition";
import { contentCopy } from "./content";
import { homePage } from "./home";
import { shangyeCopy } from "./shangye";
import { zixunCopy } from "./zixun";

// The English copy of these pages; edition.ts gathers every group.
export const homeNewsPages: Partial<EditionPagesCopy> = {
  home: homePage,
  zixun: zixunCopy,
  shangye: shangyeCopy,
  content: contentCopy,
};

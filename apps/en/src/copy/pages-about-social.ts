import type { EditionPagesCopy } from "@site/ui/edition";

// The English copy of these pages; edition.ts gathers every group.
export const aboutSocialPages: Partial<EditionPagesCopy> = {};

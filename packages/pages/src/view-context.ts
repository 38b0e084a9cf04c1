import type { DetailLinkType, PageId } from "@site/api/page-catalog";
import type { FunctionComponent } from "react";
import type { EditionCopy } from "./edition-copy";
import type { ApiSetup } from "./islands/island-api";

/** What every view of an edition shares: its links and its copy. */
export interface ViewContext {
  edition: EditionCopy<PageId>;
  detailHref: (type: DetailLinkType) => (item: { id?: number | null }) => string;
  /** How the pages' islands reach the API. */
  api: ApiSetup;
}

/** A page's view: given the edition's copy of the page, the page component. */
export type PageView<Copy> = (copy: Copy, context: ViewContext) => FunctionComponent;

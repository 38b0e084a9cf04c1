import type { DetailLinkType, PageId } from "@site/api/page-catalog";
import type { FunctionComponent } from "react";
import type { EditionCopy } from "./edition-copy";

/** What every view of an edition shares: its links, its copy and its consult dialog. */
export interface ViewContext {
  edition: EditionCopy<PageId>;
  detailHref: (type: DetailLinkType) => (item: { id?: number | null }) => string;
  /** A consult button; it opens the page's `ConsultDialog`, which the page renders once. */
  ConsultAction: FunctionComponent;
  ConsultDialog: FunctionComponent;
}

/** A page's view: given the edition's copy of the page, the page component. */
export type PageView<Copy> = (copy: Copy, context: ViewContext) => FunctionComponent;

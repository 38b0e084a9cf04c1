import type { DetailLinkType, PageId } from "@site/api/page-catalog";
import type { EditionLinks } from "./routes";

/**
 * D7: a link to a news item's detail page, `/content?id=<id>&type=<type>` (`/contentE` in
 * English). An item without an id links to the detail page's not-found view.
 */
export function newsDetailHref(
  links: EditionLinks<PageId>,
  item: { id?: number | null },
  type: DetailLinkType,
): string {
  return links.href("content", { id: item.id ?? "", type });
}

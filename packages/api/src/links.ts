import type { MenuSection } from "./pages";

/** D7: the `type` query of the detail page: 1 home, 2 news, 3 social responsibility. */
export type DetailLinkType = 1 | 2 | 3;

/**
 * D7: a link to a news item's detail page, `/content?id=<id>&type=<type>` (the English
 * edition passes `/contentE`). Items without an id have no detail page.
 */
export function newsDetailHref(
  item: { id?: number | null },
  type: DetailLinkType,
  detailPath = "/content",
): string {
  const id = item.id ?? "";
  return `${detailPath}?id=${id}&type=${type}`;
}

/** D7: a link to a page of a top-level section carries that section's key (`?key=N`). */
export function sectionHref(path: string, key: MenuSection): string {
  return `${path}?key=${key}`;
}

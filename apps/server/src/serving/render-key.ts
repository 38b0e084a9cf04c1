import { pageQuery, type PageId } from "@site/api/page-catalog";
import { CONSULT_FORM_KIND, SENT_PARAM } from "@site/forms/form-post";
import { normalizeRoutePath, type EditionPages } from "../editions";

/**
 * Issue 12, item 5: what a page is rendered from, and cached under: its path and the query
 * parameters its page renders from (a menu `key` or a tracking parameter changes nothing).
 * Null for a path of no known page (the not-found view): rendered as asked, never kept.
 */
export function renderKey(
  pathname: string,
  search: URLSearchParams,
  pages: EditionPages | null,
): string | null {
  const page = pages?.pages.get(normalizeRoutePath(pathname));
  if (!page) return null;
  const kept = new URLSearchParams();
  for (const name of pageQuery(page as PageId)) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  // Issue 24: the page a consultation sent without script returns to shows the sent message.
  if (search.get(SENT_PARAM) === CONSULT_FORM_KIND) kept.set(SENT_PARAM, CONSULT_FORM_KIND);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

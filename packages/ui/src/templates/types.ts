// Shapes shared by the page templates. Structural, so the editions pass @site/api values as is.

/** A list call's answer (`Page<T>` of @site/api). */
export interface PageLike<T> {
  rows: readonly T[];
  total: number;
}

/** D3: a piece of data the loader could not get is null (or not there yet). */
export type Maybe<T> = T | null | undefined;

/** The page's hero: its title is the page's one h1 (D8). */
export interface HeroCopy {
  title: string;
  subtitle?: string;
  eyebrow?: string;
  /** A static picture of the edition (decoration). */
  imageUrl?: string | null;
  /**
   * The hero's one call to action where the page has no consult dialog (issue 28): a link to
   * the page a visitor most likely wants next.
   */
  action?: { label: string; href: string };
}

export function rowsOf<T>(page: Maybe<PageLike<T>>): readonly T[] {
  return page && Array.isArray(page.rows) ? page.rows : [];
}

export function totalOf<T>(page: Maybe<PageLike<T>>): number {
  if (!page) return 0;
  return Number.isFinite(page.total) ? Math.max(page.total, page.rows?.length ?? 0) : 0;
}

// An edition's route table and the links built from it (React-free: Vite configs read it too).
import { pageLinkKey, type PageId } from "@site/api/page-catalog";

/**
 * One row of an edition's route table: the edition owns path, page and title; each page's meta
 * description is in its `route-descriptions.ts`, which the route loaders read.
 */
export interface EditionRoute {
  path: string;
  page: PageId;
  title: string;
}

/** The meta description of each page of an edition (issue 13), loaded when a loader asks. */
export type RouteDescriptions = () => Promise<Readonly<Partial<Record<PageId, string>>>>;

export type RouteTable = readonly EditionRoute[];

/** The pages an edition has: the page ids of its route table. */
export type RoutePageId<Routes extends RouteTable> = Routes[number]["page"];

export type LinkParams = Readonly<Record<string, string | number>>;

export interface EditionLinks<Page extends PageId> {
  /**
   * The href of a page of this edition, from its route table: `/kuaiji?key=2` (D7: a link
   * carries its target's top-level key; the detail page's links carry `id` and `type`).
   */
  href(page: Page, params?: LinkParams): string;
  /** The bare path, for the few links that carry no key (the logo's link home, D7). */
  path(page: Page): string;
}

export function createLinks<Routes extends RouteTable>(
  routes: Routes,
): EditionLinks<RoutePageId<Routes>> {
  const paths = new Map<PageId, string>(routes.map((route) => [route.page, route.path]));
  function path(page: PageId): string {
    const found = paths.get(page);
    if (found === undefined) throw new Error(`The route table has no page "${page}".`);
    return found;
  }
  return {
    path,
    href(page, params = {}) {
      const key = pageLinkKey(page);
      const query = Object.entries(key === null ? params : { ...params, key })
        .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
        .join("&");
      return query ? `${path(page)}?${query}` : path(page);
    },
  };
}

export function routePaths(routes: RouteTable): string[] {
  return routes.map((route) => route.path);
}

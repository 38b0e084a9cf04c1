import { pageSection, type MenuSection } from "@site/api/page-catalog";
import { useLocation, useMatches } from "react-router";
import type { EditionRoute } from "./routes";

export interface RouteHandle {
  route: EditionRoute;
}

/** The matched route of the edition's table, or null on the not-found view. */
export function useCurrentRoute(): EditionRoute | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return null;
}

/** D7: the highlighted top-level menu section of the current location. */
export function useActiveSection(): MenuSection | null {
  const route = useCurrentRoute();
  const location = useLocation();
  return route ? pageSection(route.page, new URLSearchParams(location.search)) : null;
}

import { createContext } from "react";

/**
 * When what a component renders was first shown to the visitor (a `performance.now()` time), if
 * before it mounted: a server-rendered part is on screen from the page's first paint and may
 * hydrate seconds later (issue 24). A carousel counts its first slide's time from then. `null`
 * where it is shown as it mounts (the single-page app, a page the visitor moved to).
 */
export const ShownSinceContext = createContext<number | null>(null);

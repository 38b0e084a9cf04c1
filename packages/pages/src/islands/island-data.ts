// What a server-rendered page tells its islands, as inert JSON (issue 12, item 2: no inline
// script runs, so `script-src 'self'` holds).
import { jsonForScript } from "../script-json";
import type { IslandEntry } from "./page-island";

export const ISLAND_DATA_ID = "site-islands";

/** What the page does once, besides its islands. */
export interface PageTasks {
  /** The API's base URL, as the edition's browser client takes it. */
  apiBaseUrl: string;
  /** D6: the page's visit label; null for pages that record none. */
  visit: string | null;
  /** D3: the Chinese edition asks once per tab whether the visitor is abroad, and sends them here. */
  countryCheckRedirect: string | null;
}

export interface IslandData {
  page: PageTasks;
  /** By the index each island's element carries (`data-island`). */
  islands: Omit<IslandEntry, "hydrate">[];
  /**
   * The files of the islands that wait for the visitor and are fetched when the page is idle
   * (the header, the side bar, the expert pagers) and React's with them, that the start script
   * has not run: fetched without being run, so a reach only runs them.
   */
  prefetch: string[];
}

export function islandDataScript(data: IslandData): string {
  return `<script type="application/json" id="${ISLAND_DATA_ID}">${jsonForScript(data)}</script>`;
}

/** The page's island data; null where there is none (the single-page shell, D1). */
export function readIslandData(document: Document): IslandData | null {
  const text = document.getElementById(ISLAND_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as IslandData;
  } catch {
    return null;
  }
}

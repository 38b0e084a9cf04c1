// What a server render hands to the browser's hydration, as inert JSON in the page (issue 12,
// item 2): no inline script runs, so `script-src 'self'` holds.
import type { ConsultFormReturn } from "@site/forms/form-post";
import type { PageAssets } from "@site/ui/document";
import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router";
import type { PublicSite } from "./seo/public-site";

export const HYDRATION_DATA_ID = "site-hydration";

export interface HydrationPayload {
  /** The stylesheets and scripts the server's document named, rendered again by hydration. */
  assets: PageAssets;
  /** The router's loader data, so no loader runs again. */
  router: Pick<HydrationState, "loaderData" | "errors">;
  /** The reads the loaders primed, so no page hook fetches again. */
  queries: DehydratedState;
  /** Where the editions are served, for the heads of the pages the visitor goes on to. */
  publicSite: PublicSite | null;
  /** A consultation posted without script that came back (issue 24, item 4). */
  formReturn?: ConsultFormReturn | null;
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON that content cannot break out of: `</script>` and `<!--` never appear in it, whatever
 * the articles say.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char]!);
}

export function hydrationScript(payload: HydrationPayload): string {
  return `<script type="application/json" id="${HYDRATION_DATA_ID}">${jsonForScript(payload)}</script>`;
}

/** The payload of a server-rendered page; null in the single-page shell (D1). */
export function readHydrationPayload(document: Document): HydrationPayload | null {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as HydrationPayload;
  } catch {
    return null;
  }
}

/**
 * The data is as fresh as the page that carries it: a page served from a cache older than the
 * queries' `staleTime` must not refetch everything as it hydrates.
 */
export function freshenedQueries(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}

import { createApi, type Api } from "@site/api/client";
import type { Lang } from "@site/forms/lang";
import { useMemo } from "react";
import { useOptionalApi } from "../site-context";

/** What an island needs to make its own client of the API: plain data, in its props. */
export interface ApiSetup {
  lang: Lang;
  /** The API's origin when it is not the page's own; "" for the same origin. */
  baseUrl: string;
}

/** The app's client in the single-page app; in an island of a server-rendered page, its own. */
export function useIslandApi({ lang, baseUrl }: ApiSetup): Api {
  const app = useOptionalApi();
  return useMemo(() => app ?? createApi({ lang, baseUrl }), [app, lang, baseUrl]);
}

import type { Api } from "@site/api/client";
import type { Lang } from "@site/forms/lang";
import { useMemo } from "react";
import { useOptionalApi } from "../site-context";

/** What an island needs to make its own client of the API: plain data, in its props. */
export interface ApiSetup {
  lang: Lang;
  /** The API's origin when it is not the page's own; "" for the same origin. */
  baseUrl: string;
}

export type LoadApi = () => Promise<Api>;

/**
 * The app's client in the single-page app. In an island of a server-rendered page, its own,
 * loaded the first time the visitor asks for something (a page of experts, a submission): the
 * client and its HTTP library are no part of what a page loads to be usable (issue 24, item 5).
 */
export function useApiLoader({ lang, baseUrl }: ApiSetup): LoadApi {
  const app = useOptionalApi();
  return useMemo(() => {
    if (app) return () => Promise.resolve(app);
    let loaded: Promise<Api> | null = null;
    return () => {
      loaded ??= import("@site/api/client").then(({ createApi }) => createApi({ lang, baseUrl }));
      return loaded;
    };
  }, [app, lang, baseUrl]);
}

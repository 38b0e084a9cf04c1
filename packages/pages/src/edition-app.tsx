import { createApi, type Api } from "@site/api/client";
import type { Lang } from "@site/forms/lang";
import type { EditionCopy } from "./edition-copy";
import { EditionApp } from "./edition-router";
import { createEditionLayout, createEditionNotFound } from "./edition-shell";
import type { CountryCheckOptions } from "./country-check";
import { createEditionPages } from "./page-views";
import { createLinks, type RoutePageId, type RouteTable } from "./routes";

/** What `EditionApp` takes besides the API, routes and site name. */
export function createEdition<Routes extends RouteTable>(
  routes: Routes,
  edition: EditionCopy<RoutePageId<Routes>>,
) {
  return {
    pages: createEditionPages(edition, createLinks(routes)),
    Layout: createEditionLayout(edition),
    NotFound: createEditionNotFound(edition),
  };
}

export interface EditionAppOptions<Routes extends RouteTable> {
  /** D2: every call carries the edition's language. */
  lang: Lang;
  /** The API's origin when it is not the page's own (`VITE_API_BASE_URL`); "" for the same origin. */
  apiBaseUrl: string;
  routes: Routes;
  edition: EditionCopy<RoutePageId<Routes>>;
  /** The Chinese edition sends visitors from abroad to the English one (D3). */
  countryCheck?: CountryCheckOptions;
  /** For tests: another client. */
  api?: Api;
}

/** A whole edition as one component: its routes, its copy, the shared pages. */
export function createEditionApp<Routes extends RouteTable>({
  lang,
  apiBaseUrl,
  routes,
  edition,
  countryCheck,
  api = createApi({ lang, baseUrl: apiBaseUrl }),
}: EditionAppOptions<Routes>) {
  const { pages, Layout, NotFound } = createEdition(routes, edition);
  return function App() {
    return (
      <EditionApp
        api={api}
        routes={routes}
        siteName={edition.siteName}
        pages={pages}
        NotFound={NotFound}
        Layout={Layout}
        countryCheck={countryCheck}
      />
    );
  };
}

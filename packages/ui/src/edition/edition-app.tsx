import { EditionApp, type CountryCheckOptions, type EditionRoute } from "@site/api/app";
import type { Api } from "@site/api/client";
import { HeadingOnlyPage } from "../heading-only-page";
import type { EditionCopy } from "./edition-copy";
import { createEditionPages } from "./edition-pages";
import { createEditionLayout, createEditionNotFound } from "./edition-shell";

/** What `EditionApp` takes besides the API, routes and site name. */
export function createEdition(edition: EditionCopy) {
  return {
    pages: createEditionPages(edition),
    Layout: createEditionLayout(edition),
    NotFound: createEditionNotFound(edition),
  };
}

export interface EditionAppOptions {
  api: Api;
  routes: readonly EditionRoute[];
  edition: EditionCopy;
  /** The Chinese edition sends visitors from abroad to the English one (D3). */
  countryCheck?: CountryCheckOptions;
}

/** A whole edition as one component: its routes, its copy, the shared pages. */
export function createEditionApp({ api, routes, edition, countryCheck }: EditionAppOptions) {
  const { pages, Layout, NotFound } = createEdition(edition);
  return function App() {
    return (
      <EditionApp
        api={api}
        routes={routes}
        siteName={edition.siteName}
        pages={pages}
        fallbackPage={HeadingOnlyPage}
        NotFound={NotFound}
        Layout={Layout}
        countryCheck={countryCheck}
      />
    );
  };
}

import { createApi, type Api } from "@site/api/client";
import { createQueryClient } from "@site/api/queries";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import type { EditionCopy } from "./edition-copy";
import { createEditionRoutes } from "./edition-router";
import { createEditionLayout, createEditionNotFound } from "./edition-shell";
import type { EditionSite } from "./edition-site";
import type { ApiSetup } from "./islands/island-api";
import { createPageLoader } from "./page-views";
import { createLinks, type RoutePageId, type RouteTable } from "./routes";
import type { PublicSite } from "./seo/public-site";

/** How the edition loads its pages, its layout and its not-found view. */
export function createEdition<Routes extends RouteTable>(
  routes: Routes,
  edition: EditionCopy<RoutePageId<Routes>>,
  api: ApiSetup,
) {
  return {
    loadPage: createPageLoader(edition, createLinks(routes), api),
    Layout: createEditionLayout(edition, api),
    NotFound: createEditionNotFound(edition),
  };
}

/** The edition's route objects for one client of the API and one query cache. */
export function createSiteRoutes<Routes extends RouteTable>(
  site: EditionSite<Routes>,
  api: Api,
  queryClient: ReturnType<typeof createQueryClient>,
  publicSite: PublicSite | null,
) {
  return createEditionRoutes({
    api,
    queryClient,
    routes: site.routes,
    descriptions: site.descriptions,
    head: { lang: site.lang, siteName: site.edition.siteName, seo: site.edition.seo, publicSite },
    ...createEdition(site.routes, site.edition, { lang: site.lang, baseUrl: site.apiBaseUrl }),
    countryCheck: site.countryCheck,
  });
}

/**
 * The single-page shell's entry (`index.html`, D1): renders the edition into `#root`, and the
 * loaders fetch. A server-rendered page runs no app: only its islands (`./islands`).
 */
export function startEdition<Routes extends RouteTable>(site: EditionSite<Routes>): void {
  const api = createApi({ lang: site.lang, baseUrl: site.apiBaseUrl });
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createSiteRoutes(site, api, queryClient, null));
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

import { createApi, type Api } from "@site/api/client";
import { createQueryClient } from "@site/api/queries";
import { EditionDocument } from "@site/ui/document";
import { hydrate } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from "react-router";
import type { EditionCopy } from "./edition-copy";
import { createEditionRoutes } from "./edition-router";
import { createEditionLayout, createEditionNotFound } from "./edition-shell";
import type { EditionSite } from "./edition-site";
import { FormReturnProvider } from "./form-return";
import { freshenedQueries, readHydrationPayload } from "./hydration";
import { createPageLoader } from "./page-views";
import { createLinks, type RoutePageId, type RouteTable } from "./routes";
import type { PublicSite } from "./seo/public-site";

/** How the edition loads its pages, its layout and its not-found view. */
export function createEdition<Routes extends RouteTable>(
  routes: Routes,
  edition: EditionCopy<RoutePageId<Routes>>,
) {
  return {
    loadPage: createPageLoader(edition, createLinks(routes)),
    Layout: createEditionLayout(edition),
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
    ...createEdition(site.routes, site.edition),
    countryCheck: site.countryCheck,
  });
}

/**
 * The route modules of the page being hydrated, loaded first: hydration must render what the
 * server rendered, so the page's code is there before it starts (react-router's SSR guide).
 */
async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Lets the browser paint and answer input: a page's hydration starts in a few steps, each a task
 * of its own, rather than one that holds a phone's main thread.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The browser's entry: hydrates the server-rendered document with the data it carries, so no
 * read is sent again; from the single-page shell (`index.html`, D1) it renders the edition
 * into `#root` and the loaders fetch.
 */
export async function startEdition<Routes extends RouteTable>(
  site: EditionSite<Routes>,
): Promise<void> {
  const api = createApi({ lang: site.lang, baseUrl: site.apiBaseUrl });
  const queryClient = createQueryClient();
  const payload = readHydrationPayload(document);
  if (payload) {
    hydrate(queryClient, freshenedQueries(payload.queries, Date.now()));
    await nextTask();
  }
  const routes = createSiteRoutes(site, api, queryClient, payload?.publicSite ?? null);
  if (payload) {
    await loadMatchedRoutes(routes, window.location);
    await nextTask();
  }
  const router = createBrowserRouter(routes, payload ? { hydrationData: payload.router } : {});
  if (payload) {
    await nextTask();
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page: a tap or a scroll is answered meanwhile.
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <EditionDocument head={site.head} assets={payload.assets}>
            <FormReturnProvider value={payload.formReturn ?? null}>
              <RouterProvider router={router} />
            </FormReturnProvider>
          </EditionDocument>
        </StrictMode>,
      );
    });
    return;
  }
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

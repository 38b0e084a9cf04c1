import type { Api } from "@site/api/client";
import { pageCatalog } from "@site/api/page-catalog";
import { createQueries } from "@site/api/queries";
import type { QueryClient } from "@tanstack/react-query";
import { useEffect, type ComponentType, type ReactNode } from "react";
import { Outlet, ScrollRestoration, type RouteObject } from "react-router";
import { useCountryCheck, type CountryCheckOptions } from "./country-check";
import type { RouteHandle } from "./current-route";
import { DocumentMeta } from "./document-meta";
import { createPageLoader, createShellLoader } from "./page-loaders";
import type { PageLoader } from "./page-views";
import type { EditionRoute, RoutePageId, RouteTable } from "./routes";
import { SiteProvider } from "./site-context";
import { useVisitRecord } from "./visit-record";

function CountryCheck({ options }: { options: CountryCheckOptions | undefined }) {
  useCountryCheck(options);
  return null;
}

/**
 * Marks the document once the edition runs in the browser (hydrated, or rendered from the
 * shell): until then a server-rendered page shows, but its buttons do nothing yet. Browser
 * tests wait for it before they interact.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.setAttribute("data-app-ready", "");
  }, []);
  return null;
}

function RoutePage({
  route,
  siteName,
  Page,
}: {
  route: EditionRoute;
  siteName: string;
  Page: ComponentType;
}) {
  useVisitRecord(pageCatalog[route.page].visitLabel);
  return (
    <>
      <DocumentMeta title={`${route.title} | ${siteName}`} description={route.description} />
      <Page />
    </>
  );
}

export interface EditionRouterOptions<Routes extends RouteTable> {
  api: Api;
  queryClient: QueryClient;
  routes: Routes;
  siteName: string;
  /** Loads the page component of a page of the route table (each in a module of its own). */
  loadPage: PageLoader<RoutePageId<Routes>>;
  NotFound: ComponentType;
  Layout: ComponentType<{ children: ReactNode }>;
  /** The Chinese edition sends visitors from abroad to the English one (D3). */
  countryCheck?: CountryCheckOptions;
}

export function createEditionRoutes<Routes extends RouteTable>({
  api,
  queryClient,
  routes,
  siteName,
  loadPage,
  NotFound,
  Layout,
  countryCheck,
}: EditionRouterOptions<Routes>): RouteObject[] {
  const queries = createQueries(api);
  function Root() {
    return (
      <SiteProvider api={api} queries={queries} queryClient={queryClient}>
        <CountryCheck options={countryCheck} />
        <AppReady />
        <Layout>
          <Outlet />
        </Layout>
        <ScrollRestoration />
      </SiteProvider>
    );
  }
  return [
    {
      Component: Root,
      // The single-page shell (D1) shows nothing until the loaders have answered; a
      // server-rendered page hydrates with their data and never shows this.
      HydrateFallback: () => null,
      loader: createShellLoader(queryClient, queries),
      children: [
        ...routes.map((route): RouteObject => ({
          path: route.path,
          caseSensitive: true,
          handle: { route } satisfies RouteHandle,
          loader: createPageLoader(queryClient, queries, route.page),
          // Issue 12, item 7: a route loads its template's code when it is visited.
          lazy: async () => {
            const Page = await loadPage(route.page as RoutePageId<Routes>);
            return { element: <RoutePage route={route} siteName={siteName} Page={Page} /> };
          },
        })),
        { path: "*", Component: NotFound },
      ],
    },
  ];
}

import type { Api } from "@site/api/client";
import { pageCatalog } from "@site/api/page-catalog";
import { createQueries } from "@site/api/queries";
import type { QueryClient } from "@tanstack/react-query";
import { useEffect, type ComponentType, type ReactNode } from "react";
import { RouterLinkContext, type RouterLink } from "@site/ui/app-link";
import { Link, Outlet, ScrollRestoration, type RouteObject } from "react-router";
import { APP_READY_ATTRIBUTE } from "./app-ready";
import type { CountryCheckOptions } from "./country-check";
import { useCountryCheck } from "./use-country-check";
import type { RouteHandle } from "./current-route";
import { createPageLoader, createShellLoader } from "./page-loaders";
import type { PageLoader } from "./page-views";
import type { EditionRoute, RouteDescriptions, RoutePageId, RouteTable } from "./routes";
import { SiteProvider } from "./site-context";
import { HeadSetupProvider, type HeadSetup } from "./seo/head-setup";
import { RouteHead } from "./seo/page-head";
import { useVisitRecord } from "./visit-record";

function CountryCheck({ options }: { options: CountryCheckOptions | undefined }) {
  useCountryCheck(options);
  return null;
}

/** Marks the document once the single-page app runs (a server-rendered page: `./islands`). */
function AppReady() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
  }, []);
  return null;
}

function RoutePage({ route, Page }: { route: EditionRoute; Page: ComponentType }) {
  useVisitRecord(pageCatalog[route.page].visitLabel);
  return (
    <>
      {/* The detail page's head is the article's: its view renders it (seo/article-head). */}
      {route.page === "content" ? null : <RouteHead route={route} />}
      <Page />
    </>
  );
}

export interface EditionRouterOptions<Routes extends RouteTable> {
  api: Api;
  queryClient: QueryClient;
  routes: Routes;
  /** Each page's meta description, read by its loader. */
  descriptions: RouteDescriptions;
  /** Every page's head: the edition's words for search engines, and where it is served. */
  head: Omit<HeadSetup, "routes">;
  /** Loads the page component of a page of the route table (each in a module of its own). */
  loadPage: PageLoader<RoutePageId<Routes>>;
  NotFound: ComponentType;
  Layout: ComponentType<{ children: ReactNode }>;
  /** The Chinese edition sends visitors from abroad to the English one (D3). */
  countryCheck?: CountryCheckOptions;
}

/** Links of the single-page app are the router's (D1). */
const routerLink: RouterLink = (props) => <Link {...props} />;

export function createEditionRoutes<Routes extends RouteTable>({
  api,
  queryClient,
  routes,
  descriptions,
  head,
  loadPage,
  NotFound,
  Layout,
  countryCheck,
}: EditionRouterOptions<Routes>): RouteObject[] {
  const queries = createQueries(api);
  const headSetup: HeadSetup = { ...head, routes };
  function Root() {
    return (
      <SiteProvider api={api} queries={queries} queryClient={queryClient}>
        <HeadSetupProvider value={headSetup}>
          <RouterLinkContext value={routerLink}>
            <CountryCheck options={countryCheck} />
            <AppReady />
            <Layout>
              <Outlet />
            </Layout>
            <ScrollRestoration />
          </RouterLinkContext>
        </HeadSetupProvider>
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
          loader: createPageLoader(queryClient, queries, route.page, descriptions),
          // Issue 12, item 7: a route loads its template's code when it is visited.
          lazy: async () => {
            const Page = await loadPage(route.page as RoutePageId<Routes>);
            return {
              element: <RoutePage route={route} Page={Page} />,
            };
          },
        })),
        { path: "*", Component: NotFound },
      ],
    },
  ];
}

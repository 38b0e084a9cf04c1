import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createContext, use, useEffect, useState, type ComponentType, type ReactNode } from "react";
import {
  createBrowserRouter,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useMatches,
  type RouteObject,
} from "react-router";
import type { Api } from "./client";
import { pageCatalog, pageSection, type MenuSection, type PageId } from "./page-catalog";
import { createPageLoader, createShellLoader } from "./pages";
import { createQueries, createQueryClient, type SiteQueries } from "./queries";

/** One row of an edition's route table: the edition owns path, page, title and copy. */
export interface EditionRoute {
  path: string;
  page: PageId;
  title: string;
  description: string;
}

interface SiteContextValue {
  api: Api;
  queries: SiteQueries;
}

const SiteContext = createContext<SiteContextValue | null>(null);

function useSiteContext(): SiteContextValue {
  const value = use(SiteContext);
  if (!value) throw new Error("useApi and useSiteQueries must be used inside <SiteProvider>.");
  return value;
}

export function useApi(): Api {
  return useSiteContext().api;
}

export function useSiteQueries(): SiteQueries {
  return useSiteContext().queries;
}

export function SiteProvider({
  api,
  queries,
  queryClient,
  children,
}: SiteContextValue & { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteContext value={{ api, queries }}>{children}</SiteContext>
    </QueryClientProvider>
  );
}

interface RouteHandle {
  route: EditionRoute;
}

/** The matched route of the edition's table, or null on the not-found view. */
export function useCurrentRoute(): EditionRoute | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return null;
}

/** D7: the highlighted top-level menu section of the current location. */
export function useActiveSection(): MenuSection | null {
  const route = useCurrentRoute();
  const location = useLocation();
  return route ? pageSection(route.page, new URLSearchParams(location.search)) : null;
}

/** D6: one visit record per page load (and per in-app navigation to another location). */
export function useVisitRecord(label: string | null): void {
  const api = useApi();
  const location = useLocation();
  useEffect(() => {
    if (label) void api.recordVisit(label);
  }, [api, label, location.key]);
}

const COUNTRY_CHECK_KEY = "site:country-check";

export interface CountryCheckOptions {
  /** Where a visitor from outside the country goes: the English home page (spec 1, D3). */
  redirectTo: string;
  /** For tests: the navigation to perform. */
  navigate?: (url: string) => void;
}

/**
 * D3: once per browser tab, ask the server whether the visitor is domestic; only a definite
 * "no" sends them to the English edition. The mark is written before redirecting, so a visitor
 * who then picks 中文 stays on the Chinese edition.
 */
export function useCountryCheck(options: CountryCheckOptions | undefined): void {
  const api = useApi();
  const redirectTo = options?.redirectTo;
  const navigate = options?.navigate;
  useEffect(() => {
    if (!redirectTo) return;
    try {
      if (window.sessionStorage.getItem(COUNTRY_CHECK_KEY)) return;
      window.sessionStorage.setItem(COUNTRY_CHECK_KEY, "1");
    } catch {
      // Storage disabled: check on every entry rather than never.
    }
    let cancelled = false;
    void api.getIpFlag().then((domestic) => {
      if (cancelled || domestic !== false) return;
      (navigate ?? ((url: string) => window.location.replace(url)))(redirectTo);
    });
    return () => {
      cancelled = true;
    };
  }, [api, redirectTo, navigate]);
}

function CountryCheck({ options }: { options: CountryCheckOptions | undefined }) {
  useCountryCheck(options);
  return null;
}

export interface DocumentMetaProps {
  title: string;
  description?: string;
}

/** React 19 hoists these into <head>, on the client and in a server render alike. */
export function DocumentMeta({ title, description }: DocumentMetaProps) {
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}

function RoutePage({
  route,
  siteName,
  Page,
}: {
  route: EditionRoute;
  siteName: string;
  Page: ComponentType<{ route: EditionRoute }>;
}) {
  useVisitRecord(pageCatalog[route.page].visitLabel);
  return (
    <>
      <DocumentMeta title={`${route.title} | ${siteName}`} description={route.description} />
      <Page route={route} />
    </>
  );
}

export interface EditionRouterOptions {
  api: Api;
  queryClient: QueryClient;
  routes: readonly EditionRoute[];
  siteName: string;
  /** The page component of each page id; pages not yet built render the generic page. */
  pages: Partial<Record<PageId, ComponentType<{ route: EditionRoute }>>>;
  fallbackPage: ComponentType<{ route: EditionRoute }>;
  NotFound: ComponentType;
  Layout: ComponentType<{ children: ReactNode }>;
  /** The Chinese edition sends visitors from abroad to the English one (D3). */
  countryCheck?: CountryCheckOptions;
}

export function createEditionRoutes({
  api,
  queryClient,
  routes,
  siteName,
  pages,
  fallbackPage,
  NotFound,
  Layout,
  countryCheck,
}: EditionRouterOptions): RouteObject[] {
  const queries = createQueries(api);
  function Root() {
    return (
      <SiteProvider api={api} queries={queries} queryClient={queryClient}>
        <CountryCheck options={countryCheck} />
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
      // Data loads before the first render; the server-rendered shell will fill this gap later.
      HydrateFallback: () => null,
      loader: createShellLoader(queryClient, queries),
      children: [
        ...routes.map((route): RouteObject => {
          const Page = pages[route.page] ?? fallbackPage;
          return {
            path: route.path,
            caseSensitive: true,
            handle: { route } satisfies RouteHandle,
            loader: createPageLoader(queryClient, queries, route.page),
            element: <RoutePage route={route} siteName={siteName} Page={Page} />,
          };
        }),
        { path: "*", Component: NotFound },
      ],
    },
  ];
}

export function createEditionRouter(options: EditionRouterOptions) {
  return createBrowserRouter(createEditionRoutes(options));
}

export type EditionAppProps = Omit<EditionRouterOptions, "queryClient">;

/** The whole edition: one QueryClient and one router for the lifetime of the page. */
export function EditionApp(props: EditionAppProps) {
  const [router] = useState(() =>
    createEditionRouter({ ...props, queryClient: createQueryClient() }),
  );
  return <RouterProvider router={router} />;
}

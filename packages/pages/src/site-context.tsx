import type { Api } from "@site/api/client";
import type { SiteQueries } from "@site/api/queries";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createContext, use, type ReactNode } from "react";

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

/** The app's client where the single-page app runs; null in a server-rendered page's islands. */
export function useOptionalApi(): Api | null {
  return use(SiteContext)?.api ?? null;
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

import { createContext, use, type ReactNode } from "react";

/** What a server render learns while it renders: the page's HTTP status. */
export interface RenderStatus {
  status: number;
}

const RenderStatusContext = createContext<RenderStatus | null>(null);

export function RenderStatusProvider({
  value,
  children,
}: {
  value: RenderStatus;
  children: ReactNode;
}) {
  return <RenderStatusContext value={value}>{children}</RenderStatusContext>;
}

/**
 * D1: the not-found view answers 404, for an unknown path and for a missing article. Only a
 * server render provides the context; in the browser this does nothing.
 */
export function useNotFoundStatus(notFound = true): void {
  const renderStatus = use(RenderStatusContext);
  if (renderStatus && notFound) renderStatus.status = 404;
}

import { ShownSinceContext } from "@site/ui/shown-since";
import { useEffect, type ReactNode } from "react";

/**
 * What the server renders and the browser hydrates around an island: the same tree on both
 * sides, whose effect tells the browser's side that the island now answers. `shownSince` is
 * when the browser first painted the island's HTML (the page's first paint).
 */
export function IslandRoot({
  onHydrated,
  shownSince = null,
  children,
}: {
  onHydrated?: () => void;
  shownSince?: number | null;
  children: ReactNode;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <ShownSinceContext value={shownSince}>{children}</ShownSinceContext>;
}

import { useEffect, type ReactNode } from "react";

/**
 * What the server renders and the browser hydrates around an island: the same tree on both
 * sides, whose effect tells the browser's side that the island now answers.
 */
export function IslandRoot({
  onHydrated,
  children,
}: {
  onHydrated?: () => void;
  children: ReactNode;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

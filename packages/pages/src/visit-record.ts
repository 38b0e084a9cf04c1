import { useEffect } from "react";
import { useLocation } from "react-router";
import { useApi } from "./site-context";

/** D6: one visit record per page load (and per in-app navigation to another location). */
export function useVisitRecord(label: string | null): void {
  const api = useApi();
  const location = useLocation();
  useEffect(() => {
    if (label) void api.recordVisit(label);
  }, [api, label, location.key]);
}

import { useEffect } from "react";
import { checkCountryOnce, type CountryCheckOptions } from "./country-check";
import { useApi } from "./site-context";

/** The single-page app's country check (D1); a server-rendered page runs it from its islands. */
export function useCountryCheck(options: CountryCheckOptions | undefined): void {
  const api = useApi();
  const redirectTo = options?.redirectTo;
  const navigate = options?.navigate;
  useEffect(() => {
    if (!redirectTo) return;
    return checkCountryOnce(api, { redirectTo, navigate });
  }, [api, redirectTo, navigate]);
}

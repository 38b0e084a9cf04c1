import type { Api } from "@site/api/client";

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
 * who then picks 中文 stays on the Chinese edition. Returns a cancel for a page that goes away.
 */
export function checkCountryOnce(
  api: Pick<Api, "getIpFlag">,
  { redirectTo, navigate = (url) => window.location.replace(url) }: CountryCheckOptions,
): () => void {
  try {
    if (window.sessionStorage.getItem(COUNTRY_CHECK_KEY)) return () => {};
    window.sessionStorage.setItem(COUNTRY_CHECK_KEY, "1");
  } catch {
    // Storage disabled: check on every entry rather than never.
  }
  let cancelled = false;
  void api.getIpFlag().then((domestic) => {
    if (!cancelled && domestic === false) navigate(redirectTo);
  });
  return () => {
    cancelled = true;
  };
}

import type { Lang } from "@site/forms/lang";
import type { DocumentHead } from "./document";
import type { CountryCheckOptions } from "./country-check";
import type { EditionCopy } from "./edition-copy";
import type { RouteDescriptions, RoutePageId, RouteTable } from "./routes";

/** Everything an edition declares, read alike by its browser entry and its server entry. */
export interface EditionSite<Routes extends RouteTable = RouteTable> {
  /** D2: every call carries the edition's language. */
  lang: Lang;
  /** The API's origin when it is not the page's own (`VITE_API_BASE_URL`); "" for the same origin. */
  apiBaseUrl: string;
  routes: Routes;
  /** Each page's meta description (`route-descriptions.ts`, loaded on demand). */
  descriptions: RouteDescriptions;
  edition: EditionCopy<RoutePageId<Routes>>;
  head: DocumentHead;
  /** The Chinese edition sends visitors from abroad to the English one (D3). */
  countryCheck?: CountryCheckOptions;
}

/** An edition's site with its own type parameter kept, checked against `EditionSite`. */
export function defineEditionSite<Routes extends RouteTable>(
  site: EditionSite<Routes>,
): EditionSite<Routes> {
  return site;
}

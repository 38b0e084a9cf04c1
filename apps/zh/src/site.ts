import { defineEditionSite } from "@site/pages/edition";
import { documentHead } from "./document-head";
import { zhEdition } from "./edition";
import { routeTable } from "./route-table";
import { apiBaseUrl, englishEditionUrl } from "./urls";

/** The Chinese edition, as its browser entry and its server entry both start it. */
export const site = defineEditionSite({
  lang: "zh",
  apiBaseUrl,
  routes: routeTable,
  descriptions: () => import("./route-descriptions").then((module) => module.routeDescriptions),
  edition: zhEdition,
  head: documentHead,
  countryCheck: { redirectTo: `${englishEditionUrl}/indexE` },
});

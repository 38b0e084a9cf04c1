import { defineEditionSite } from "@site/pages/edition";
import { documentHead } from "./document-head";
import { enEdition } from "./edition";
import { routeTable } from "./route-table";
import { apiBaseUrl } from "./urls";

/** The English edition, as its browser entry and its server entry both start it. */
export const site = defineEditionSite({
  lang: "en",
  apiBaseUrl,
  routes: routeTable,
  descriptions: () => import("./route-descriptions").then((module) => module.routeDescriptions),
  edition: enEdition,
  head: documentHead,
});

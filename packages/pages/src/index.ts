// The page layer: an edition is its route table and its copy; this package makes it a site.
export type { CountryCheckOptions } from "./country-check";
export { contactPointsOf } from "./seo/contact-points";
export type { SeoCopy } from "./seo/seo-copy";
export { createEdition, startEdition } from "./edition-app";
export { defineEditionSite, type EditionSite } from "./edition-site";
export type {
  DialogSetup,
  EditionCopy,
  EditionPagesCopy,
  HomePageCopy,
  ServiceGroupPageCopy,
  ServiceGroupsCopy,
} from "./edition-copy";
export { createEditionRoutes } from "./edition-router";
export { createMediaUrl } from "./media";
export type { PageCopy } from "./page-views";
export { serviceGroupCopy } from "./service-group-copy";
export { createLinks, type EditionLinks, type EditionRoute, type RoutePageId } from "./routes";

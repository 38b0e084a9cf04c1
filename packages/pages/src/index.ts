// The page layer: an edition is its route table and its copy; this package makes it a site.
export type { CountryCheckOptions } from "./country-check";
export { DocumentMeta } from "./document-meta";
export { createEdition, createEditionApp, type EditionAppOptions } from "./edition-app";
export type {
  DialogSetup,
  EditionCopy,
  EditionPagesCopy,
  HomePageCopy,
  ServiceGroupPageCopy,
  ServiceGroupsCopy,
} from "./edition-copy";
export { createEditionRoutes, EditionApp } from "./edition-router";
export { createMediaUrl } from "./media";
export { serviceGroupCopy, type PageCopy } from "./page-views";
export { createLinks, type EditionLinks, type EditionRoute, type RoutePageId } from "./routes";

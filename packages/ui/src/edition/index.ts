// The one place where templates meet the page data of @site/api: an edition is its copy.
export type {
  DialogSetup,
  EditionCopy,
  EditionPagesCopy,
  HomePageCopy,
  ServiceGroupPageCopy,
  ServiceGroupsCopy,
} from "./edition-copy";
export { createEdition, createEditionApp, type EditionAppOptions } from "./edition-app";
export { createEditionPages, serviceGroupCopy } from "./edition-pages";
export { createEditionLayout, createEditionNotFound } from "./edition-shell";

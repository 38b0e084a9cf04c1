import { createMediaUrl } from "@site/pages/edition";

/** The API's origin when it is not the page's own (D1); "" for the same origin. */
export const apiBaseUrl = import.meta.env.VITE_API_BASE_URL ?? "";

/** Where the Chinese edition lives (D1): this origin unless the build names another. */
export const chineseEditionUrl = import.meta.env.VITE_OTHER_EDITION_URL ?? "";

/** A file the server hosts under its media prefix (`/profile/...`), as the browser loads it. */
export const media = createMediaUrl(apiBaseUrl);

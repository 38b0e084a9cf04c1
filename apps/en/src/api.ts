import { createApi } from "@site/api/client";

/** The English edition's client: every call carries `language=1` (D2). */
export const api = createApi({ lang: "en", baseUrl: import.meta.env.VITE_API_BASE_URL ?? "" });

/** Where the Chinese edition lives (D1): this origin unless the build names another. */
export const chineseEditionUrl = import.meta.env.VITE_OTHER_EDITION_URL ?? "";

/** A file the server hosts under its media prefix (`/profile/...`), as the browser loads it. */
export const media = (path: string) => api.mediaUrl(path) ?? path;

import { createApi } from "@site/api/client";

/** The Chinese edition's client: every call carries the Chinese language parameter (D2). */
export const api = createApi({ lang: "zh", baseUrl: import.meta.env.VITE_API_BASE_URL ?? "" });

/** Where the English edition lives (D1): this origin unless the build names another. */
export const englishEditionUrl = import.meta.env.VITE_OTHER_EDITION_URL ?? "";

/** A file the server hosts under its media prefix (`/profile/...`), as the browser loads it. */
export const media = (path: string) => api.mediaUrl(path) ?? path;

import { normalizeBaseUrl, resolveMediaUrl } from "@site/api/media";

/** A file the server hosts under its media prefix (`/profile/...`), as the browser loads it. */
export function createMediaUrl(apiBaseUrl: string): (path: string) => string {
  const base = normalizeBaseUrl(apiBaseUrl);
  return (path) => resolveMediaUrl(base, path) ?? path;
}

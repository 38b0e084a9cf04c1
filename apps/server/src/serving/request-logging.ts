// Issue 14, item 1: no log line per static file. Pages and API calls are logged (one line each
// for the request and its answer); files (assets, media, brochures, favicons) are not. Their
// failures still are: a server fault is logged by the error handler.
import { BROCHURE_PREFIX, MEDIA_PREFIX, isApiPath } from "../server-paths";

/** True for a request whose lines Fastify should not log: a file, not a page or an API call. */
export function isFileRequest(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  if (path.startsWith(MEDIA_PREFIX) || path.startsWith(BROCHURE_PREFIX)) return true;
  if (isApiPath(path)) return false;
  const last = path.slice(path.lastIndexOf("/") + 1);
  return last.includes(".");
}

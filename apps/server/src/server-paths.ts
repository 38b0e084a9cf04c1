// The paths this server answers itself, before the editions (D1's order): the API (spec 7), the
// media under it, and the brochures. One place for each prefix (issue 29, item 3).
import { API_PREFIX } from "@site/api/endpoints";

/** The content's pictures, under the API (`content/media`). */
export const MEDIA_PREFIX = `${API_PREFIX}/profile/`;

/** The brochures (`content/pdf`). */
export const BROCHURE_PREFIX = "/PDF/";

/** A path of the API, its media included. */
export function isApiPath(path: string): boolean {
  return path.startsWith(`${API_PREFIX}/`);
}

/** A path no edition answers: the API's and the brochures'. */
export function isServerPath(path: string): boolean {
  return isApiPath(path) || path.startsWith(BROCHURE_PREFIX);
}

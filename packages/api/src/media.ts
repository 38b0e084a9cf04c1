// D3: media paths from data are served under `${baseUrl}/api`. No DOM APIs here: this also runs
// in Node (the server, tests), and sanitizing HTML is the UI's job (DOMPurify).
import { API_PREFIX } from "./endpoints";

/** Paths an admin build may have written into data (backend-contract.md section 3). */
const ADMIN_PREFIX = /^\/(?:prod-api|dev-api|api)(?=\/|$)/;
/** A scheme (`http:`, `data:`, `mailto:` ...) or a protocol-relative `//host`. */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Strips trailing slashes so that `${baseUrl}/api` never doubles them. */
export function normalizeBaseUrl(baseUrl: string | undefined): string {
  return (baseUrl ?? "").replace(/\/+$/, "");
}

/**
 * `/profile/x.png` → `${baseUrl}/api/profile/x.png`; `/api/…`, `/prod-api/…` and `/dev-api/…`
 * → `${baseUrl}/api/…` (no double prefix); external URLs unchanged; empty → null.
 */
export function resolveMediaUrl(baseUrl: string, path: string | null | undefined): string | null {
  const value = path?.trim() ?? "";
  if (value === "") return null;
  if (EXTERNAL.test(value)) return value;
  const rooted = value.startsWith("/") ? value : `/${value}`;
  return `${baseUrl}${API_PREFIX}${rooted.replace(ADMIN_PREFIX, "")}`;
}

/** An opening tag, with quoted attribute values that may themselves contain `>`. */
const TAG = /<[a-z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/gi;
/** A src or href attribute inside a tag, with a double-quoted, single-quoted or bare value. */
const LINK_ATTRIBUTE = /(\s(?:src|href)\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
const REWRITTEN_PATH = /^\/(?:(?:prod-api|dev-api|api)\/|profile\/)/;

/**
 * D3: inside rich text, `src`/`href` values starting with `/prod-api/`, `/dev-api/`, `/api/` or
 * `/profile/` point at `${baseUrl}/api/…`. Only attribute values inside tags are touched.
 */
export function rewriteRichText(baseUrl: string, html: string): string {
  if (html === "") return html;
  return html.replace(TAG, (tag) =>
    tag.replace(
      LINK_ATTRIBUTE,
      (whole, head: string, double?: string, single?: string, bare?: string) => {
        const value = double ?? single ?? bare ?? "";
        if (!REWRITTEN_PATH.test(value)) return whole;
        const url = resolveMediaUrl(baseUrl, value) ?? value;
        if (double !== undefined) return `${head}"${url}"`;
        if (single !== undefined) return `${head}'${url}'`;
        return `${head}${url}`;
      },
    ),
  );
}

const IMG_TAG = /<img\b[^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/gi;
const IMG_END_TAG = /<\/img\s*>/gi;

/** D3: list views show news content without its images. */
export function stripImages(html: string): string {
  return html.replace(IMG_TAG, "").replace(IMG_END_TAG, "");
}

/** briefImgs: comma separated paths (RuoYi's ImageUpload joins with ","), as media URLs. */
export function splitMediaList(baseUrl: string, list: string): string[] {
  return list
    .split(/[,，]/)
    .map((path) => resolveMediaUrl(baseUrl, path))
    .filter((url): url is string => url !== null);
}

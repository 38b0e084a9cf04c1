// Issue 14, item 6: link and path fields in content accept only http(s) URLs and paths on
// this site, so no `javascript:`, `data:` or protocol-relative (`//evil.example`) link is ever
// stored and served to the editions.
import { optionalText } from "./fields";

export const SITE_LINK_ERROR =
  "must be an http(s) URL or a path on this site starting with / (such as /kuaiji)";

// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;

/** An absolute http(s) URL with a host, or a site-relative path (`/x`, not `//x`). */
export function isSiteLink(value: string): boolean {
  if (value === "" || UNSAFE_CHARACTERS.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** An optional link field: blank is none, anything else must be a site link. */
export const siteLink = optionalText.refine((value) => value === "" || isSiteLink(value.trim()), {
  error: SITE_LINK_ERROR,
});

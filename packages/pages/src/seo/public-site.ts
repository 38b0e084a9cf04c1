import type { EditionPlace } from "@site/api/language-pairs";

/**
 * Where the editions are served, for every absolute URL of a page's head (issue 13, item 1):
 * from the server's settings (`SITE_PUBLIC_URL`), never from a request. Null in the
 * single-page shell, which search engines are not sent to.
 */
export interface PublicSite {
  own: EditionPlace;
  /** The other edition, whose routes pair with this one's; null when it is not known. */
  other: EditionPlace | null;
}

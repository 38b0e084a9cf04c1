import { visitLabels } from "@site/api/page-catalog";

// D6: the page labels a visit record may carry are those of the site's pages (the privacy page's too, D5).
export const VISIT_LABELS: ReadonlySet<string> = visitLabels;

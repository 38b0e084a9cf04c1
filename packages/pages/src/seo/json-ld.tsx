import { jsonForScript } from "../script-json";
import type { StructuredData } from "./structured-data";

/**
 * Structured data as an inert script (no script of this type runs, so the CSP allows it),
 * escaped: it is built from content, which must not close the tag.
 */
export function JsonLd({ data }: { data: StructuredData | readonly StructuredData[] }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
  );
}

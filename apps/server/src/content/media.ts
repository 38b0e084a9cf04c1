// Which files the content names (content/README.md, "Media"): media fields, briefImgs, and
// image and link paths inside rich text, so a test can prove none of them is missing.
import { join } from "node:path";
import { BROCHURE_PREFIX } from "../server-paths";
import type { SourcedRow } from "./read";

export interface MediaReference {
  /** Where the content names it, e.g. `zh/news.yaml row 3 (dynamicId 3)`. */
  source: string;
  /** As written: `/profile/...` or `/PDF/...`. */
  path: string;
}

const MEDIA_FIELDS = new Set([
  "classifyImg",
  "classifyImg2",
  "personnelImg",
  "caseImg",
  "dynamicImg",
  "clientImg",
  "chairmanImg",
  "mileageImg",
  "staffImg",
  "cooperationImg",
]);

// Rich text may carry an admin build's prefix (backend-contract.md section 3; D3).
const HTML_REFERENCE =
  /(?:src|href)\s*=\s*["'](?:\/(?:api|prod-api|dev-api))?(\/(?:profile|PDF)\/[^"'?#]+)/g;

export function mediaReferences(rows: readonly SourcedRow[]): MediaReference[] {
  const references: MediaReference[] = [];
  for (const { values, source } of rows) {
    for (const [key, value] of Object.entries(values)) {
      if (typeof value !== "string" || value === "") continue;
      if (MEDIA_FIELDS.has(key)) {
        references.push({ source: `${source}: ${key}`, path: value });
      } else if (key === "briefImgs") {
        for (const path of value.split(",")) references.push({ source: `${source}: ${key}`, path });
      } else {
        for (const match of value.matchAll(HTML_REFERENCE)) {
          if (match[1]) references.push({ source: `${source}: ${key}`, path: match[1] });
        }
      }
    }
  }
  return references.filter(({ path }) => !/^https?:\/\//.test(path));
}

/** The file behind a served path: `/profile/x` is `media/x`, `/PDF/x` is `pdf/x`. */
export function mediaFile(contentDir: string, path: string): string | null {
  const decoded = decodeURIComponent(path);
  if (decoded.startsWith("/profile/"))
    return join(contentDir, "media", decoded.slice("/profile/".length));
  if (decoded.startsWith(BROCHURE_PREFIX))
    return join(contentDir, "pdf", decoded.slice(BROCHURE_PREFIX.length));
  return null;
}

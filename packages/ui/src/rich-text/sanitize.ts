import createDOMPurify, { type Config, type DOMPurify } from "dompurify";
import { safeInlineStyle } from "./inline-style";
import { stripHtmlToText } from "./plain-text";
import { sanitizeInlineHtml } from "./sanitize-inline";
import { domWindow, type SanitizerWindow } from "./sanitizer-dom";

export { safeInlineStyle } from "./inline-style";
export { stripHtmlToText } from "./plain-text";
export { setSanitizerWindow } from "./sanitizer-dom";

export interface SanitizeOptions {
  /** Drop images (D3: news content in list views shows no images). */
  stripImages?: boolean;
  /**
   * Keep inline formatting only (menu labels and titles that sit inside a link or a button:
   * no blocks, no links, no images, no controls).
   */
  inline?: boolean;
  /**
   * The level the fragment's highest heading takes, the others keeping their distance below
   * it: an article body under the page's h1 starts at h2 whatever levels its editor chose.
   */
  topHeading?: 2 | 3 | 4 | 5 | 6;
  /**
   * The fragment's first image leads the page (an article's picture under its title): it is
   * fetched at high priority, as the page's largest paint, and the images after it load lazily.
   */
  leadImage?: boolean;
}

const IMAGE_TAGS = ["img", "picture", "source", "svg"];

let purifier: { dom: SanitizerWindow; instance: DOMPurify } | null = null;

// How many images the sanitize call under way has met, when that call asked for a lead image.
let imagesMet: number | null = null;

// One instance of our own per DOM, created on first use, so its hook does not reach other
// users of the shared DOMPurify default instance.
function getPurifier(dom: SanitizerWindow): DOMPurify {
  if (purifier?.dom === dom) return purifier.instance;
  const instance = createDOMPurify(dom);
  instance.addHook("afterSanitizeAttributes", (node) => {
    // Editors' links that open a new tab must not hand the opener to the other page.
    if (node.tagName === "A" && node.getAttribute("target") === "_blank") {
      node.setAttribute("rel", "noopener noreferrer");
    }
    const style = node.getAttribute("style");
    if (style !== null) {
      const safe = safeInlineStyle(style);
      if (safe === "") node.removeAttribute("style");
      else node.setAttribute("style", safe);
    }
    if (imagesMet !== null && node.tagName === "IMG") {
      if (imagesMet++ === 0) {
        node.setAttribute("fetchpriority", "high");
        node.removeAttribute("loading");
      } else {
        node.setAttribute("loading", "lazy");
        node.removeAttribute("fetchpriority");
      }
    }
  });
  purifier = { dom, instance };
  return instance;
}

function configFor({ stripImages = false }: SanitizeOptions): Config {
  return {
    ADD_ATTR: ["target"],
    FORBID_TAGS: [
      "style",
      "form",
      "input",
      "button",
      "select",
      "textarea",
      ...(stripImages ? IMAGE_TAGS : []),
    ],
  };
}

/**
 * Sanitizes HTML from the server (D3) for `dangerouslySetInnerHTML`; `inline` is
 * `sanitizeInlineHtml`.
 *
 * DOMPurify needs a DOM: the browser's, or the one a server render gives it
 * (`setSanitizerWindow`). Without either it would return its input unchanged, so there we
 * fall back to `stripHtmlToText`: text only, never unsafe.
 */
export function sanitizeHtml(
  html: string | null | undefined,
  options: SanitizeOptions = {},
): string {
  if (!html) return "";
  if (options.inline) return sanitizeInlineHtml(html);
  const dom = domWindow();
  if (!dom) return stripHtmlToText(html);
  const instance = getPurifier(dom);
  imagesMet = options.leadImage ? 0 : null;
  let safe: string;
  try {
    safe = instance.sanitize(html, configFor(options));
  } finally {
    imagesMet = null;
  }
  return options.topHeading ? relevelHeadings(safe, options.topHeading) : safe;
}

// Sanitized markup: a `<h3` here can only be a tag, never text (text's `<` is escaped).
const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>])/gi;

/** Moves every heading of sanitized `html` so that the highest one is `<h{top}>` (h6 at most). */
export function relevelHeadings(html: string, top: number): string {
  const levels = [...html.matchAll(HEADING_TAG)].map((match) => Number(match[2]));
  if (levels.length === 0) return html;
  const shift = top - Math.min(...levels);
  if (shift === 0) return html;
  return html.replace(
    HEADING_TAG,
    (_, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + shift)}`,
  );
}

import createDOMPurify, { type Config, type DOMPurify } from "dompurify";

export interface SanitizeOptions {
  /** Drop images (D3: news content in list views shows no images). */
  stripImages?: boolean;
  /**
   * Keep inline formatting only (menu labels and titles that sit inside a link or a button:
   * no blocks, no links, no images, no controls).
   */
  inline?: boolean;
}

const INLINE_TAGS = [
  "b",
  "strong",
  "i",
  "em",
  "u",
  "s",
  "span",
  "br",
  "sup",
  "sub",
  "small",
  "mark",
];
const IMAGE_TAGS = ["img", "picture", "source", "svg"];

// Issue 14, item 6: inline styles are limited to text formatting. Layout and positioning
// (position, width, z-index, transform, ...) are dropped, so rich text cannot lay a full-screen
// overlay over the page or move itself over the site's own controls; values that could load
// anything or escape the declaration are dropped too.
const SAFE_STYLE_PROPERTIES = new Set([
  "color",
  "background-color",
  "font-weight",
  "font-style",
  "font-size",
  "font-family",
  "text-decoration",
  "text-decoration-line",
  "text-align",
  "text-indent",
  "line-height",
  "letter-spacing",
  "vertical-align",
  "white-space",
]);
const SAFE_STYLE_VALUE = /^[#\w\s.,%()'"+-]*$/;
const UNSAFE_STYLE_VALUE = /url\s*\(|expression\s*\(|image-set|@import|javascript:/i;

/** The declarations of a style attribute that are in the safe set, or "" when none is. */
export function safeInlineStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .replace(/\s*!important$/i, "");
    if (!SAFE_STYLE_PROPERTIES.has(property) || value === "") continue;
    if (!SAFE_STYLE_VALUE.test(value) || UNSAFE_STYLE_VALUE.test(value)) continue;
    kept.push(declaration.trim());
  }
  return kept.join("; ");
}

type PurifierWindow = Parameters<typeof createDOMPurify>[0];

let purifier: DOMPurify | null = null;
let serverWindow: PurifierWindow | null = null;

/**
 * A server render's DOM for the sanitizer (`@site/ui/rich-text/server`): the server then
 * sanitizes with the same DOMPurify and policy as the browser (issue 12, item 3).
 */
export function setSanitizerWindow(window: PurifierWindow | null): void {
  serverWindow = window;
  purifier = null;
}

function domWindow(): PurifierWindow | null {
  if (typeof window !== "undefined" && typeof window.document?.createElement === "function") {
    return window;
  }
  return serverWindow;
}

// One instance of our own, created on first use, so its hook does not reach other users of
// the shared DOMPurify default instance.
function getPurifier(dom: PurifierWindow): DOMPurify {
  if (purifier) return purifier;
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
  });
  purifier = instance;
  return instance;
}

function configFor({ stripImages = false, inline = false }: SanitizeOptions): Config {
  if (inline) return { ALLOWED_TAGS: INLINE_TAGS, ALLOWED_ATTR: ["class", "style"] };
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

const ENTITY = /&(?!#\d+;|#x[\da-f]+;|[a-z][\da-z]*;)/gi;

/**
 * Server (no DOM) fallback: text only. Removes scripts and styles with their content, every
 * other tag, and escapes what could start markup, so the result is safe as HTML.
 */
export function stripHtmlToText(html: string | null | undefined): string {
  if (!html) return "";
  return html
    .replace(/<(script|style|template|iframe|noscript)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<br\s*\/?>|<\/(?:p|div|li|h[1-6]|tr|td|th|blockquote)\s*>/gi, " ")
    .replace(/<[a-z!/?][^>]*>?/gi, "")
    .replace(ENTITY, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .trim();
}

/**
 * Sanitizes HTML from the server (D3) for `dangerouslySetInnerHTML`.
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
  const dom = domWindow();
  if (!dom) return stripHtmlToText(html);
  return getPurifier(dom).sanitize(html, configFor(options));
}

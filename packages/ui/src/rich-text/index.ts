// Public entry of @site/ui/rich-text. The sanitizer (DOMPurify) is not here: the browser loads
// it only when it must sanitize HTML the server did not (./sanitizer).
export { InlineHtml, type InlineHtmlProps } from "./inline-html";
export { RichText, type RichTextProps } from "./rich-text";
export { stripHtmlToText } from "./plain-text";
export type { SanitizeOptions } from "./sanitize";
export { sanitizeInlineHtml } from "./sanitize-inline";

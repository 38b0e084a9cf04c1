// Public entry of @site/ui/rich-text.
export { InlineHtml, type InlineHtmlProps } from "./inline-html";
export { RichText, type RichTextProps } from "./rich-text";
export { sanitizeHtml, stripHtmlToText, type SanitizeOptions } from "./sanitize";
export { sanitizeInlineHtml } from "./sanitize-inline";

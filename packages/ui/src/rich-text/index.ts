// Public entry of @site/ui/rich-text.
export { InlineHtml, RichText, type InlineHtmlProps, type RichTextProps } from "./rich-text";
export { sanitizeHtml, stripHtmlToText, type SanitizeOptions } from "./sanitize";

// Text of server HTML where no DOM is at hand: safe as HTML, never markup.
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

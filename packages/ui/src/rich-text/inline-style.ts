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

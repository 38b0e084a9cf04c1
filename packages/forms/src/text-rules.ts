// D11: what a visitor may send as text, besides each field's own limits.

/** D11: names, company and advisor name. */
export const NAME_MAX = 50;

// C0 and C1 controls except tab, line feed and carriage return; the bidirectional embeddings,
// overrides and isolates (U+202A-U+202E, U+2066-U+2069), which can make stored text read
// differently from what it says; and UTF-16 halves without their other half, which are not
// text at all (they would be exported as invalid UTF-8).
const INVALID_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasInvalidCharacters(text: string): boolean {
  return INVALID_CHARACTER.test(text);
}

/** D11: text is stored NFC-normalized, so one word is always stored one way. */
export function normalizeText(text: string): string {
  return text.normalize("NFC");
}

// JSON written into a page's HTML (the islands' props, the structured data): inert text that
// no content can break out of.

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON that content cannot break out of: `</script>` and `<!--` never appear in it, whatever
 * the articles say.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char]!);
}

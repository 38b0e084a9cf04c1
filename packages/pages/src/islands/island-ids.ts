/** Each island's ids start with its own prefix, so two islands never share one. */
export function islandIdPrefix(index: number): string {
  return `i${index}-`;
}

// Text limits count characters as the visitor sees them (spec 9), so an emoji or a
// rare CJK character outside the BMP counts once, not as two UTF-16 units. A live
// counter beside a text box (D5) should use this too, so it agrees with the rule.
export function countChars(text: string): number {
  return [...text].length;
}

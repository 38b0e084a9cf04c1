// Menu labels and titles are server HTML too (D3), but need only inline formatting. Every page
// shows them, so this sanitizer is small enough for the shell's script; DOMPurify, which the
// rich text of some pages needs, loads with those pages (issue 12, item 7). Its output is
// rebuilt from the parsed tree, tag by allowed tag, with every text and value escaped: nothing
// of the input is passed through as markup.
import { safeInlineStyle } from "./inline-style";
import { stripHtmlToText } from "./plain-text";
import { domWindow } from "./sanitizer-dom";

const INLINE_TAGS = new Set([
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
]);

/** Elements whose content is not text a reader should see. */
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "template",
  "noscript",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "textarea",
  "select",
  "title",
]);

const ESCAPED: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "\u00a0": "&nbsp;",
};
const escape = (text: string) => text.replace(/[&<>"\u00a0]/g, (char) => ESCAPED[char]!);

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

function attributesOf(element: Element): string {
  let attributes = "";
  const className = element.getAttribute("class");
  if (className) attributes += ` class="${escape(className)}"`;
  const style = safeInlineStyle(element.getAttribute("style") ?? "");
  if (style) attributes += ` style="${escape(style)}"`;
  return attributes;
}

function serialize(parent: Node, out: string[]): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === TEXT_NODE) {
      out.push(escape(node.nodeValue ?? ""));
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const element = node as Element;
    const tag = element.localName;
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    // Any other element (a link, a block, an image) gives up its tag and keeps its text.
    if (!INLINE_TAGS.has(tag)) {
      serialize(element, out);
    } else if (tag === "br") {
      out.push("<br>");
    } else {
      out.push(`<${tag}${attributesOf(element)}>`);
      serialize(element, out);
      out.push(`</${tag}>`);
    }
  }
}

/**
 * Inline formatting only (menu labels and titles that sit inside a link or a button: no
 * blocks, no links, no images, no controls), with the rich text's style policy. Without a DOM
 * to parse with, text only.
 */
export function sanitizeInlineHtml(html: string | null | undefined): string {
  if (!html) return "";
  const dom = domWindow();
  if (!dom) return stripHtmlToText(html);
  const parsed = new dom.DOMParser().parseFromString(html, "text/html");
  const out: string[] = [];
  serialize(parsed.body, out);
  return out.join("");
}

import type { ComponentProps } from "react";
import { sanitizeInlineHtml } from "./sanitize-inline";

export type InlineHtmlProps = Omit<
  ComponentProps<"span">,
  "children" | "dangerouslySetInnerHTML"
> & {
  html: string | null | undefined;
};

/** Inline server HTML (menu labels, titles): formatting tags only, inside links and buttons. */
export function InlineHtml({ html, ...props }: InlineHtmlProps) {
  if (!html) return null;
  return <span {...props} dangerouslySetInnerHTML={{ __html: sanitizeInlineHtml(html) }} />;
}

import { useSyncExternalStore, type ComponentProps } from "react";
import { sanitizeHtml, stripHtmlToText, type SanitizeOptions } from "./sanitize";
import "./rich-text.css";

const subscribeNothing = () => () => {};

/**
 * False while rendering on a server and while hydrating, true afterwards and on a plain
 * client render: the sanitized HTML then matches between server markup and hydration.
 */
function useCanSanitizeWithDom(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

export type RichTextProps = Omit<ComponentProps<"div">, "children" | "dangerouslySetInnerHTML"> &
  Omit<SanitizeOptions, "inline"> & {
    /** HTML from the server; sanitized here. Empty or missing renders nothing. */
    html: string | null | undefined;
  };

/** A block of server HTML (news bodies, profile, chairman message), sanitized (D3). */
export function RichText({ html, stripImages, className, ...props }: RichTextProps) {
  const withDom = useCanSanitizeWithDom();
  if (!html?.trim()) return null;
  const safe = withDom ? sanitizeHtml(html, { stripImages }) : stripHtmlToText(html);
  return (
    <div
      className={["rich-text", className].filter(Boolean).join(" ")}
      {...props}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

export type InlineHtmlProps = Omit<
  ComponentProps<"span">,
  "children" | "dangerouslySetInnerHTML"
> & {
  html: string | null | undefined;
};

/** Inline server HTML (menu labels, titles): formatting tags only, inside links and buttons. */
export function InlineHtml({ html, ...props }: InlineHtmlProps) {
  const withDom = useCanSanitizeWithDom();
  if (!html) return null;
  const safe = withDom ? sanitizeHtml(html, { inline: true }) : stripHtmlToText(html);
  return <span {...props} dangerouslySetInnerHTML={{ __html: safe }} />;
}

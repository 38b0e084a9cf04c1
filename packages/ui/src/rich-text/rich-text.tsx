import type { ComponentProps } from "react";
import { sanitizeHtml, type SanitizeOptions } from "./sanitize";
import "./rich-text.css";

export type RichTextProps = Omit<ComponentProps<"div">, "children" | "dangerouslySetInnerHTML"> &
  Omit<SanitizeOptions, "inline"> & {
    /** HTML from the server; sanitized here. Empty or missing renders nothing. */
    html: string | null | undefined;
  };

/** A block of server HTML (news bodies, profile, chairman message), sanitized (D3). */
export function RichText({
  html,
  stripImages,
  topHeading,
  leadImage,
  className,
  ...props
}: RichTextProps) {
  if (!html?.trim()) return null;
  // The same policy on the server and in the browser: the first HTML already holds the
  // paragraphs and images, and hydration keeps them.
  const safe = sanitizeHtml(html, { stripImages, topHeading, leadImage });
  return (
    <div
      className={["rich-text", className].filter(Boolean).join(" ")}
      {...props}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

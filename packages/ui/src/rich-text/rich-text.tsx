import { useEffect, useState, useSyncExternalStore, type ComponentProps } from "react";
import { stripHtmlToText } from "./plain-text";
import type { SanitizeOptions } from "./sanitize";
import { loadSanitizer, readySanitizer } from "./sanitizer";
import "./rich-text.css";

export type RichTextProps = Omit<ComponentProps<"div">, "children" | "dangerouslySetInnerHTML"> &
  Omit<SanitizeOptions, "inline"> & {
    /** HTML from the server; sanitized here. Empty or missing renders nothing. */
    html: string | null | undefined;
  };

const noSubscription = () => () => {};

/** True on the server and while React hydrates server HTML; false in the browser's own renders. */
function useServerHtml(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** The browser's sanitizer: null until loaded, and loaded only when `needed`. */
function useBrowserSanitizer(needed: boolean) {
  const [sanitize, setSanitize] = useState(readySanitizer);
  useEffect(() => {
    if (!needed || sanitize) return;
    let current = true;
    void loadSanitizer().then((loaded) => {
      if (current) setSanitize(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [needed, sanitize]);
  return sanitize;
}

/** A block of server HTML (news bodies, profile, chairman message), sanitized (D3). */
export function RichText({
  html,
  stripImages,
  topHeading,
  leadImage,
  className,
  ...props
}: RichTextProps) {
  const serverHtml = useServerHtml();
  const inBrowser = typeof window !== "undefined";
  // The HTML the page was rendered with on the server: hydration keeps it as the server wrote it.
  const [hydratedHtml] = useState(() => (serverHtml && inBrowser ? html : undefined));
  const keepsServerHtml = inBrowser && html === hydratedHtml;
  const sanitize = useBrowserSanitizer(inBrowser && !keepsServerHtml && !!html?.trim());
  if (!html?.trim()) return null;
  const classes = ["rich-text", className].filter(Boolean).join(" ");
  if (keepsServerHtml) {
    // React leaves the server's inner HTML as it is while hydrating and, this string never
    // changing, afterwards too; the sanitizer is not needed for it.
    return (
      <div
        className={classes}
        {...props}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  }
  // The same policy on the server and in the browser. Until the browser's has loaded, the text.
  const safe = sanitize
    ? sanitize(html, { stripImages, topHeading, leadImage })
    : stripHtmlToText(html);
  return <div className={classes} {...props} dangerouslySetInnerHTML={{ __html: safe }} />;
}

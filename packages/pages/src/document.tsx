import type { ReactNode } from "react";

/** What an edition declares about its document: one source for the shell and a server render. */
export interface DocumentHead {
  /** `<html lang>`: `zh-CN`, `en`. */
  htmlLang: string;
  viewport: string;
  /** The favicon, an SVG under the edition's public folder. */
  icon: string;
  themeColor: string;
}

/** The built client's files, from the build's manifest. */
export interface DocumentAssets {
  /** The single-page shell's script (`index.html`, D1). */
  entry: string;
  /** The start script a server-rendered page names (`./document-start`). */
  start: string;
  styles: readonly string[];
  /**
   * The web fonts the stylesheet names (issue 28): the English edition's one Inter file; the
   * Chinese edition has none.
   */
  fonts?: readonly string[];
  /** What hydrates a server-rendered page's islands (issue 24, item 1). */
  islands: {
    /** The script that hydrates them. */
    entry: string;
    /** The scripts it imports, in the order they run. */
    preloads: readonly string[];
    /** React's hydration of an island (and what it imports), loaded with the first island. */
    hydrator: readonly string[];
    /** Each island's own scripts, by island name. */
    modules: Readonly<Record<string, readonly string[]>>;
  };
}

/** What one server-rendered page names: its stylesheets, and the scripts to run after load. */
export interface PageAssets {
  styles: readonly string[];
  /** Preloaded beside the stylesheets, so the text swaps to them early (`font-display: swap`). */
  fonts?: readonly string[];
  start: { src: string; modules: readonly string[] };
}

export interface EditionDocumentProps {
  head: DocumentHead;
  assets: PageAssets;
  children: ReactNode;
}

/**
 * The whole document, rendered on the server and hydrated in the browser. Rendering `<html>`
 * is what lets React hoist each page's `<title>` and meta description into this `<head>`.
 */
export function EditionDocument({ head, assets, children }: EditionDocumentProps) {
  return (
    <html lang={head.htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content={head.viewport} />
        <link rel="icon" type="image/svg+xml" href={head.icon} />
        <meta name="theme-color" content={head.themeColor} />
        {assets.fonts?.map((href) => (
          <link
            key={href}
            rel="preload"
            href={href}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        {/* Low priority: it waits for the load event anyway, and must not hold the first paint. */}
        <script
          type="module"
          src={assets.start.src}
          fetchPriority="low"
          data-modules={assets.start.modules.join(" ")}
        />
      </body>
    </html>
  );
}

import type { LanguageAlternate } from "@site/api/language-pairs";

/** A page's head, with every URL absolute. */
export interface HeadMeta {
  title: string;
  description: string;
  /** Null in the single-page shell: without a public origin there is nothing absolute to say. */
  canonical: string | null;
  alternates: readonly LanguageAlternate[];
  type: "website" | "article";
  image: { url: string; width?: number; height?: number; alt: string } | null;
  locale: string;
  siteName: string;
  publishedTime?: string;
}

/**
 * React 19 hoists these into `<head>`, on the server and in the browser alike (issue 13,
 * item 2): title, description, canonical, language alternates, Open Graph and Twitter cards.
 */
export function HeadTags({ meta }: { meta: HeadMeta }) {
  const { title, description, canonical, image } = meta;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {/* Baidu: the page is laid out for desktops and phones alike. */}
      <meta name="applicable-device" content="pc,mobile" />
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {meta.alternates.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      {canonical ? (
        <>
          <meta property="og:type" content={meta.type} />
          <meta property="og:site_name" content={meta.siteName} />
          <meta property="og:locale" content={meta.locale} />
          <meta property="og:url" content={canonical} />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          {meta.publishedTime ? (
            <meta property="article:published_time" content={meta.publishedTime} />
          ) : null}
          <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
          <meta name="twitter:title" content={title} />
          <meta name="twitter:description" content={description} />
        </>
      ) : null}
      {canonical && image ? (
        <>
          <meta property="og:image" content={image.url} />
          {image.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
          {image.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
          <meta property="og:image:alt" content={image.alt} />
          <meta name="twitter:image" content={image.url} />
          <meta name="twitter:image:alt" content={image.alt} />
        </>
      ) : null}
    </>
  );
}

/** The not-found view's head: its title, and not to be indexed. */
export function NotFoundHeadTags({ title }: { title: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}

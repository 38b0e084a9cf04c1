// Issue 13, item 2: the detail page's head, in the detail page's own script.
import { canonicalHref, isArticleId } from "@site/api/page-catalog";
import type { NewsItem } from "@site/api/client";
import { useSearchParams } from "react-router";
import { usePageData } from "../page-data";
import type { EditionRoute } from "../routes";
import { plainTextOf, summaryOf } from "./description";
import { useHeadSetup } from "./head-setup";
import { HeadTags, NotFoundHeadTags, type HeadMeta } from "./head-tags";
import { JsonLd } from "./json-ld";
import {
  absoluteUrl,
  breadcrumbTrail,
  organizationOf,
  RouteHead,
  socialImage,
  useRouteDescription,
} from "./page-head";
import { breadcrumbData, organizationId, type StructuredData } from "./structured-data";

function newsArticleData(
  article: Pick<NewsItem, "headline" | "date" | "source">,
  {
    url,
    description,
    imageUrl,
    homeUrl,
    organizationName,
    logoUrl,
  }: {
    url: string;
    description: string;
    imageUrl: string;
    homeUrl: string;
    organizationName: string;
    logoUrl: string;
  },
): StructuredData {
  const publisher = {
    "@type": "Organization",
    "@id": organizationId(homeUrl),
    name: organizationName,
    logo: { "@type": "ImageObject", url: logoUrl },
  };
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    headline: article.headline,
    description,
    image: [imageUrl],
    ...(article.date ? { datePublished: article.date, dateModified: article.date } : {}),
    // The article's byline is a department of the group; the group publishes it.
    author: article.source
      ? {
          "@type": "Organization",
          name: article.source,
          parentOrganization: { "@id": publisher["@id"] },
        }
      : publisher,
    publisher,
  };
}

const RASTER_IMAGE = /\.(png|jpe?g|webp|gif)(\?|#|$)/i;

/**
 * The detail page: the article's headline and first sentence, its canonical URL without the
 * menu's `type`, a `NewsArticle`; a missing article's head is the not-found view's.
 */
export function ArticleHead({
  route,
  notFoundTitle,
}: {
  route: EditionRoute;
  notFoundTitle: string;
}) {
  const setup = useHeadSetup();
  const fallbackDescription = useRouteDescription();
  const [search] = useSearchParams();
  const { detail } = usePageData("content").data;
  if (!isArticleId(search.get("id")) || detail?.status === "not-found") {
    return <NotFoundHeadTags title={`${notFoundTitle} | ${setup.siteName}`} />;
  }
  // A read that failed (D3) shows the page's empty state: the route's own head, not cached.
  if (detail?.status !== "found") return <RouteHead route={route} />;
  const { item } = detail;
  const description =
    summaryOf(plainTextOf(item.contentHtml), setup.lang) ||
    summaryOf(plainTextOf(item.summaryHtml), setup.lang) ||
    fallbackDescription;
  const publicSite = setup.publicSite;
  const canonical = absoluteUrl(setup, canonicalHref(route.path, route.page, search));
  const origin = publicSite?.own.origin;
  // Social platforms show no SVG: the article's own picture when it is a raster one.
  const image = origin
    ? item.imageUrl && RASTER_IMAGE.test(item.imageUrl)
      ? { url: new URL(item.imageUrl, origin).href, alt: item.headline }
      : socialImage(setup, origin)
    : null;
  const meta: HeadMeta = {
    title: `${item.headline} | ${setup.siteName}`,
    description,
    canonical,
    alternates: [],
    type: "article",
    image,
    locale: setup.seo.ogLocale,
    siteName: setup.siteName,
    ...(item.date ? { publishedTime: item.date } : {}),
  };
  if (!origin || !canonical || !image) return <HeadTags meta={meta} />;
  const organization = organizationOf(setup, origin);
  const trail = breadcrumbTrail(setup, origin, route.page, { name: item.headline, url: canonical });
  const data: StructuredData[] = [
    organization.data,
    newsArticleData(item, {
      url: canonical,
      description,
      imageUrl: image.url,
      homeUrl: organization.homeUrl,
      organizationName: setup.seo.organization.name,
      logoUrl: organization.logoUrl,
    }),
  ];
  if (trail) data.push(breadcrumbData(trail));
  return (
    <>
      <HeadTags meta={meta} />
      <JsonLd data={data} />
    </>
  );
}

// Issue 13, item 2: the head of each page of the route table, rendered into the first HTML;
// the article page's is its view's (article-head.tsx), loaded with it.
import { languageAlternates } from "@site/api/language-pairs";
import { canonicalHref, type PageId } from "@site/api/page-catalog";
import { useLoaderData, useLocation } from "react-router";
import type { PageLoaderData } from "../page-loaders";
import type { EditionRoute } from "../routes";
import { useHeadSetup, type HeadSetup } from "./head-setup";
import { HeadTags, type HeadMeta } from "./head-tags";
import { JsonLd } from "./json-ld";
import {
  breadcrumbData,
  organizationData,
  type Crumb,
  type StructuredData,
} from "./structured-data";

/** The page a page sits under in its breadcrumb trail, when not directly under home. */
const PARENT_PAGE: Partial<Record<PageId, PageId>> = {
  dongshizhang: "aboutus",
  qiyewenhua: "aboutus",
  jituangoucheng: "aboutus",
  fazhanlicheng: "aboutus",
  quanqiubujv: "aboutus",
  beijing: "aboutus",
  content: "zixun",
};

/** Only the public origin makes a URL absolute; null in the single-page shell. */
export function absoluteUrl(setup: HeadSetup, path: string): string | null {
  return setup.publicSite ? new URL(path, setup.publicSite.own.origin).href : null;
}

function routeOf(setup: HeadSetup, page: PageId): EditionRoute | undefined {
  return setup.routes.find((route) => route.page === page);
}

function pageTitle(setup: HeadSetup, route: EditionRoute): string {
  return route.page === "home" ? setup.seo.homeTitle : `${route.title} | ${setup.siteName}`;
}

export function socialImage(setup: HeadSetup, origin: string): NonNullable<HeadMeta["image"]> {
  const { path, width, height, alt } = setup.seo.socialImage;
  return { url: new URL(path, origin).href, width, height, alt };
}

/** Home, the page's parent if it has one, the page (named `lastName`, at `lastUrl`). */
export function breadcrumbTrail(
  setup: HeadSetup,
  origin: string,
  page: PageId,
  last: Crumb,
): Crumb[] | null {
  const home = routeOf(setup, "home");
  if (page === "home" || !home) return null;
  const trail: Crumb[] = [{ name: home.title, url: new URL(home.path, origin).href }];
  const parentPage = PARENT_PAGE[page];
  const parent = parentPage ? routeOf(setup, parentPage) : undefined;
  if (parent) trail.push({ name: parent.title, url: new URL(parent.path, origin).href });
  trail.push(last);
  return trail;
}

/** The group's own node: on every page, so each names its publisher. */
export function organizationOf(setup: HeadSetup, origin: string) {
  const home = routeOf(setup, "home");
  const homeUrl = new URL(home?.path ?? "/", origin).href;
  const logoUrl = new URL(setup.seo.organization.logoPath, origin).href;
  return { homeUrl, logoUrl, data: organizationData(setup.seo.organization, { homeUrl, logoUrl }) };
}

/** The page's meta description, from its loader's data (page-loaders.ts). */
export function useRouteDescription(): string {
  const data = useLoaderData() as PageLoaderData | undefined;
  return data?.description ?? "";
}

export function RouteHead({ route }: { route: EditionRoute }) {
  const setup = useHeadSetup();
  const description = useRouteDescription();
  const { search } = useLocation();
  const publicSite = setup.publicSite;
  const canonical = absoluteUrl(
    setup,
    canonicalHref(route.path, route.page, new URLSearchParams(search)),
  );
  const meta: HeadMeta = {
    title: pageTitle(setup, route),
    description,
    canonical,
    alternates: publicSite ? languageAlternates(route.page, publicSite.own, publicSite.other) : [],
    type: "website",
    image: publicSite ? socialImage(setup, publicSite.own.origin) : null,
    locale: setup.seo.ogLocale,
    siteName: setup.siteName,
  };
  if (!publicSite || !canonical) return <HeadTags meta={meta} />;
  const origin = publicSite.own.origin;
  const organization = organizationOf(setup, origin);
  const trail = breadcrumbTrail(setup, origin, route.page, { name: route.title, url: canonical });
  const data: StructuredData[] = [organization.data];
  if (trail) data.push(breadcrumbData(trail));
  return (
    <>
      <HeadTags meta={meta} />
      <JsonLd data={data} />
    </>
  );
}

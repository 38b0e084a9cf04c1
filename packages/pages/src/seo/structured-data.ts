// Issue 13, item 5: schema.org data of a page, as plain objects for `<JsonLd>`.
import type { OrganizationCopy } from "./seo-copy";

export type StructuredData = Readonly<Record<string, unknown>>;

/** The `@id` other nodes use to name the group as their publisher or parent. */
export function organizationId(homeUrl: string): string {
  return `${homeUrl}#organization`;
}

export function organizationData(
  organization: OrganizationCopy,
  { homeUrl, logoUrl }: { homeUrl: string; logoUrl: string },
): StructuredData {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(homeUrl),
    name: organization.name,
    alternateName: organization.alternateName,
    url: homeUrl,
    logo: { "@type": "ImageObject", url: logoUrl },
    sameAs: organization.sameAs,
    contactPoint: organization.contactPoints.map((point) => ({
      "@type": "ContactPoint",
      ...point,
    })),
  };
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbData(trail: readonly Crumb[]): StructuredData {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

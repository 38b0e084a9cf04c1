import type { OrganizationCopy } from "./seo-copy";

type ContactPoint = OrganizationCopy["contactPoints"][number];

/**
 * schema.org contact points from an edition's contact copy: its hotline, then each overseas
 * company that has a phone (issue 13, item 5).
 */
export function contactPointsOf(
  hotline: { label: string; phone: string },
  companies: readonly { name: string; phone?: string }[],
  languages: { hotline: readonly string[]; companies: readonly string[] },
): ContactPoint[] {
  return [
    {
      name: hotline.label,
      telephone: hotline.phone,
      contactType: "customer service",
      areaServed: "CN",
      availableLanguage: languages.hotline,
    },
    ...companies.flatMap((company) =>
      company.phone
        ? [
            {
              name: company.name,
              telephone: company.phone,
              contactType: "customer service",
              availableLanguage: languages.companies,
            },
          ]
        : [],
    ),
  ];
}

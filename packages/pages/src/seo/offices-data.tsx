// Issue 13, item 5: the offices of the global layout page as schema.org LocalBusiness nodes,
// in that page's own script.
import type { Office, Staff } from "@site/api/client";
import { canonicalHref } from "@site/api/page-catalog";
import { useLocation } from "react-router";
import { usePageData } from "../page-data";
import { useCurrentRoute } from "../current-route";
import { useHeadSetup } from "./head-setup";
import { JsonLd } from "./json-ld";
import { absoluteUrl, organizationOf } from "./page-head";
import { organizationId, type StructuredData } from "./structured-data";

/** Each office with a contact card (staff rows carry the office's company, address and phone). */
function localBusinessData(
  staff: readonly Staff[],
  offices: readonly Office[],
  {
    lang,
    pageUrl,
    homeUrl,
    logoUrl,
  }: { lang: "zh" | "en"; pageUrl: string; homeUrl: string; logoUrl: string },
): StructuredData[] {
  const cityOf = new Map(
    offices.map((office) => [office.code, lang === "en" ? office.englishName : office.name]),
  );
  return staff
    .filter((card) => card.company && card.address)
    .map((card) => ({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: card.company,
      image: logoUrl,
      url: pageUrl,
      ...(card.phone ? { telephone: card.phone } : {}),
      address: {
        "@type": "PostalAddress",
        streetAddress: card.address,
        ...(cityOf.get(card.code) ? { addressLocality: cityOf.get(card.code) } : {}),
      },
      parentOrganization: { "@id": organizationId(homeUrl) },
    }));
}

/** The global layout's offices, each a `LocalBusiness` of the group; nothing in the shell. */
export function OfficesData() {
  const setup = useHeadSetup();
  const route = useCurrentRoute();
  const { search } = useLocation();
  const { offices, staff } = usePageData("quanqiubujv").data;
  const origin = setup.publicSite?.own.origin;
  if (!origin || !route) return null;
  const pageUrl = absoluteUrl(
    setup,
    canonicalHref(route.path, route.page, new URLSearchParams(search)),
  );
  const { homeUrl, logoUrl } = organizationOf(setup, origin);
  const businesses = localBusinessData(staff?.rows ?? [], offices?.rows ?? [], {
    lang: setup.lang,
    pageUrl: pageUrl ?? homeUrl,
    homeUrl,
    logoUrl,
  });
  return businesses.length > 0 ? <JsonLd data={businesses} /> : null;
}

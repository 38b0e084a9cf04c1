/** What an edition says to search engines and social platforms beyond its route table (issue 13). */
export interface SeoCopy {
  /** The home page's `<title>`: the group's name first, then what it does. */
  homeTitle: string;
  /** `og:locale`. */
  ogLocale: "zh_CN" | "en_US";
  /** The card a shared link shows: a raster image (social platforms show no SVG) of the edition's public folder. */
  socialImage: { path: string; width: number; height: number; alt: string };
  organization: OrganizationCopy;
}

/** schema.org `Organization`: the group, with the contact config of the edition's copy. */
export interface OrganizationCopy {
  name: string;
  /** The name in the other language. */
  alternateName: string;
  /** A raster logo under the edition's public folder. */
  logoPath: string;
  /** The group's other sites. */
  sameAs: readonly string[];
  contactPoints: readonly {
    telephone: string;
    contactType: string;
    name?: string;
    areaServed?: string;
    availableLanguage: readonly string[];
  }[];
}

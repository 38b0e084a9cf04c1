// Data the shell takes. Structurally the normalized types of `@site/api` (`MenuItem`,
// `SiteConfig`), declared here so the shell stays free of the API package.

/** A menu node (spec 3, Classify): `label` is raw HTML from the server. */
export interface ShellMenuItem {
  id: number;
  label: string;
  path: string;
  /** classifyImg */
  icon: string | null;
  /** classifyImg2: shown on hover and focus. */
  iconHover: string | null;
  children: readonly ShellMenuItem[];
}

/** Server configuration (spec 3, Config): configName and icpBa. */
export interface ShellConfig {
  name: string;
  icp: string;
}

/** A link of the edition's copy (D7 keys included); `document` makes it a plain link. */
export interface ShellLink {
  label: string;
  href: string;
  document?: boolean;
}

import type { ReactNode } from "react";
import "../lib/lib.css";
import type { LanguageSwitcherCopy } from "./language-switcher";
import { SideBar, type SideBarCopy, type SideBarProps } from "./side-bar";
import { SiteFooter, type FooterCopy } from "./site-footer";
import { SiteHeader, type BrandCopy, type SiteHeaderProps } from "./site-header";
import type { TopNavCopy } from "./top-nav";
import type { ShellConfig, ShellMenuItem } from "./types";
import "./site-shell.css";

export interface ShellCopy {
  /** The skip link's text, e.g. `跳到主要内容` / `Skip to main content`. */
  skipLink: string;
  brand: BrandCopy;
  nav: TopNavCopy;
  language: LanguageSwitcherCopy;
  sideBar: SideBarCopy;
  footer: FooterCopy;
}

export interface SiteShellProps {
  copy: ShellCopy;
  /** The menu tree from the server; null or empty shows no menu (D3). */
  menu: readonly ShellMenuItem[] | null | undefined;
  /** configName and icpBa; null leaves the copyright line out (D3). */
  config: ShellConfig | null | undefined;
  /** The highlighted top-level section, 1–7 (D7). */
  activeSection?: number | null;
  /** Which top-level path is which section (D7); default: position in the tree. */
  sectionPaths?: Readonly<Record<number, string>>;
  /** The page's complaint dialog (`ComplaintDialog`), which the side bar's button opens. */
  complaintDialog?: ReactNode;
  /** The main landmark's id, the skip link's target. */
  mainId?: string;
  /**
   * The header and the side bar as the edition runs them (islands of a server-rendered page,
   * issue 24), given the props the shell would render them with; default the plain components.
   */
  parts?: {
    header?: (props: SiteHeaderProps) => ReactNode;
    sideBar?: (props: SideBarProps) => ReactNode;
  };
  children?: ReactNode;
}

/** The header's id: the side bar's "back to top" sends focus there. */
export const SHELL_HEADER_ID = "site-top";

/**
 * Every page's frame (spec 2.3): skip link, header with the main navigation and the
 * language switcher, the `main` landmark, the side bar and the footer. Below 1200px (D10) the
 * header keeps the brand and a menu button, and the side bar becomes a bottom action bar.
 */
export function SiteShell({
  copy,
  menu,
  config,
  activeSection,
  sectionPaths,
  complaintDialog,
  mainId = "main",
  parts,
  children,
}: SiteShellProps) {
  const headerProps: SiteHeaderProps = {
    id: SHELL_HEADER_ID,
    copy: { brand: copy.brand, nav: copy.nav, language: copy.language },
    menu,
    activeSection,
    sectionPaths,
  };
  const sideBarProps: SideBarProps = { copy: copy.sideBar, topId: SHELL_HEADER_ID };
  return (
    <div className="ui-shell">
      <a className="ui-shell__skip" href={`#${mainId}`}>
        {copy.skipLink}
      </a>
      {parts?.header ? parts.header(headerProps) : <SiteHeader {...headerProps} />}
      <main id={mainId} className="ui-shell__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter copy={copy.footer} config={config} />
      {parts?.sideBar ? parts.sideBar(sideBarProps) : <SideBar {...sideBarProps} />}
      {complaintDialog}
    </div>
  );
}

import type { ComponentProps, ReactNode } from "react";
import { AppLink } from "../lib/app-link";
import { cn } from "../lib/cn";
import "../lib/lib.css";
import { LanguageSwitcher, type LanguageSwitcherCopy } from "./language-switcher";
import { SideBar, type SideBarCopy } from "./side-bar";
import { SiteFooter, type FooterCopy } from "./site-footer";
import { SiteMenu } from "./site-menu";
import { TopNav, type TopNavCopy } from "./top-nav";
import type { ShellConfig, ShellMenuItem } from "./types";
import "./site-shell.css";

export interface BrandCopy {
  /** The group's name: the logo's text alternative and the home link's name. */
  name: string;
  /** The logo mark shown before the name (decorative: the name is the link's text). */
  logoUrl?: string | null;
  /** A short line beside the logo, e.g. the group's motto. */
  tagline?: string;
  homeHref: string;
}

export interface ShellCopy {
  /** The skip link's text, e.g. `跳到主要内容` / `Skip to main content`. */
  skipLink: string;
  brand: BrandCopy;
  nav: TopNavCopy;
  language: LanguageSwitcherCopy;
  sideBar: SideBarCopy;
  footer: FooterCopy;
}

export interface SiteHeaderProps extends Omit<ComponentProps<"header">, "children"> {
  copy: Pick<ShellCopy, "brand" | "nav" | "language">;
  menu: readonly ShellMenuItem[] | null | undefined;
  activeSection?: number | null;
  sectionPaths?: Readonly<Record<number, string>>;
}

export function SiteHeader({
  copy,
  menu,
  activeSection,
  sectionPaths,
  className,
  ...props
}: SiteHeaderProps) {
  const { brand } = copy;
  return (
    <header className={cn("ui-header", className)} tabIndex={-1} {...props}>
      <div className="ui-header__inner">
        <AppLink className="ui-header__brand" href={brand.homeHref}>
          {brand.logoUrl ? <img className="ui-header__logo" src={brand.logoUrl} alt="" /> : null}
          <span className="ui-header__name">{brand.name}</span>
          {brand.tagline ? (
            <span className="ui-header__tagline" aria-hidden="true">
              {brand.tagline}
            </span>
          ) : null}
        </AppLink>
        <TopNav
          className="ui-header__nav"
          items={menu}
          copy={copy.nav}
          activeSection={activeSection}
          sectionPaths={sectionPaths}
        />
        <LanguageSwitcher className="ui-header__lang" copy={copy.language} />
        <SiteMenu
          className="ui-header__menu"
          items={menu}
          copy={copy.nav}
          language={copy.language}
          activeSection={activeSection}
          sectionPaths={sectionPaths}
        />
      </div>
    </header>
  );
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
  children?: ReactNode;
}

const HEADER_ID = "site-top";

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
  children,
}: SiteShellProps) {
  return (
    <div className="ui-shell">
      <a className="ui-shell__skip" href={`#${mainId}`}>
        {copy.skipLink}
      </a>
      <SiteHeader
        id={HEADER_ID}
        copy={copy}
        menu={menu}
        activeSection={activeSection}
        sectionPaths={sectionPaths}
      />
      <main id={mainId} className="ui-shell__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter copy={copy.footer} config={config} />
      <SideBar copy={copy.sideBar} topId={HEADER_ID} />
      {complaintDialog}
    </div>
  );
}

import type { ComponentProps } from "react";
import { AppLink } from "../lib/app-link";
import { cn } from "../lib/cn";
import { LanguageSwitcher, type LanguageSwitcherCopy } from "./language-switcher";
import { SiteMenu } from "./site-menu";
import { TopNav, type TopNavCopy } from "./top-nav";
import type { ShellMenuItem } from "./types";
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

/** What the header says: the brand, the navigation and the language switch. */
export interface HeaderCopy {
  brand: BrandCopy;
  nav: TopNavCopy;
  language: LanguageSwitcherCopy;
}

export interface SiteHeaderProps extends Omit<ComponentProps<"header">, "children"> {
  copy: HeaderCopy;
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

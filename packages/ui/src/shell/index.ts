// Public entry of @site/ui/shell.
export { BackToTop, type BackToTopProps } from "./back-to-top";
export {
  LanguageSwitcher,
  type LanguageSwitcherCopy,
  type LanguageSwitcherProps,
} from "./language-switcher";
export { SideBar, type QrCodeCopy, type SideBarCopy, type SideBarProps } from "./side-bar";
export { ICP_RECORD_SITE, SiteFooter, type FooterCopy, type SiteFooterProps } from "./site-footer";
export { SiteHeader, type BrandCopy, type HeaderCopy, type SiteHeaderProps } from "./site-header";
export { SHELL_HEADER_ID, SiteShell, type ShellCopy, type SiteShellProps } from "./site-shell";
export { TopNav, sectionKeyOf, type TopNavCopy, type TopNavProps } from "./top-nav";
export type { ShellConfig, ShellLink, ShellMenuItem } from "./types";

import type { Lang } from "@site/forms/lang";
import type { PageId } from "@site/api/page-catalog";
import type { ServiceGroupPageId } from "@site/api/type-codes";
import type { PageCopy } from "./page-views";
import type { SeoCopy } from "./seo/seo-copy";
import type { BannerSlide, CarouselCopy, VideoSlide } from "@site/ui/carousel";
import type { ComplaintDialogCopy, ConsultDialogCopy } from "@site/ui/dialogs";
import type { NotFoundViewProps } from "@site/ui/not-found";
import type { OtherServiceLink, OtherServicesLinksCopy } from "@site/ui/sections";
import type { ShellCopy } from "@site/ui/shell";
import type { HomeTemplateCopy, ServiceGroupTemplateCopy } from "@site/ui/templates";

/** A dialog's language, copy and privacy link (D5); the layout adds the writes. */
export interface DialogSetup<Copy> {
  lang: Lang;
  copy: Copy;
  privacyHref: string;
}

export interface HomePageCopy {
  template: HomeTemplateCopy;
  banners: { slides: readonly BannerSlide[]; copy: CarouselCopy };
  videos: { slides: readonly VideoSlide[]; copy: CarouselCopy };
}

/** What the six service group pages say alike (spec 2.5); the edition says it once. */
export interface ServiceGroupsCopy {
  experts: ServiceGroupTemplateCopy["experts"];
  cases: ServiceGroupTemplateCopy["cases"];
  consult: ServiceGroupTemplateCopy["consult"];
  /** The heading of "links to the other services". */
  otherServices: OtherServicesLinksCopy;
  /** Each group page's link (with its D7 key); a page links to all the others. */
  links: Record<ServiceGroupPageId, OtherServiceLink>;
  /** The overseas subsidiary's site, first among the overseas page's other services. */
  overseasSite: OtherServiceLink;
}

/** A service group page's own copy: hero, what we can do, contents, flow, advantages. */
export type ServiceGroupPageCopy = Omit<
  ServiceGroupTemplateCopy,
  "experts" | "cases" | "consult" | "otherServices"
>;

/**
 * The copy of an edition's pages: every page of its route table, and only those, each loaded
 * with its page (issue 12, item 7: a route's script carries its own words only).
 */
export type EditionPagesCopy<Page extends PageId> = { [Id in Page]: () => Promise<PageCopy[Id]> };

/**
 * Everything an edition says: the rest of the site is the same code for both (style.md).
 * Typed by the edition's pages, so a route without copy fails the typecheck.
 */
export interface EditionCopy<Page extends PageId> {
  siteName: string;
  /** What the pages' heads say to search engines and social platforms (issue 13). */
  seo: SeoCopy;
  shell: ShellCopy;
  consult: DialogSetup<ConsultDialogCopy>;
  complaint: DialogSetup<ComplaintDialogCopy>;
  notFound: NotFoundViewProps;
  /** D7: charity items open the detail page (Chinese) or nothing (spec 2.2, English). */
  charityItemsOpenDetail: boolean;
  serviceGroups: ServiceGroupsCopy;
  pages: EditionPagesCopy<Page>;
}

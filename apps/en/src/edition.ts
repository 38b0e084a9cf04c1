import type { EditionCopy } from "@site/ui/edition";
import { notFoundCopy, siteName } from "./copy";
import { complaintSetup } from "./copy/complaint";
import { consultSetup } from "./copy/consult";
import { aboutSocialPages } from "./copy/pages-about-social";
import { homeNewsPages } from "./copy/pages-home-news";
import { servicePages } from "./copy/pages-service";
import { shellCopy } from "./copy/shell";
import { serviceGroupsCopy } from "./copy/services";

/** The English edition: every page's copy; `@site/ui/edition` turns it into the site. */
export const enEdition: EditionCopy = {
  siteName,
  shell: shellCopy,
  consult: consultSetup,
  complaint: complaintSetup,
  notFound: notFoundCopy,
  detailPath: "/contentE",
  // Spec 2.2: the English charity items open nothing.
  serviceGroups: serviceGroupsCopy,
  charityItemsOpenDetail: false,
  pages: { ...homeNewsPages, ...servicePages, ...aboutSocialPages },
};

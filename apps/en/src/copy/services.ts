import type { OtherServiceLink } from "@site/ui/sections";
import type { ServiceGroupsCopy } from "@site/pages/edition";
import { overseasSiteUrl } from "./contacts";
import { links } from "../links";

// What the service group pages (spec 2.5) share: section headings and the links between groups.
// Spec 2.2: service pages link to each other with key 2; the overseas page with key 3.

export const serviceLinks = {
  kuaiji: {
    title: "Accounting & Registration",
    description: "Bookkeeping, tax and registration",
    href: links.href("kuaiji"),
    icon: "calculator",
  },
  zizhi: {
    title: "Construction Qualifications",
    description: "New qualifications and upgrades",
    href: links.href("zizhi"),
    icon: "building",
  },
  qidai: {
    title: "Enterprise Loans",
    description: "Loans and supply chain finance",
    href: links.href("qidai"),
    icon: "coins",
  },
  zonghe: {
    title: "Integrated Services",
    description: "Permits and subsidies",
    href: links.href("zonghe"),
    icon: "grid",
  },
  zhichan: {
    title: "Intellectual Property",
    description: "Trademarks and patents",
    href: links.href("zhichan"),
    icon: "lightbulb",
  },
  haiwai: {
    title: "Overseas Services",
    description: "Bank accounts and ODI filing",
    href: links.href("haiwai"),
    icon: "globe",
  },
  overseasSite: {
    title: "Tiancheng International",
    description: "Our overseas subsidiary's website",
    href: overseasSiteUrl,
    icon: "external",
    newTab: true,
  },
} satisfies Record<string, OtherServiceLink>;

/** What the six service group pages share; each page links to all the others. */
export const serviceGroupsCopy: ServiceGroupsCopy = {
  experts: {
    eyebrow: "Our experts",
    title: "Senior experts",
    subtitle: "Certified professionals oversee every engagement from start to finish",
    toggle: { expand: "Show all experts", collapse: "Show fewer" },
  },
  cases: {
    eyebrow: "Case studies",
    title: "Case studies",
    subtitle: "Problems our clients brought to us, and how we solved them",
    duration: "Completed in",
  },
  consult: {
    eyebrow: "Contact us",
    title: "Still have questions? Talk to a dedicated advisor",
    subtitle: "Leave your contact details and we will get back to you within 30 minutes",
  },
  otherServices: {
    eyebrow: "More services",
    title: "Other services",
    subtitle: "One advisor for everything your business needs, at every stage",
    newTabHint: " (opens in a new tab)",
  },
  links: serviceLinks,
  overseasSite: serviceLinks.overseasSite,
};

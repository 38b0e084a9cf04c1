import type { ServiceGroupPageCopy } from "@site/pages/edition";
import { media } from "../urls";

export const overseasCopy: ServiceGroupPageCopy = {
  hero: {
    eyebrow: "Overseas Division",
    title: "Overseas Services",
    subtitle:
      "Overseas bank accounts, VIE structures, VAT/EPR, export tax refunds and ODI filing, helping Chinese businesses go global with confidence",
    imageUrl: media("/profile/case/case-19.webp"),
  },
  intro: {
    eyebrow: "Overview",
    title: "What we can do for you",
    paragraphs: [
      "Tiancheng has 9 overseas companies. Working with the local teams of our overseas subsidiary, Tiancheng International, we offer companies going global a single source for overseas incorporation, bank accounts, corporate structuring, tax compliance and outbound investment (ODI) filing, connecting approvals at home with setting up abroad.",
      "Whether you are a cross-border e-commerce seller, an exporter or a technology company planning to raise funds or list overseas, we design a compliant and efficient plan around the laws and tax rules of your target markets.",
    ],
    points: [
      "Overseas company formation and bank accounts",
      "VIE and red-chip structures",
      "European VAT registration and filing, and EPR compliance",
      "Export tax refunds and ODI outbound investment filing",
    ],
  },
  services: {
    eyebrow: "Services",
    title: "Our services",
    items: [
      {
        title: "Overseas bank accounts",
        text: "Corporate accounts in Hong Kong, Singapore, the United States and elsewhere, with help preparing due-diligence documents and in-person interviews.",
        icon: "coins",
      },
      {
        title: "VIE structures",
        text: "Design of the offshore listing vehicle, WFOE and contractual control arrangements, with the related foreign exchange registration and legal documents.",
        icon: "layers",
      },
      {
        title: "VAT/EPR",
        text: "VAT registration and returns in the UK and EU member states, and EPR (extended producer responsibility) registration in Germany, France and other countries.",
        icon: "document",
      },
      {
        title: "Export tax refunds",
        text: "Registration for export tax refunds and exemptions, document filing and refund claims, to get your cash back sooner.",
        icon: "chart",
      },
      {
        title: "ODI filing",
        text: "Outbound investment filing with the development and reform commission and the commerce authorities, and foreign exchange registration with your bank, so funds can leave China in full compliance.",
        icon: "globe",
      },
      {
        title: "Overseas incorporation",
        text: "Company formation, annual returns and company secretarial services in Hong Kong, Singapore, the United States, the United Kingdom and more.",
        icon: "building",
      },
    ],
  },
  flow: {
    eyebrow: "How we work",
    title: "Our process",
    steps: [
      { title: "Consultation", text: "We learn your target markets and business model" },
      { title: "Structuring", text: "Entity structure and compliance route designed" },
      { title: "Approvals in China", text: "ODI filing and foreign exchange registration" },
      { title: "Setting up abroad", text: "Incorporation, bank account and tax numbers" },
      { title: "Ongoing compliance", text: "Annual returns, tax filings and refund follow-up" },
    ],
  },
  advantages: {
    eyebrow: "Our strengths",
    title: "Why clients choose us",
    items: [
      {
        title: "Global network",
        text: "Local teams at our 9 overseas companies deal directly with local authorities and banks.",
        icon: "globe",
      },
      {
        title: "Home and abroad, joined up",
        text: "One team coordinates approvals in China and setting up overseas.",
        icon: "handshake",
      },
      {
        title: "Compliance expertise",
        text: "In-depth knowledge of local company law, tax systems and foreign exchange rules.",
        icon: "shield",
      },
      {
        title: "One-stop service",
        text: "From structuring to ongoing compliance, with a single advisor throughout.",
        icon: "layers",
      },
    ],
  },
};

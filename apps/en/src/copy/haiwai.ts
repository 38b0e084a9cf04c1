import type { ServiceGroupPageCopy } from "@site/pages/edition";
import { media } from "../urls";

export const haiwaiCopy: ServiceGroupPageCopy = {
  hero: {
    eyebrow: "Overseas Division",
    title: "Overseas Services",
    subtitle:
      "Overseas bank accounts, VIE structures, VAT/EPR, export tax refunds and ODI filing, helping Chinese businesses go global with confidence",
    imageUrl: media("/profile/case/case-19.svg"),
  },
  intro: {
    eyebrow: "Overview",
    title: "What We Can Do for You",
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
    title: "Our Services",
    items: [
      {
        title: "Overseas Bank Accounts",
        text: "Corporate accounts in Hong Kong, Singapore, the United States and elsewhere, with help preparing due-diligence documents and in-person interviews.",
        icon: "coins",
      },
      {
        title: "VIE Structures",
        text: "Design of the offshore listing vehicle, WFOE and contractual control arrangements, with the related foreign exchange registration and legal documents.",
        icon: "layers",
      },
      {
        title: "VAT/EPR",
        text: "VAT registration and returns in the UK and EU member states, and EPR (extended producer responsibility) registration in Germany, France and other countries.",
        icon: "document",
      },
      {
        title: "Export Tax Refunds",
        text: "Registration for export tax refunds and exemptions, document filing and refund claims, to get your cash back sooner.",
        icon: "chart",
      },
      {
        title: "ODI Filing",
        text: "Outbound investment filing with the development and reform and commerce authorities, and foreign exchange registration with your bank, so funds leave China compliantly.",
        icon: "globe",
      },
      {
        title: "Overseas Incorporation",
        text: "Company formation, annual returns and company secretarial services in Hong Kong, Singapore, the United States, the United Kingdom and more.",
        icon: "building",
      },
    ],
  },
  flow: {
    eyebrow: "How we work",
    title: "Our Process",
    steps: [
      { title: "Consultation", text: "We learn your target markets and business model" },
      { title: "Structuring", text: "Entity structure and compliance route designed" },
      { title: "Approvals in China", text: "ODI filing and foreign exchange registration" },
      { title: "Setting Up Abroad", text: "Incorporation, bank account and tax numbers" },
      { title: "Ongoing Compliance", text: "Annual returns, tax filings and refund follow-up" },
    ],
  },
  advantages: {
    eyebrow: "Our strengths",
    title: "Why Clients Choose Us",
    items: [
      {
        title: "Global Network",
        text: "Local teams at our 9 overseas companies deal directly with local authorities and banks.",
        icon: "globe",
      },
      {
        title: "Home and Abroad, Joined Up",
        text: "One team coordinates approvals in China and setting up overseas.",
        icon: "handshake",
      },
      {
        title: "Compliance Expertise",
        text: "In-depth knowledge of local company law, tax systems and foreign exchange rules.",
        icon: "shield",
      },
      {
        title: "One-Stop Service",
        text: "From structuring to ongoing compliance, with a single advisor throughout.",
        icon: "layers",
      },
    ],
  },
};

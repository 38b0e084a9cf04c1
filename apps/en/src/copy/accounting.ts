import type { ServiceGroupPageCopy } from "@site/pages/edition";
import { media } from "../urls";

export const accountingCopy: ServiceGroupPageCopy = {
  hero: {
    eyebrow: "Accounting Group",
    title: "Accounting & Registration",
    subtitle:
      "From company formation to bookkeeping, tax and audit, our accountants look after your finances at every step",
    imageUrl: media("/profile/case/case-25.webp"),
  },
  intro: {
    eyebrow: "Overview",
    title: "What we can do for you",
    paragraphs: [
      "Led by 39 certified public accountants and 15 certified tax agents, Tiancheng's Accounting Group gives start-ups, small and medium-sized businesses and corporate groups a single source for company registration, accounting and tax. We know the day-to-day practice of many industries and the local tax rules, so your business stays compliant without costly detours.",
      "Whether you are setting up your first company or need years of past accounts put in order, a dedicated accounting advisor designs a plan around your business, delivers your books and reports every month and reminds you well ahead of each key deadline, leaving you free to focus on running the business.",
    ],
    points: [
      "Company registration, changes and deregistration in one place",
      "Monthly bookkeeping and tax filing, with reports on time",
      "Annual corporate income tax reconciliation and annual reports",
      "Financial and tax health checks and risk reviews",
    ],
  },
  services: {
    eyebrow: "Services",
    title: "Our services",
    items: [
      {
        title: "Bookkeeping",
        text: "Sorting invoices and receipts, posting vouchers, keeping the ledgers and preparing financial statements, for small-scale and general VAT taxpayers alike.",
        icon: "calculator",
      },
      {
        title: "Company registration & changes",
        text: "Incorporation, changes of name or address, share transfers, capital increases and reductions, and deregistration, with all documents prepared in one go.",
        icon: "building",
      },
      {
        title: "Tax filing & planning",
        text: "Timely VAT, corporate income tax and individual income tax returns, and lawful use of tax incentives to reduce your tax burden.",
        icon: "chart",
      },
      {
        title: "Audit & capital verification",
        text: "Annual and special-purpose audits, capital verification, and audit reports for high-tech certification, financing and other purposes.",
        icon: "document",
      },
      {
        title: "Social insurance & housing fund",
        text: "Opening employer accounts, adding and removing staff, declaring contribution bases and annual adjustments, with monthly payments handled for you.",
        icon: "users",
      },
      {
        title: "Financial & tax compliance",
        text: "Cleaning up historical accounts, handling tax inspections and building internal controls, so problems are prevented before they arise.",
        icon: "shield",
      },
    ],
  },
  flow: {
    eyebrow: "How we work",
    title: "Our process",
    steps: [
      { title: "Consultation", text: "We learn your size, industry and current tax position" },
      { title: "Proposal & quote", text: "A service plan with clear, itemised pricing" },
      {
        title: "Contract",
        text: "Scope, delivery schedule and confidentiality agreed in writing",
      },
      {
        title: "Dedicated accountant",
        text: "Your own accountant, with progress shared in real time",
      },
      { title: "Delivery & follow-up", text: "Monthly reports and regular check-ins" },
    ],
  },
  advantages: {
    eyebrow: "Our strengths",
    title: "Why clients choose us",
    items: [
      {
        title: "Certified team",
        text: "39 certified public accountants, 15 certified tax agents and 10 lawyers.",
        icon: "award",
      },
      {
        title: "Proven scale",
        text: "More than 60,000 business clients served, across a wide range of industries.",
        icon: "users",
      },
      {
        title: "Fast response",
        text: "Your advisor responds within 30 minutes; urgent matters are handled the same day.",
        icon: "rocket",
      },
      {
        title: "Confidentiality",
        text: "We sign a non-disclosure agreement; your records are kept by named staff, with every access logged.",
        icon: "shield",
      },
    ],
  },
};

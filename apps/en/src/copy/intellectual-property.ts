import type { ServiceGroupPageCopy } from "@site/pages/edition";
import { media } from "../urls";

export const intellectualPropertyCopy: ServiceGroupPageCopy = {
  hero: {
    eyebrow: "Intellectual Property Group",
    title: "Intellectual Property",
    subtitle:
      "Trademarks, patents, copyright and high-tech enterprise certification, protecting every innovation your business creates",
    imageUrl: media("/profile/case/case-32.webp"),
  },
  intro: {
    eyebrow: "Overview",
    title: "What we can do for you",
    paragraphs: [
      "Intellectual property is among a company's most valuable intangible assets. Tiancheng's Intellectual Property Group, made up of patent attorneys, trademark attorneys and lawyers, covers the whole chain: trademark registration, patent applications, copyright registration and the enforcement of your rights.",
      "We also align your IP portfolio with enterprise certification, helping technology companies apply for high-tech enterprise status and benefit from the corporate income tax relief and the awards that come with it.",
    ],
    points: [
      "Trademark searches, registration and international filings",
      "Invention, utility model and design patents",
      "Software copyright and registration of works",
      "High-tech enterprise certification and IP management standard compliance",
    ],
  },
  services: {
    eyebrow: "Services",
    title: "Our services",
    items: [
      {
        title: "Trademark registration",
        text: "Similarity searches, class planning, applications, renewals, assignments and international registration under the Madrid System.",
        icon: "tag",
      },
      {
        title: "Patent applications",
        text: "Identifying, drafting and filing invention, utility model and design patents, and responding to office actions.",
        icon: "lightbulb",
      },
      {
        title: "Copyright registration",
        text: "Registration of computer software, artwork and written works, for fast proof of ownership.",
        icon: "document",
      },
      {
        title: "High-tech enterprise certification",
        text: "A full review of your IP, R&D spending and commercialisation of results, so the application is right the first time.",
        icon: "award",
      },
      {
        title: "IP management standard",
        text: "Help building an IP management system that passes certification under the national standard.",
        icon: "check",
      },
      {
        title: "Enforcement & oppositions",
        text: "Trademark oppositions, invalidation requests, infringement monitoring and enforcement, backed by our lawyers throughout.",
        icon: "shield",
      },
    ],
  },
  flow: {
    eyebrow: "How we work",
    title: "Our process",
    steps: [
      { title: "Consultation", text: "We learn about your products, technology and brands" },
      { title: "Search & assessment", text: "Trademark similarity and patent novelty searches" },
      { title: "Drafting", text: "A filing strategy and the application documents" },
      { title: "Filing", text: "Submitted to the authorities, with examination tracked" },
      {
        title: "Grant & upkeep",
        text: "Certificate issued; we remind you of renewals and annual fees",
      },
    ],
  },
  advantages: {
    eyebrow: "Our strengths",
    title: "Why clients choose us",
    items: [
      {
        title: "Qualified attorneys",
        text: "Patent attorneys, trademark attorneys and lawyers working together.",
        icon: "award",
      },
      {
        title: "Extensive experience",
        text: "Our experts have handled more than 8,000 trademark and patent applications.",
        icon: "layers",
      },
      {
        title: "Strict confidentiality",
        text: "Technical materials covered by a non-disclosure agreement and kept by named staff.",
        icon: "shield",
      },
      {
        title: "End-to-end tracking",
        text: "Reminders at every examination stage, so no renewal or annual fee is missed.",
        icon: "clock",
      },
    ],
  },
};

import type { ServiceGroupPageCopy } from "@site/pages/edition";
import { media } from "../urls";

export const integratedServicesCopy: ServiceGroupPageCopy = {
  hero: {
    eyebrow: "Integrated Services Group",
    title: "Integrated Services",
    subtitle:
      "Vehicle plate quotas, business permits, industrial parks and government subsidies: your dealings with the authorities, handled in one place",
    imageUrl: media("/profile/case/case-13.webp"),
  },
  intro: {
    eyebrow: "Overview",
    title: "What we can do for you",
    paragraphs: [
      "Running a business means dealing with the authorities again and again: vehicle plate quotas, industry permits, moving into an industrial park, subsidy applications and more. Tiancheng's Integrated Services Group brings together advisors who know the policies and approval procedures at every level of government, and handles these matters for you, so you no longer have to queue at service counters or resubmit paperwork.",
      "We also keep track of industrial support policies across the country and proactively match eligible companies with benefits such as rent subsidies and specialised and innovative SME certification, so you receive everything you are entitled to.",
    ],
    points: [
      "Passenger car plate quotas registered to your company",
      "Industry operating permits of every kind",
      "Industrial park entry and registered addresses",
      "Matching and applying for government subsidies",
    ],
  },
  services: {
    eyebrow: "Services",
    title: "Our services",
    items: [
      {
        title: "Vehicle plate quotas",
        text: "Applications and renewals of passenger car plate quotas held by your company, with eligibility checks and paperwork taken care of.",
        icon: "target",
      },
      {
        title: "Business permits",
        text: "Food business, human resources, road transport, medical device, ICP and other industry permits.",
        icon: "document",
      },
      {
        title: "Industrial parks",
        text: "Introductions to industrial parks nationwide, help with moving in or relocating, and access to park support policies.",
        icon: "building",
      },
      {
        title: "Rent subsidies",
        text: "A review of park and district rent subsidy schemes, application documents prepared and payment followed up.",
        icon: "coins",
      },
      {
        title: "Specialised & innovative SME certification",
        text: 'Guidance on applying as an innovative SME, a specialised and innovative SME, or a national "little giant".',
        icon: "award",
      },
      {
        title: "Policy applications",
        text: "Finding, applying for and closing out government grants, awards and support programmes at every level.",
        icon: "compass",
      },
    ],
  },
  flow: {
    eyebrow: "How we work",
    title: "Our process",
    steps: [
      { title: "Requirements", text: "We confirm what you need and your company's situation" },
      { title: "Eligibility check", text: "Each criterion checked against the policy" },
      { title: "Preparation", text: "Application documents drafted and pre-reviewed" },
      { title: "Submission", text: "Filed by our staff, with approval tracked for you" },
      { title: "Delivery", text: "Permit or subsidy in hand, with reminders afterwards" },
    ],
  },
  advantages: {
    eyebrow: "Our strengths",
    title: "Why clients choose us",
    items: [
      {
        title: "Policy expertise",
        text: "Dedicated staff follow policy changes at every level and flag eligible programmes right away.",
        icon: "compass",
      },
      {
        title: "One-stop service",
        text: "One advisor handles all your matters, saving you time and effort.",
        icon: "layers",
      },
      {
        title: "Nationwide network",
        text: "Service offices in 23 regions, so matters elsewhere are handled locally.",
        icon: "globe",
      },
      {
        title: "Clear progress",
        text: "Every milestone shared in real time, with a traceable record of the outcome.",
        icon: "eye",
      },
    ],
  },
};

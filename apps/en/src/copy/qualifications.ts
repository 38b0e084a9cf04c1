import type { ServiceGroupPageCopy } from "@site/pages/edition";
import { media } from "../urls";

export const qualificationsCopy: ServiceGroupPageCopy = {
  hero: {
    eyebrow: "Qualifications Group",
    title: "Construction Qualifications",
    subtitle:
      "New qualifications, additions, upgrades and renewals, with staffing, project records and paperwork put in order for you",
    imageUrl: media("/profile/case/case-01.webp"),
  },
  intro: {
    eyebrow: "Overview",
    title: "What we can do for you",
    paragraphs: [
      "A qualification certificate is a construction company's licence to bid for work. Tiancheng's Qualifications Group has specialised in this field for more than ten years. We follow the latest standards of the housing and construction authorities and know how each region applies them, and we plan and file qualifications for general contractors, specialised contractors, design and supervision firms, and labour service companies.",
      "Our advisors oversee everything from staffing, social insurance and project records to the application documents themselves, aiming for approval at the first submission. Once you hold the qualification, we remind you of ongoing compliance checks and renewal dates so that it never lapses.",
    ],
    points: [
      "Interpreting qualification standards and planning the path to upgrade",
      "Staffing plans for registered constructors and titled engineers",
      "Compiling project records and application documents",
      "Reminders for compliance checks and renewals",
    ],
  },
  services: {
    eyebrow: "Services",
    title: "Our services",
    items: [
      {
        title: "New qualifications",
        text: "First applications for general contracting, specialised contracting and construction labour qualifications; a newly formed company can be certified in as little as 60 working days.",
        icon: "building",
      },
      {
        title: "Additional categories",
        text: "Adding specialised contracting categories to your existing qualifications to widen the range of projects you can take on.",
        icon: "layers",
      },
      {
        title: "Qualification upgrades",
        text: "From Grade II to Grade I or Grade III to Grade II, with personnel and project records planned in advance for approval at the first submission.",
        icon: "chart",
      },
      {
        title: "Renewals",
        text: "Renewal before the certificate expires, with personnel and social insurance checked in advance so the qualification never lapses.",
        icon: "clock",
      },
      {
        title: "Work safety licence",
        text: "New applications, extensions and changes of the work safety licence, together with the safety certificates of your principal, project managers and full-time safety officers.",
        icon: "shield",
      },
      {
        title: "Transfers & restructuring",
        text: "Mergers, demergers and the transfer of qualifications between entities, with due diligence and risk assessment throughout.",
        icon: "handshake",
      },
    ],
  },
  flow: {
    eyebrow: "How we work",
    title: "Our process",
    steps: [
      { title: "Assessment", text: "We review your current staff, projects and assets" },
      { title: "Planning", text: "An application route and staffing plan" },
      { title: "Documentation", text: "Project records, certificates and forms compiled" },
      { title: "Submission", text: "Online filing, with approval tracked for you" },
      {
        title: "Certification & upkeep",
        text: "Certificate issued, with reminders for checks and renewals",
      },
    ],
  },
  advantages: {
    eyebrow: "Our strengths",
    title: "Why clients choose us",
    items: [
      {
        title: "Deep experience",
        text: "Our experts have helped more than 1,200 companies obtain or upgrade their qualifications.",
        icon: "award",
      },
      {
        title: "High approval rate",
        text: "Every item is pre-checked and nothing is filed until it meets the standard, giving us a first-time approval rate among the best in the industry.",
        icon: "check",
      },
      {
        title: "Policy know-how",
        text: "We track the latest national standards and how they are applied in 23 regions.",
        icon: "compass",
      },
      {
        title: "Full transparency",
        text: "Progress at every milestone shared in real time; fees agreed in advance, with no hidden charges.",
        icon: "eye",
      },
    ],
  },
};

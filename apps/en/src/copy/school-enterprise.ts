import type { SchoolEnterpriseTemplateCopy } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const schoolEnterpriseCopy: SchoolEnterpriseTemplateCopy = {
  hero: {
    eyebrow: "Working with universities",
    title: "University Partnerships",
    subtitle:
      "Helping graduates into their first jobs, and small businesses through their first years.",
    imageUrl: media("/profile/news/news-38.webp"),
    action: { label: "Explore a partnership", href: links.href("shangye") },
  },
  // Spec 9: the static school-enterprise figures.
  figures: {
    eyebrow: "Results so far",
    title: "What we have achieved",
    items: [
      { value: 200, label: "Jobs for graduates" },
      {
        value: "1,000",
        unit: "+",
        label: "Small businesses given 3–12 months' free bookkeeping",
      },
      { value: "12,000", unit: "+", label: "Cross-region formalities handled free of charge" },
    ],
  },
  sections: [
    {
      eyebrow: "Graduate employment",
      title: "Jobs for graduates",
      paragraphs: [
        "The group runs internship and recruitment partnerships with universities for students of accounting, finance and tax, law and international trade. Each year it offers around 200 jobs to new graduates, as tax advisors, qualification specialists, intellectual property agents and overseas business assistants.",
        "New employees are mentored one-to-one by experienced advisors and take part in the group's business and professional qualification training. Outstanding interns may receive an offer before they graduate.",
      ],
      points: [
        "Internship and recruitment partnerships with universities",
        "One-to-one mentoring by senior advisors",
        "Support for accounting and tax qualifications",
      ],
      image: {
        src: media("/profile/xiaoqi/graduates.webp"),
        alt: "A teaching building at a partner university",
      },
    },
    {
      eyebrow: "Small business support",
      title: "Support for small businesses",
      paragraphs: [
        "For start-ups and student entrepreneurs, the group runs a free bookkeeping programme: eligible businesses receive 3 to 12 months of free bookkeeping and tax filing. More than 1,000 small businesses have benefited so far.",
        "Through its branch offices across the country, the group also handles cross-region business registration and tax formalities for companies free of charge, more than 12,000 times to date, saving them both travel and money.",
      ],
      points: [
        "3–12 months of free bookkeeping",
        "Free handling of cross-region formalities",
        "Guidance on start-up policies and subsidy applications",
      ],
      image: {
        src: media("/profile/xiaoqi/small-business.webp"),
        alt: "Small shops along a street, their fronts lit at dusk",
      },
    },
    {
      eyebrow: "On campus",
      title: "Lectures at universities",
      paragraphs: [
        "Group experts regularly give lectures at universities on practical tax and accounting, corporate compliance and starting a business, helping students understand the business services industry and plan their careers early.",
      ],
      image: {
        src: media("/profile/xiaoqi/training.webp"),
        alt: "A university lecture hall, set for a talk on tax practice",
      },
    },
  ],
};

import type { ProfileTemplateCopy } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const profileCopy: ProfileTemplateCopy = {
  hero: {
    eyebrow: "About us",
    title: "Group Profile",
    subtitle:
      "Since 2012 we have supported small businesses at every step, from registration and bookkeeping to financing and going global.",
    imageUrl: media("/profile/news/news-46.webp"),
    action: { label: "See our offices worldwide", href: links.href("quanqiubujv") },
  },
  // Spec 2.8: employees, professional talent and branch offices come from the profile.
  figures: {
    eyebrow: "Group scale",
    title: "Tiancheng in figures",
    employees: { label: "Employees" },
    talents: { label: "Certified professionals" },
    branches: { label: "Branch offices" },
    thousandsSeparator: ",",
  },
  about: {
    eyebrow: "Who we are",
    title: "About Tiancheng",
    imageAlts: [
      "The office floor at the Tiancheng Holdings Group head office",
      "The group's head office tower at dusk",
      "The group's client service hall",
    ],
  },
  // Spec 2.8: the four service advantages, in this order.
  advantages: {
    eyebrow: "Our strengths",
    title: "Why clients choose us",
    subtitle: "Expert people, fast answers, deep know-how and every service a business needs.",
    items: [
      {
        title: "Professionalism",
        text: "Certified public accountants, certified tax agents, lawyers and 178 industry experts work together, and a named specialist takes responsibility for every case.",
        icon: "award",
      },
      {
        title: "Speed",
        text: "Standardised processes and digital tools mean we respond to enquiries within 30 minutes, and you can follow the progress of your case at every stage.",
        icon: "rocket",
      },
      {
        title: "Depth",
        text: "Years spent on tax and accounting, qualifications, financing and intellectual property mean our solutions work in practice, not just on paper.",
        icon: "layers",
      },
      {
        title: "Breadth",
        text: "With 14 companies in mainland China, 9 abroad and more than 2,000 services, we cover a business's whole life cycle, from incorporation to going global.",
        icon: "expand",
      },
    ],
  },
};

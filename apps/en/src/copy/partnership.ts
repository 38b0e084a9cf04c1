import type { PartnershipTemplateCopy } from "@site/ui/templates";
import { media } from "../urls";

export const partnershipCopy: PartnershipTemplateCopy = {
  hero: {
    eyebrow: "Grow together",
    title: "Business Partnership",
    subtitle:
      "Partner with Tiancheng: reach more than 60,000 client businesses and offer them our full range of services",
    imageUrl: media("/profile/news/news-48.webp"),
    action: { label: "Contact our partnership team", href: "#partnership-contacts" },
  },
  objectives: {
    eyebrow: "Our goals",
    title: "Partnership goals",
    numbered: true,
    items: [
      {
        title: "Shared resources",
        text: "We open up our service portfolio and client network so that partners complement each other and refer business both ways.",
      },
      {
        title: "Complementary strengths",
        text: "Each side brings its own industry, regional and professional expertise, giving clients a more complete solution.",
      },
      {
        title: "Long-term mutual benefit",
        text: "Clear, transparent revenue-sharing rules and prompt settlement build stable, lasting partnerships.",
      },
    ],
  },
  why: {
    eyebrow: "Our strengths",
    title: "Why partner with us",
    items: [
      {
        title: "A strong brand",
        text: "14 companies in mainland China and 9 abroad, with a service network covering 23 regions.",
        icon: "award",
      },
      {
        title: "A full product range",
        text: "More than 2,000 services in accounting, qualifications, loans, integrated services, IP and overseas business, from five business groups and the Overseas Division.",
        icon: "layers",
      },
      {
        title: "Professional delivery",
        text: "197 certified professionals and 178 industry experts stand behind the quality of every job.",
        icon: "check",
      },
      {
        title: "Financial resources",
        text: "Long-standing relationships with more than 50 financial institutions to support clients' financing needs.",
        icon: "coins",
      },
    ],
  },
  process: {
    eyebrow: "How it works",
    title: "How to partner with us",
    steps: [
      {
        title: "Express interest",
        text: "Contact our partnership team and tell us what you have in mind",
      },
      {
        title: "Discuss and assess",
        text: "A business manager agrees the partnership model and revenue share with you",
      },
      {
        title: "Sign the agreement",
        text: "Both parties' responsibilities and the settlement terms are set out",
      },
      {
        title: "Start working together",
        text: "After onboarding and training, we serve clients together",
      },
    ],
  },
  // Spec 2.7 / 9: the support team figures; hovering a side card moves it to the middle.
  support: {
    eyebrow: "Support team",
    title: "A strong support team",
    subtitle:
      "A team of more than 1,500 people supports our partners at every step, from winning clients to delivering the work",
    cards: [
      {
        value: "1,078",
        label: "Advisors and consultants",
        text: "Business advisors across China who answer client questions and prepare tailored proposals",
        icon: "users",
      },
      {
        value: 132,
        label: "Operations staff",
        text: "Marketing, brand promotion and client operations support",
        icon: "chart",
      },
      {
        value: 311,
        label: "Delivery specialists",
        text: "Specialists who handle every service and deliver on time and to standard",
        icon: "check",
      },
    ],
  },
  contacts: {
    eyebrow: "Contact us",
    title: "Partnership contacts",
    subtitle:
      "Contact the department that suits your proposal and we will be in touch shortly to discuss the details",
    person: "Contact",
    phone: "Phone",
    address: "Address",
  },
  qrCode: {
    imageUrl: media("/profile/qr/partner-wechat.svg"),
    alt: "WeChat QR code for business partnership with Tiancheng Holdings Group",
    caption: "Scan with WeChat to talk about a partnership",
  },
};

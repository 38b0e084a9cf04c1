import type { PartnershipTemplateCopy } from "@site/ui/templates";
import { media } from "../urls";

export const shangyeCopy: PartnershipTemplateCopy = {
  hero: {
    eyebrow: "Grow together",
    title: "Business Partnership",
    subtitle:
      "Partner with Tiancheng Holdings Group and share a client base of more than 60,000 businesses and our one-stop service capability",
    imageUrl: media("/profile/news/news-48.svg"),
    action: { label: "Contact our partnership team", href: "#partnership-contacts" },
  },
  objectives: {
    eyebrow: "Our goals",
    title: "Partnership Goals",
    numbered: true,
    items: [
      {
        title: "Shared Resources",
        text: "We open up our service portfolio and client network so that partners complement each other and refer business both ways.",
      },
      {
        title: "Complementary Strengths",
        text: "Each side brings its own industry, regional and professional expertise, giving clients a more complete solution.",
      },
      {
        title: "Long-Term Mutual Benefit",
        text: "Clear, transparent revenue-sharing rules and prompt settlement build stable, lasting partnerships.",
      },
    ],
  },
  why: {
    eyebrow: "Our strengths",
    title: "Why Partner with Us",
    items: [
      {
        title: "A Strong Brand",
        text: "14 companies in mainland China and 9 abroad, with a service network covering 23 regions.",
        icon: "award",
      },
      {
        title: "A Full Product Range",
        text: "More than 2,000 services in accounting, qualifications, loans, integrated services, IP and overseas business, from five business groups and the Overseas Division.",
        icon: "layers",
      },
      {
        title: "Professional Delivery",
        text: "197 qualified professionals and 178 industry experts oversee every job to guarantee quality.",
        icon: "check",
      },
      {
        title: "Financial Resources",
        text: "Long-standing relationships with more than 50 financial institutions to support clients' financing needs.",
        icon: "coins",
      },
    ],
  },
  process: {
    eyebrow: "How it works",
    title: "How to Partner with Us",
    steps: [
      {
        title: "Express Interest",
        text: "Contact our partnership team and tell us what you have in mind",
      },
      {
        title: "Discuss and Assess",
        text: "A business manager agrees the partnership model and revenue share with you",
      },
      {
        title: "Sign the Agreement",
        text: "Both parties' responsibilities and the settlement terms are set out",
      },
      {
        title: "Start Working Together",
        text: "After onboarding and training, we serve clients together",
      },
    ],
  },
  // Spec 2.7 / 9: the support team figures; hovering a side card moves it to the middle.
  support: {
    eyebrow: "Support team",
    title: "A Strong Support Team",
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
    title: "Partnership Contacts",
    subtitle:
      "Please get in touch with the relevant department and we will discuss the details with you shortly",
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

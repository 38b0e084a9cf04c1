import type { PrivacyTemplateCopy } from "@site/ui/templates";
import { hotline } from "./contacts";
import { links } from "../links";

// D5: what the consultation and complaint forms collect, why, for how long, who sees it and
// whom to ask. The retention periods are the group's policy (as on /yinsi); the server deletes
// uploads that no complaint names within 24 hours (D4).
/** "Daily 8:30–21:00 (UTC+8)" within a sentence. */
const hotlineHours = hotline.note.charAt(0).toLowerCase() + hotline.note.slice(1);

export const privacyCopy: PrivacyTemplateCopy = {
  hero: {
    eyebrow: "Your privacy",
    title: "Privacy Policy",
    subtitle: "We collect only the information we need to handle your enquiries and complaints.",
    action: { label: "Back to the home page", href: links.href("home") },
  },
  updated: "Last updated: 1 November 2026",
  sections: [
    {
      title: "What we collect",
      paragraphs: [
        "This website collects personal information only when you submit a form. When you browse, we record only which page you visited, not your name or phone number.",
        "Online consultation: your name, your phone number and your message.",
        "Complaints and suggestions: your name, your phone number, your company name, the name of the advisor you dealt with, the category of the issue (with any further detail), a description of the issue, how you would like it resolved (with any further detail), and any images you upload (up to 5).",
      ],
    },
    {
      title: "Why we collect it",
      paragraphs: [
        "Online consultation details are used only so that an advisor can contact you about your enquiry. We will contact you within 30 minutes.",
        "Complaint details are used only to look into and resolve the issue you raise and to tell you the outcome. Uploaded images are evidence you provide and are used only to verify that complaint.",
        "We do not use your information for marketing unrelated to these purposes, and we never sell or rent it to third parties.",
      ],
    },
    {
      title: "How long we keep it",
      paragraphs: [
        "Consultation records are kept for one year from the date you submit them. Complaint records and images are kept for three years from the date you submit them, so that they can be looked up and reviewed later. After that the system deletes them automatically.",
        "Images that are uploaded but not submitted with a complaint are deleted automatically within 24 hours.",
      ],
    },
    {
      title: "Who can see it",
      paragraphs: [
        "Your information is stored on the group's own servers and never appears on any public page or public interface of this website. Complaint images are stored privately and have no public web address.",
        "Only the advisors who answer enquiries and the customer service and quality staff who handle complaints can see the relevant records, and only as far as their work requires.",
      ],
    },
    {
      title: "Your rights and how to contact us",
      paragraphs: [
        `You may ask at any time to see, correct or delete the information you have submitted, or ask us about this policy. Please call our toll-free hotline on ${hotline.phone}, available ${hotlineHours}. Once we have confirmed your identity, we will deal with your request promptly.`,
      ],
    },
  ],
};

import type { ServiceGroupPageCopy } from "@site/pages/edition";
import { media } from "../urls";

export const enterpriseLoansCopy: ServiceGroupPageCopy = {
  hero: {
    eyebrow: "Enterprise Loans Group",
    title: "Enterprise Loans",
    subtitle:
      "Working with more than 50 partner financial institutions to find the right financing for small and medium-sized businesses",
    imageUrl: media("/profile/case/case-07.webp"),
  },
  intro: {
    eyebrow: "Overview",
    title: "What we can do for you",
    paragraphs: [
      "Capital is the lifeblood of a growing business. Tiancheng's Enterprise Loans Group works with more than 50 banks and licensed financial institutions and knows the eligibility criteria, limits and interest rates of their credit products. Based on your tax payments, invoicing, assets and cash flow, we shortlist the financing that suits you best.",
      "From a financing assessment and tidying up your credit record and accounts, to preparing documents, attending signing interviews with you and following up on disbursement, one advisor works with you throughout, helping you secure funds at lower cost and in less time.",
    ],
    points: [
      "A free assessment of your company's borrowing capacity",
      "Products from many lenders compared, with transparent rates",
      "Guidance on putting your accounts and credit record in order",
      "Planning for loan renewals and higher credit limits",
    ],
  },
  services: {
    eyebrow: "Services",
    title: "Our services",
    items: [
      {
        title: "Operating loans",
        text: "For working capital and expansion, based on your cash flow and the standing of your controlling shareholder.",
        icon: "coins",
      },
      {
        title: "Tax-based loans",
        text: "Credit granted on your tax and invoicing data: unsecured, applied for online and approved quickly.",
        icon: "document",
      },
      {
        title: "Secured loans",
        text: "Property and other assets pledged as collateral for higher limits, longer terms and a lower overall cost.",
        icon: "building",
      },
      {
        title: "Supply chain finance",
        text: "Financing against receivables from large anchor buyers, orders and inventory, freeing up cash across the supply chain.",
        icon: "layers",
      },
      {
        title: "Policy-backed loans",
        text: "Help applying for technology enterprise loans, government-guaranteed start-up loans and interest subsidies.",
        icon: "award",
      },
      {
        title: "Financing planning",
        text: "A review of your debt structure and credit lines, and a medium- to long-term plan for financing and renewals.",
        icon: "chart",
      },
    ],
  },
  flow: {
    eyebrow: "How we work",
    title: "Our process",
    steps: [
      { title: "Assessment", text: "We learn your funding needs and how the business is doing" },
      { title: "Matching", text: "Lenders' products compared and the best option proposed" },
      { title: "Preparation", text: "Guidance on financial, tax and bank-statement records" },
      { title: "Application", text: "Application filed; we attend interviews and due diligence" },
      { title: "Disbursement", text: "Funds tracked to your account; renewals planned early" },
    ],
  },
  advantages: {
    eyebrow: "Our strengths",
    title: "Why clients choose us",
    items: [
      {
        title: "Lender network",
        text: "Long-standing partnerships with more than 50 financial institutions and a full range of products.",
        icon: "handshake",
      },
      {
        title: "Banking background",
        text: "Our core advisors come from front-line bank lending and know what approvers look for.",
        icon: "award",
      },
      {
        title: "Faster funding",
        text: "Documents complete the first time, with approval and disbursement tracked throughout.",
        icon: "rocket",
      },
      {
        title: "Transparent fees",
        text: "Services and fees agreed in writing in advance, with no hidden charges.",
        icon: "tag",
      },
    ],
  },
};

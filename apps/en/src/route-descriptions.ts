import type { RoutePageId } from "@site/pages/routes";
import type { routeTable } from "./route-table";

/**
 * Each page's meta description (issue 13): what a search result shows under its title. Loaded
 * by the route loaders, so a page carries its own in its data and no page's script holds them all.
 */
export const routeDescriptions: Record<RoutePageId<typeof routeTable>, string> = {
  home: "Founded in Beijing in 2012, Tiancheng has served more than 60,000 businesses with accounting, qualification, loan, permit, IP and overseas services.",
  kuaiji:
    "Bookkeeping, company registration, tax filing and planning, audits and social insurance handled by Tiancheng's certified public accountants and tax agents.",
  zizhi:
    "Obtain, add, upgrade or renew construction enterprise qualifications and work safety licences, with staffing, project records and filings handled for you.",
  qidai:
    "A free financing assessment, then operating, tax-based, secured or policy-backed loans and supply chain finance from banks and licensed lenders.",
  zonghe:
    "Let us handle vehicle plate quotas, industry permits, industrial park entry, rent subsidies and specialised and innovative SME applications for you.",
  zhichan:
    "Trademark and Madrid filings, patents, software copyright, high-tech enterprise certification and IP enforcement from patent attorneys and lawyers.",
  haiwai:
    "Going global? Our 9 overseas companies set up your company and bank account abroad, and handle VIE structures, VAT/EPR, export tax refunds and ODI filing.",
  shangye:
    "Become a Tiancheng partner: reach more than 60,000 client businesses, offer a full service range backed by our advisors, and share revenue transparently.",
  zixun:
    "Tax and qualification policy analysis, company news, global trade hot topics and downloadable brochures from Tiancheng Holdings Group.",
  content:
    "News and insights from Tiancheng Holdings Group: company updates, tax and qualification policy analysis, financing and cross-border business trends.",
  aboutus:
    "Tiancheng Holdings Group at a glance: founded in Beijing in 2012, 1,521 employees, 197 certified professionals, 14 companies in mainland China and 9 abroad.",
  dongshizhang:
    "The chairman on how Tiancheng grew from a small Beijing bookkeeping office into a business services group, still committed to every client's growth.",
  qiyewenhua:
    "Integrity, professionalism, innovation and shared success: the vision, mission and values behind how Tiancheng advisors serve small businesses.",
  jituangoucheng:
    "How Tiancheng is organised: five business groups for accounting, qualifications, loans, integrated services and IP, plus the Overseas Division.",
  fazhanlicheng:
    "Key milestones since 2012, from Tiancheng's first bookkeeping office in Beijing to new business groups and companies in mainland China and abroad.",
  quanqiubujv:
    "Find Tiancheng's offices in Beijing, Shanghai, Hong Kong, Singapore, Dubai and more: 14 companies in mainland China and 9 abroad, with local contacts.",
  xiaoqi:
    "How Tiancheng works with universities on graduate jobs and mentoring, and supports small businesses with free bookkeeping and cross-region formalities.",
  shangxiehui:
    "Tiancheng works with chambers of commerce and industry associations to give members tax, financing and overseas support, plus regular policy briefings.",
  gongyi:
    "Tiancheng gives back through student bursaries, free bookkeeping for small businesses, community tax advice and services for rural revitalisation.",
  yinsi:
    "Tiancheng's privacy policy: what our consultation and complaint forms collect, why, how long it is kept, who can see it and how to exercise your rights.",
};

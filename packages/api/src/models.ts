// What the apps see: product words, media already resolved to URLs, rich text already rewritten.

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface MenuItem {
  id: number;
  /** Raw HTML from the server; the UI sanitizes it. */
  label: string;
  path: string;
  icon: string | null;
  iconHover: string | null;
  children: MenuItem[];
}

export interface SiteConfig {
  name: string;
  icp: string;
}

export interface NewsItem {
  id: number;
  title: string;
  headline: string;
  subline: string;
  summaryHtml: string;
  contentHtml: string;
  imageUrl: string | null;
  /** yyyy-MM-dd, or "" when the server gave none. */
  date: string;
  source: string;
  type: number;
}

export type NewsDetail =
  { status: "found"; item: NewsItem } | { status: "not-found" } | { status: "failed" };

export interface Expert {
  id: number;
  name: string;
  position: string;
  imageUrl: string | null;
  highlights: string[];
  type: number;
}

export interface CaseStudy {
  id: number;
  title: string;
  summaryHtml: string;
  content: string;
  duration: string;
  imageUrl: string | null;
  type: number;
}

export interface Client {
  id: number;
  logoUrl: string | null;
}

export interface Contact {
  id: number;
  department: string;
  person: string;
  phone: string;
  address: string;
}

export interface Profile {
  aboutHtml: string;
  images: string[];
  employees: number;
  talents: number;
  branches: number;
}

export interface Chairman {
  title: string;
  subtitle: string;
  imageUrl: string | null;
  contentHtml: string;
  briefLead: string;
  briefTail: string;
}

export interface MilestoneMonth {
  month: string;
  content: string;
}

export interface Milestone {
  id: number;
  year: string;
  title: string;
  imageUrl: string | null;
  months: MilestoneMonth[];
}

export interface Office {
  id: number;
  name: string;
  englishName: string;
  code: string;
}

export interface Staff {
  id: number;
  code: string;
  name: string;
  company: string;
  phone: string;
  address: string;
  postHtml: string;
  imageUrl: string | null;
  color: string | null;
}

export interface Cooperation {
  id: number;
  imageUrl: string | null;
  content: string;
}

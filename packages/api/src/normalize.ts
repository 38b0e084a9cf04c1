// Rows as the client reads them (entities.ts) → product models (models.ts).
import { resolveMediaUrl, rewriteRichText, splitMediaList, stripImages } from "./media";
import type {
  CaseStudy,
  Chairman,
  Client,
  Contact,
  Cooperation,
  Expert,
  MenuItem,
  Milestone,
  MilestoneMonth,
  NewsItem,
  Office,
  Profile,
  SiteConfig,
  Staff,
} from "./models";
import {
  readMonthsJson,
  type AddressRow,
  type BriefRow,
  type CaseRow,
  type ChairmanRow,
  type ClassifyRow,
  type ClientRow,
  type ConfigRow,
  type ContactRow,
  type CooperationRow,
  type DynamicRow,
  type MileageRow,
  type PersonnelRow,
  type StaffRow,
} from "./entities";

/** Spec 2.4: a news title "headline | sub-line" (ASCII or full-width bar), split once. */
export function splitTitle(title: string): { headline: string; subline: string } {
  const match = /[|｜]/.exec(title);
  if (!match) return { headline: title.trim(), subline: "" };
  return {
    headline: title.slice(0, match.index).trim(),
    subline: title.slice(match.index + 1).trim(),
  };
}

/** Spec 3: an expert's remark is split on the Chinese full stop into bullet lines. */
export function splitHighlights(remark: string): string[] {
  return remark
    .split("。")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** Spec 2.8: the chairman's footer line, two parts around the first middle dot. */
export function splitBrief(brief: string): { lead: string; tail: string } {
  const match = /[·•・]/.exec(brief);
  if (!match) return { lead: brief.trim(), tail: "" };
  return {
    lead: brief.slice(0, match.index).trim(),
    tail: brief.slice(match.index + 1).trim(),
  };
}

/** D3: mileageContent that is not JSON of a list of {month, content} gives no months. */
export function parseMonths(content: string): MilestoneMonth[] {
  if (content.trim() === "") return [];
  return readMonthsJson(content) ?? [];
}

/** dynamicDate may come as yyyy-MM-dd, as a RuoYi datetime or as ISO; the day is kept. */
export function toDay(value: string): string {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(value.trim());
  if (!match) return "";
  const [, year = "", month = "", day = ""] = match;
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

export function toMenuItem(baseUrl: string, row: ClassifyRow): MenuItem {
  return {
    id: row.id,
    label: row.label,
    path: row.classifyPath,
    icon: resolveMediaUrl(baseUrl, row.classifyImg),
    iconHover: resolveMediaUrl(baseUrl, row.classifyImg2),
    children: (row.children ?? []).map((child) => toMenuItem(baseUrl, child)),
  };
}

export function toSiteConfig(row: ConfigRow): SiteConfig {
  return { name: row.configName, icp: row.icpBa };
}

/** `inList`: D3, list views show dynamicContent without images. */
export function toNewsItem(baseUrl: string, row: DynamicRow, inList: boolean): NewsItem {
  const content = rewriteRichText(baseUrl, row.dynamicContent);
  return {
    id: row.dynamicId,
    title: row.dynamicTitle,
    ...splitTitle(row.dynamicTitle),
    summaryHtml: rewriteRichText(baseUrl, row.dynamicTitle2),
    contentHtml: inList ? stripImages(content) : content,
    imageUrl: resolveMediaUrl(baseUrl, row.dynamicImg),
    date: toDay(row.dynamicDate),
    source: row.dynamicName,
    type: row.dynamicType,
  };
}

export function toExpert(baseUrl: string, row: PersonnelRow): Expert {
  return {
    id: row.personnelId,
    name: row.personnelName,
    position: row.personnelPosition,
    imageUrl: resolveMediaUrl(baseUrl, row.personnelImg),
    highlights: splitHighlights(row.remark),
    type: row.personnelType,
  };
}

export function toCaseStudy(baseUrl: string, row: CaseRow): CaseStudy {
  return {
    id: row.caseId,
    title: row.caseTitle,
    summaryHtml: rewriteRichText(baseUrl, row.caseTitle2),
    content: row.caseContent,
    duration: row.caseHs,
    imageUrl: resolveMediaUrl(baseUrl, row.caseImg),
    type: row.caseType,
  };
}

export function toClient(baseUrl: string, row: ClientRow): Client {
  return { id: row.clientId, logoUrl: resolveMediaUrl(baseUrl, row.clientImg) };
}

export function toContact(row: ContactRow): Contact {
  return {
    id: row.contactId,
    department: row.deptName,
    person: row.contactUser,
    phone: row.contactPhone,
    address: row.contactAddress,
  };
}

export function toProfile(baseUrl: string, row: BriefRow): Profile {
  return {
    aboutHtml: rewriteRichText(baseUrl, row.briefAbout),
    images: splitMediaList(baseUrl, row.briefImgs),
    employees: row.briefYgNumber,
    talents: row.briefZyrcNumber,
    branches: row.briefFgsNumber,
  };
}

export function toChairman(baseUrl: string, row: ChairmanRow): Chairman {
  const { lead, tail } = splitBrief(row.chairmanBrief);
  return {
    title: row.chairmanTitle,
    subtitle: row.chairmanStitle,
    imageUrl: resolveMediaUrl(baseUrl, row.chairmanImg),
    contentHtml: rewriteRichText(baseUrl, row.chairmanContent),
    briefLead: lead,
    briefTail: tail,
  };
}

export function toMilestone(baseUrl: string, row: MileageRow): Milestone {
  return {
    id: row.mileageId,
    year: row.mileageYear,
    title: row.mileageTitle,
    imageUrl: resolveMediaUrl(baseUrl, row.mileageImg),
    months: parseMonths(row.mileageContent),
  };
}

export function toOffice(row: AddressRow): Office {
  return {
    id: row.addressId,
    name: row.addressZname,
    englishName: row.addressYname,
    code: row.addressCode,
  };
}

export function toStaff(baseUrl: string, row: StaffRow): Staff {
  return {
    id: row.staffId,
    code: row.staffCode,
    name: row.staffName,
    company: row.staffCompany,
    phone: row.staffPhone,
    address: row.staffAddress,
    postHtml: rewriteRichText(baseUrl, row.staffPost),
    imageUrl: resolveMediaUrl(baseUrl, row.staffImg),
    color: row.color,
  };
}

export function toCooperation(baseUrl: string, row: CooperationRow): Cooperation {
  return {
    id: row.cooperationId,
    imageUrl: resolveMediaUrl(baseUrl, row.cooperationImg),
    content: row.cooperationContent,
  };
}

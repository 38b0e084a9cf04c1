// The database as the code sees it. Columns are snake_case in SQL and camelCase here
// (Kysely's CamelCasePlugin); content columns carry the wire names of spec 3, so a row read
// from a content table is already named as the API serves it.
import type { Generated, Insertable, Selectable } from "kysely";

/** 0 Chinese, 1 English (spec 3). */
export type LanguageCode = 0 | 1;

interface ContentRow {
  language: LanguageCode;
  /** Display order within the file it came from (content README: file order is display order). */
  sortOrder: number;
  /** ISO 8601 text: portable to PostgreSQL's timestamptz without a change of meaning. */
  createdAt: string;
  updatedAt: string;
}

export interface ClassifyTable extends ContentRow {
  id: number;
  parentId: number | null;
  label: string;
  classifyPath: string;
  classifyImg: string | null;
  classifyImg2: string | null;
}

export interface PersonnelTable extends ContentRow {
  personnelId: number;
  personnelType: number;
  personnelName: string;
  personnelPosition: string;
  personnelImg: string | null;
  remark: string;
}

export interface CaseStudyTable extends ContentRow {
  caseId: number;
  caseType: number;
  caseTitle: string;
  caseTitle2: string;
  caseContent: string;
  caseHs: string;
  caseImg: string | null;
}

export interface DynamicTable extends ContentRow {
  dynamicId: number;
  dynamicType: number;
  dynamicTitle: string;
  dynamicTitle2: string;
  dynamicContent: string;
  dynamicImg: string | null;
  /** YYYY-MM-DD */
  dynamicDate: string;
  dynamicName: string;
}

/** Client logos have no language (spec 7.1). */
export interface ClientTable extends Omit<ContentRow, "language"> {
  clientId: number;
  clientImg: string | null;
}

export interface ConfigTable extends ContentRow {
  configId: number;
  configName: string;
  icpBa: string;
}

export interface BriefTable extends ContentRow {
  briefId: number;
  briefAbout: string;
  /** Comma-joined media paths, as the API serves them (spec 3). */
  briefImgs: string;
  briefYgNumber: number;
  briefZyrcNumber: number;
  briefFgsNumber: number;
}

export interface ChairmanTable extends ContentRow {
  chairmanId: number;
  chairmanTitle: string;
  chairmanStitle: string;
  chairmanImg: string | null;
  chairmanContent: string;
  chairmanBrief: string;
}

export interface MileageTable extends ContentRow {
  mileageId: number;
  mileageYear: string;
  mileageTitle: string;
  mileageImg: string | null;
  /** JSON text of [{month, content}] (spec 3). */
  mileageContent: string;
}

export interface ContactTable extends ContentRow {
  contactId: number;
  deptName: string;
  contactUser: string;
  contactPhone: string;
  contactAddress: string;
}

export interface AddressTable extends ContentRow {
  addressId: number;
  addressZname: string;
  addressYname: string;
  addressCode: string;
}

export interface StaffTable extends ContentRow {
  staffId: number;
  staffCode: string;
  staffName: string;
  staffCompany: string;
  staffPhone: string;
  staffAddress: string;
  staffPost: string;
  staffImg: string | null;
  color: string | null;
}

export interface CooperationTable extends ContentRow {
  cooperationId: number;
  cooperationImg: string | null;
  cooperationContent: string;
}

export interface ConsultationTable {
  id: Generated<number>;
  name: string;
  tel: string;
  content: string;
  createdAt: string;
}

export interface ComplaintTable {
  id: Generated<number>;
  customerName: string;
  customerPhone: string;
  customerCompany: string;
  customerGwname: string;
  customerType: number;
  customerTypeContent: string;
  remark: string;
  /** Comma-joined upload fileNames, in the order chosen (D4). */
  customerImgs: string;
  customerSolve: number;
  customerSolveContent: string;
  createdAt: string;
}

export interface VisitTable {
  id: Generated<number>;
  /** The page label of D6. */
  userType: string;
  createdAt: string;
}

export interface UploadTable {
  id: Generated<number>;
  /** The name the client was given: `/profile/upload/yyyy/MM/dd/<random>.<ext>`. */
  fileName: string;
  /** The file's name inside `<data>/uploads/`. */
  storedName: string;
  originalFilename: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
  /** When a complaint first named it; unclaimed uploads are swept after 24 hours (D4). */
  claimedAt: string | null;
}

export type OutboxKind = "consultation" | "complaint";

export interface WebhookOutboxTable {
  id: Generated<number>;
  kind: OutboxKind;
  recordId: number;
  /** JSON text of the record as it was committed. */
  payload: string;
  attempts: Generated<number>;
  nextAttemptAt: string;
  deliveredAt: string | null;
  lastError: string | null;
  createdAt: string;
  /** Set when the receiver kept refusing it (a lasting 4xx): never tried again (migration 0002). */
  deadAt: string | null;
  /** Consecutive lasting-4xx refusals (migration 0002). */
  rejections: Generated<number>;
}

export interface Database {
  classify: ClassifyTable;
  personnel: PersonnelTable;
  caseStudy: CaseStudyTable;
  dynamic: DynamicTable;
  client: ClientTable;
  config: ConfigTable;
  brief: BriefTable;
  chairman: ChairmanTable;
  mileage: MileageTable;
  contact: ContactTable;
  address: AddressTable;
  staff: StaffTable;
  cooperation: CooperationTable;
  consultation: ConsultationTable;
  complaint: ComplaintTable;
  visit: VisitTable;
  upload: UploadTable;
  webhookOutbox: WebhookOutboxTable;
}

export type ContentTableName =
  | "classify"
  | "personnel"
  | "caseStudy"
  | "dynamic"
  | "client"
  | "config"
  | "brief"
  | "chairman"
  | "mileage"
  | "contact"
  | "address"
  | "staff"
  | "cooperation";

export type ConsultationRow = Selectable<ConsultationTable>;
export type ComplaintRow = Selectable<ComplaintTable>;
export type VisitRow = Selectable<VisitTable>;
export type UploadRow = Selectable<UploadTable>;
export type NewUpload = Insertable<UploadTable>;
export type OutboxRow = Selectable<WebhookOutboxTable>;

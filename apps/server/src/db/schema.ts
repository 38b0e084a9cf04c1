// The database as the code sees it. Columns are snake_case in SQL and camelCase here
// (Kysely's CamelCasePlugin); content columns carry the wire names of spec 3, taken with their
// types from the entity fields of `@site/api/schemas`, so a row read from a content table is
// already named as the API serves it, and a column cannot be renamed here alone.
import type { EntityFields, EntityName, FieldKind } from "@site/api/schemas";
import type { LanguageCode } from "@site/api/language";
import type { Generated, Selectable } from "kysely";

interface ContentRow {
  language: LanguageCode;
  /** Display order within the file it came from (content README: file order is display order). */
  sortOrder: number;
  /** ISO 8601 text: portable to PostgreSQL's timestamptz without a change of meaning. */
  createdAt: string;
  updatedAt: string;
}

/** How each kind of wire field (`@site/api/schemas`) is stored. Codes are integers here and
 * served as RuoYi's char values ("1", api/rows.ts); everything else is stored as it is served. */
type StoredKind<Kind> = {
  id: number;
  code: number;
  label: string;
  text: string;
  date: string;
  media: string | null;
  count: number;
  year: string;
  months: string;
  color: string | null;
}[Kind & FieldKind];

/** An entity's columns, named and typed from its wire fields: the one list in `@site/api`. */
type Columns<E extends EntityName> = {
  -readonly [Field in keyof EntityFields<E>]: StoredKind<EntityFields<E>[Field]>;
};

export interface ClassifyTable extends ContentRow, Columns<"classify"> {
  parentId: number | null;
}

export interface PersonnelTable extends ContentRow, Columns<"personnel"> {}

export interface CaseStudyTable extends ContentRow, Columns<"case"> {}

export interface DynamicTable extends ContentRow, Columns<"dynamic"> {}

/** Client logos have no language (spec 7.1). */
export interface ClientTable extends Omit<ContentRow, "language">, Columns<"client"> {}

export interface ConfigTable extends ContentRow, Columns<"config"> {
  configId: number;
}

export interface BriefTable extends ContentRow, Columns<"brief"> {
  briefId: number;
}

export interface ChairmanTable extends ContentRow, Columns<"chairman"> {
  chairmanId: number;
}

export interface MileageTable extends ContentRow, Columns<"mileage"> {}

export interface ContactTable extends ContentRow, Columns<"contact"> {}

export interface AddressTable extends ContentRow, Columns<"address"> {}

export interface StaffTable extends ContentRow, Columns<"staff"> {}

export interface CooperationTable extends ContentRow, Columns<"cooperation"> {}

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
  contentVersion: ContentVersionTable;
  lease: LeaseTable;
  idempotencyKey: IdempotencyKeyTable;
}

/** One row: raised by every content load that changes something (issue 12, item 5). */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/** Who does a job that runs in one place at a time, until when (issue 27, migration 0004). */
export interface LeaseTable {
  /** `outbox:consultation`, `outbox:complaint`, `sweeps`. */
  name: string;
  /** The random id of the server process that holds it. */
  holder: string;
  expiresAt: string;
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

export type OutboxRow = Selectable<WebhookOutboxTable>;

/** The writes that take an Idempotency-Key (D14); a key is known only within its kind. */
export type KeyedWriteKind = "consultation" | "complaint";

/** A client's key for a stored write, kept 24 hours (D14, migration 0005). */
export interface IdempotencyKeyTable {
  kind: KeyedWriteKind;
  key: string;
  /** SHA-256 (hex) of the write's normalized parsed body. */
  requestHash: string;
  /** The answer the write gave, which a repeat gets again. */
  responseStatus: number;
  responseBody: string;
  createdAt: string;
}

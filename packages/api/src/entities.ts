// The entities of spec section 3: each entity's fields are listed once (`entityFields`), each
// with its kind, and both sides of the wire are built from that list:
// - here, how the client reads a row from any RuoYi backend (D3): `rowReaders`. Unknown keys
//   (createBy, language, ...) are ignored; `null` or a missing key in a text field reads as ""
//   and in a media field as null, so an older backend that leaves a column out still renders;
//   a value of another type (a number where text is expected) fails the row, so the call that
//   carried it yields no data.
// - in `./schemas`, with zod, what a server must send (`wireSchemas`): every field present,
//   with its type. The server's contract test holds its answers to it.
// Two sides from one list rather than the client reading strictly: a real backend may leave a
// nullable column out, and D3 says a page keeps working then; our own server sends them all.
// This module imports no zod: the client, and so every page's first script, reads with it
// (issue 12).

/** A value read by its kind's rule, or a refusal, which fails the whole row. */
export type ReadResult<T> = { ok: true; value: T } | { ok: false };

/** A row read from the wire, or null when it has the wrong shape. */
export type RowReader<T> = (value: unknown) => T | null;

const refused = { ok: false } as const;
const accepted = <T>(value: T): ReadResult<T> => ({ ok: true, value });

const DIGITS = /^\d+$/;

// A JSON number counts as an integer when it is a safe one, as zod's `int()` (the wire side)
// has it.

/** Ids are JSON numbers in RuoYi-Vue; numeric strings (RuoYi-Vue-Plus style) are read too. */
function readId(value: unknown): ReadResult<number> {
  if (typeof value === "number") {
    return Number.isSafeInteger(value) && value >= 0 ? accepted(value) : refused;
  }
  return typeof value === "string" && DIGITS.test(value) ? accepted(Number(value)) : refused;
}

/** Dictionary values (dynamicType, personnelType, caseType) are char columns: "1" or 1. */
function readCode(value: unknown): ReadResult<number> {
  if (typeof value === "number") return Number.isSafeInteger(value) ? accepted(value) : refused;
  return typeof value === "string" && DIGITS.test(value) ? accepted(Number(value)) : refused;
}

/** Text that must be there. */
function readLabel(value: unknown): ReadResult<string> {
  return typeof value === "string" ? accepted(value) : refused;
}

/** Optional text or HTML: null or absent is "". */
function readText(value: unknown): ReadResult<string> {
  if (value === null || value === undefined) return accepted("");
  return typeof value === "string" ? accepted(value) : refused;
}

/** A media path as stored (`/profile/...`), trimmed: null, absent or blank is null. */
function readMedia(value: unknown): ReadResult<string | null> {
  if (value === null || value === undefined) return accepted(null);
  if (typeof value !== "string") return refused;
  const path = value.trim();
  return accepted(path === "" ? null : path);
}

/** A head count: a number or numeric string; null or absent is 0. */
function readCount(value: unknown): ReadResult<number> {
  return value === null || value === undefined ? accepted(0) : readId(value);
}

/** A year may be stored as text or as a number column; it is read as text. */
function readYear(value: unknown): ReadResult<string> {
  if (value === null || value === undefined) return accepted("");
  if (typeof value === "string") return accepted(value);
  return typeof value === "number" && Number.isSafeInteger(value)
    ? accepted(String(value))
    : refused;
}

/** How the client reads each kind of field (the wire side: `./schemas`). */
export const kindReaders = {
  /** A row id: a JSON number (RuoYi-Vue). */
  id: readId,
  /** A dictionary value (dynamicType, personnelType, caseType): a char column, "1". */
  code: readCode,
  /** Text or HTML that is always there (a menu label). */
  label: readLabel,
  /** Text or HTML; "" when empty. */
  text: readText,
  /** A day, yyyy-MM-dd (optionally followed by a time, as RuoYi's datetime columns are). The
   * client reads it as text and keeps the day itself (normalize.ts, toDay). */
  date: readText,
  /** A media path as stored (`/profile/...`), or null. */
  media: readMedia,
  /** A head count. */
  count: readCount,
  /** A year, as text. */
  year: readYear,
  /** JSON text of a list of {month, content} (`readMonthsJson`). Read as text: text that is
   * not such JSON shows no months (D3), the row still counts. */
  months: readText,
  /** A CSS colour, or null: read as a media path is. */
  color: readMedia,
} as const;

export type FieldKind = keyof typeof kindReaders;
type Fields = Readonly<Record<string, FieldKind>>;

/** The fields of each entity of spec 3 (spec 7.1 names which call answers which). */
export const entityFields = {
  /** A node of the treeselect menu tree; `children` is added below (it is recursive). */
  classify: {
    id: "id",
    label: "label",
    classifyPath: "text",
    classifyImg: "media",
    classifyImg2: "media",
  },
  /** An expert. `remark` holds the highlights, split on "。". */
  personnel: {
    personnelId: "id",
    personnelName: "text",
    personnelPosition: "text",
    personnelImg: "media",
    remark: "text",
    personnelType: "code",
  },
  /** A success case. caseTitle2 is HTML. */
  case: {
    caseId: "id",
    caseTitle: "text",
    caseTitle2: "text",
    caseContent: "text",
    caseHs: "text",
    caseImg: "media",
    caseType: "code",
  },
  /** A news item. dynamicTitle2 and dynamicContent are HTML. */
  dynamic: {
    dynamicId: "id",
    dynamicTitle: "text",
    dynamicTitle2: "text",
    dynamicContent: "text",
    dynamicImg: "media",
    dynamicDate: "date",
    dynamicName: "text",
    dynamicType: "code",
  },
  /** A client logo. */
  client: { clientId: "id", clientImg: "media" },
  /** Site name and ICP record for the footer. */
  config: { configName: "text", icpBa: "text" },
  /** The group profile. briefAbout is HTML, briefImgs comma separated. */
  brief: {
    briefAbout: "text",
    briefImgs: "text",
    briefYgNumber: "count",
    briefZyrcNumber: "count",
    briefFgsNumber: "count",
  },
  /** The chairman's message. chairmanContent is HTML. */
  chairman: {
    chairmanTitle: "text",
    chairmanStitle: "text",
    chairmanImg: "media",
    chairmanContent: "text",
    chairmanBrief: "text",
  },
  /** A timeline entry. mileageContent is JSON text (see readMonthsJson). */
  mileage: {
    mileageId: "id",
    mileageYear: "year",
    mileageTitle: "text",
    mileageImg: "media",
    mileageContent: "months",
  },
  /** A department contact on the partnership page. */
  contact: {
    contactId: "id",
    deptName: "text",
    contactUser: "text",
    contactPhone: "text",
    contactAddress: "text",
  },
  /** An office of the global layout; addressCode matches staffCode. */
  address: { addressId: "id", addressZname: "text", addressYname: "text", addressCode: "text" },
  /** A staff card of the global layout. staffPost is HTML. */
  staff: {
    staffId: "id",
    staffCode: "text",
    staffName: "text",
    staffCompany: "text",
    staffPhone: "text",
    staffAddress: "text",
    staffPost: "text",
    staffImg: "media",
    color: "color",
  },
  /** An item of the business-association cooperation overview. */
  cooperation: { cooperationId: "id", cooperationImg: "media", cooperationContent: "text" },
} as const satisfies Record<string, Fields>;

export type EntityName = keyof typeof entityFields;
export type EntityFields<E extends EntityName> = (typeof entityFields)[E];

/** What a field of this kind reads as. */
type ReadValue<K extends FieldKind> = Extract<
  ReturnType<(typeof kindReaders)[K]>,
  { ok: true }
>["value"];

/** An entity's row as the client reads it: every field of the list, by its kind. */
type ReadRow<E extends EntityName> = {
  -readonly [K in keyof EntityFields<E>]: ReadValue<EntityFields<E>[K] & FieldKind>;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An entity's row reader: an object whose every listed field reads by its kind. */
function fieldsReader<E extends EntityName>(entity: E): RowReader<ReadRow<E>> {
  const fields = Object.entries(entityFields[entity]) as [string, FieldKind][];
  return (value) => {
    if (!isRecord(value)) return null;
    const row: Record<string, unknown> = {};
    for (const [key, kind] of fields) {
      const read = kindReaders[kind](value[key]);
      if (!read.ok) return null;
      row[key] = read.value;
    }
    return row as ReadRow<E>;
  };
}

/** A list whose every item reads, or null. */
export function listReader<T>(readItem: RowReader<T>): RowReader<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return null;
    const items: T[] = [];
    for (const item of value) {
      const read = readItem(item);
      if (read === null) return null;
      items.push(read);
    }
    return items;
  };
}

/** Classify: a node of the treeselect menu tree. Leaves carry no `children` key. */
export type ClassifyRow = ReadRow<"classify"> & { children?: ClassifyRow[] | null | undefined };

const readClassifyFields = fieldsReader("classify");
const readClassifyList = listReader(readClassify);

/** `children`, when the key is there, is null or a list of nodes (read the same way). */
function readClassify(value: unknown): ClassifyRow | null {
  const row: ClassifyRow | null = readClassifyFields(value);
  if (row === null || !isRecord(value) || !("children" in value)) return row;
  const children = value.children;
  if (children === null || children === undefined) return { ...row, children };
  const nodes = readClassifyList(children);
  return nodes === null ? null : { ...row, children: nodes };
}

/** How the client reads each entity's row. */
export const rowReaders = {
  classify: readClassify,
  personnel: fieldsReader("personnel"),
  case: fieldsReader("case"),
  dynamic: fieldsReader("dynamic"),
  client: fieldsReader("client"),
  config: fieldsReader("config"),
  brief: fieldsReader("brief"),
  chairman: fieldsReader("chairman"),
  mileage: fieldsReader("mileage"),
  contact: fieldsReader("contact"),
  address: fieldsReader("address"),
  staff: fieldsReader("staff"),
  cooperation: fieldsReader("cooperation"),
} as const satisfies { [E in EntityName]: RowReader<ReadRow<E>> };

export type PersonnelRow = ReadRow<"personnel">;
export type CaseRow = ReadRow<"case">;
export type DynamicRow = ReadRow<"dynamic">;
export type ClientRow = ReadRow<"client">;
export type ConfigRow = ReadRow<"config">;
export type BriefRow = ReadRow<"brief">;
export type ChairmanRow = ReadRow<"chairman">;
export type MileageRow = ReadRow<"mileage">;
export type ContactRow = ReadRow<"contact">;
export type AddressRow = ReadRow<"address">;
export type StaffRow = ReadRow<"staff">;
export type CooperationRow = ReadRow<"cooperation">;

/** A month of a timeline entry, from its mileageContent. */
export interface MonthRow {
  month: string;
  content: string;
}

/** `month` is text or a JSON number (read as text); `content` is text. Other keys are dropped. */
function readMonth(value: unknown): MonthRow | null {
  if (!isRecord(value)) return null;
  const { month, content } = value;
  if (typeof content !== "string") return null;
  if (typeof month === "string") return { month, content };
  return typeof month === "number" && Number.isFinite(month)
    ? { month: String(month), content }
    : null;
}

const readMonthList = listReader(readMonth);

/** mileageContent: JSON text of a list of {month, content}, or null for anything else. */
export function readMonthsJson(text: string): MonthRow[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return readMonthList(value);
}

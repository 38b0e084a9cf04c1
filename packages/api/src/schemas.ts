import "@site/forms/zod-config";
// The entities of spec section 3: each entity's fields are listed once (`entityFields`), each
// with its kind, and two schemas are built from that list:
// - the wire schema (`wireSchemas`): what a server must send. Every field present, with its
//   type; null only where a value may be absent (media, a staff colour). The server's contract
//   test holds its answers to it, and the server's table types derive from the same list.
// - the read schema (`classifySchema`, `dynamicSchema`, ...): what the client accepts from any
//   RuoYi backend (D3). Unknown keys (createBy, language, ...) are ignored; `null` or a missing
//   key in a text field reads as "" and in a media field as null, so an older backend that
//   leaves a column out still renders; a value of another type (a number where text is
//   expected) makes the parse fail, so the call that carried it yields no data.
// Two schemas from one list rather than the client parsing strictly: a real backend may leave
// a nullable column out, and D3 says a page keeps working then; our own server sends them all.
import { z } from "zod";
import { entityFields, type EntityName, type FieldKind } from "./entities";

export { entityFields };
export type { EntityFields, EntityName, FieldKind } from "./entities";

const digits = z.string().regex(/^\d+$/);

/** Ids are JSON numbers in RuoYi-Vue; numeric strings (RuoYi-Vue-Plus style) are read too. */
export const idSchema = z.union([z.number().int().nonnegative(), digits.transform(Number)]);

/** Dictionary values (dynamicType, personnelType, caseType) are char columns: "1" or 1. */
export const typeCodeSchema = z.union([z.number().int(), digits.transform(Number)]);

/** Optional text or HTML: null or absent is "". */
export const textSchema = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

/** A media path as stored (`/profile/...`): null, absent or blank is null. */
export const mediaPathSchema = z
  .string()
  .nullish()
  .transform((value) => (value == null || value.trim() === "" ? null : value.trim()));

/** A head count: a number or numeric string; null or absent is 0. */
export const countSchema = z
  .union([z.number().int().nonnegative(), digits.transform(Number)])
  .nullish()
  .transform((value) => value ?? 0);

/** A year may be stored as text or as a number column; it is read as text. */
const yearSchema = z
  .union([z.string(), z.number().int()])
  .nullish()
  .transform((value) => (value == null ? "" : String(value)));

/** A staff card's accent colour: null, absent or blank is none, as for a media path. */
const colorSchema = mediaPathSchema;

/** The parsed mileageContent: a list of months. */
export const mileageMonthsSchema = z.array(
  z.object({
    month: z.union([z.string(), z.number().transform(String)]),
    content: z.string(),
  }),
);

function isMonthsJson(value: string): boolean {
  try {
    return mileageMonthsSchema.safeParse(JSON.parse(value)).success;
  } catch {
    return false;
  }
}

/** A present, non-blank text (a media path, a colour), or null: never "" nor a missing key. */
const wireTextOrNull = z
  .string()
  .refine((value) => value.trim() !== "")
  .nullable();

/** Each kind of field (`./entities`): its type on the wire (strict) and how the client reads it
 * (tolerant). */
const kinds = {
  /** A row id: a JSON number (RuoYi-Vue). */
  id: { wire: z.number().int().nonnegative(), read: idSchema },
  /** A dictionary value (dynamicType, personnelType, caseType): a char column, "1". */
  code: { wire: digits, read: typeCodeSchema },
  /** Text or HTML that is always there (a menu label). */
  label: { wire: z.string(), read: z.string() },
  /** Text or HTML; "" when empty. */
  text: { wire: z.string(), read: textSchema },
  /** A day, yyyy-MM-dd (optionally followed by a time, as RuoYi's datetime columns are). */
  date: { wire: z.string().regex(/^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}:\d{2})?$/), read: textSchema },
  /** A media path as stored (`/profile/...`), or null. */
  media: { wire: wireTextOrNull, read: mediaPathSchema },
  /** A head count. */
  count: { wire: z.number().int().nonnegative(), read: countSchema },
  /** A year, as text. */
  year: { wire: z.string(), read: yearSchema },
  /** JSON text of a list of {month, content}. */
  months: { wire: z.string().refine(isMonthsJson), read: textSchema },
  /** A CSS colour, or null. */
  color: { wire: wireTextOrNull, read: colorSchema },
} as const satisfies Record<FieldKind, { wire: z.ZodType; read: z.ZodType }>;

type Fields = Readonly<Record<string, FieldKind>>;
type Side = "wire" | "read";
type Shape<F extends Fields, S extends Side> = {
  -readonly [K in keyof F]: (typeof kinds)[F[K]][S];
};

function objectOf<F extends Fields, S extends Side>(fields: F, side: S) {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([key, kind]) => [key, kinds[kind][side]]),
  );
  return z.object(shape as Shape<F, S>);
}

const wire = <E extends EntityName>(entity: E) => objectOf(entityFields[entity], "wire");
const read = <E extends EntityName>(entity: E) => objectOf(entityFields[entity], "read");

interface WireClassify extends z.output<ReturnType<typeof wire<"classify">>> {
  children?: WireClassify[];
}

/** Wire classify: TreeSelect leaves carry no `children` key, never an empty list. */
const wireClassifySchema: z.ZodType<WireClassify> = wire("classify").extend({
  get children() {
    return z.array(wireClassifySchema).min(1).optional();
  },
});

/** What a server must send for each entity: every field, with its type. */
export const wireSchemas = {
  classify: wireClassifySchema,
  personnel: wire("personnel"),
  case: wire("case"),
  dynamic: wire("dynamic"),
  client: wire("client"),
  config: wire("config"),
  brief: wire("brief"),
  chairman: wire("chairman"),
  mileage: wire("mileage"),
  contact: wire("contact"),
  address: wire("address"),
  staff: wire("staff"),
  cooperation: wire("cooperation"),
} as const;

export type WireRow<E extends EntityName> = z.output<(typeof wireSchemas)[E]>;

/** Classify: a node of the treeselect menu tree. Leaves carry no `children` key. */
export const classifySchema = read("classify").extend({
  get children() {
    return z.array(classifySchema).nullish();
  },
});
export const personnelSchema = read("personnel");
export const caseSchema = read("case");
export const dynamicSchema = read("dynamic");
export const clientSchema = read("client");
export const configSchema = read("config");
export const briefSchema = read("brief");
export const chairmanSchema = read("chairman");
export const mileageSchema = read("mileage");
export const contactSchema = read("contact");
export const addressSchema = read("address");
export const staffSchema = read("staff");
export const cooperationSchema = read("cooperation");

export type ClassifyRow = z.output<typeof classifySchema>;
export type PersonnelRow = z.output<typeof personnelSchema>;
export type CaseRow = z.output<typeof caseSchema>;
export type DynamicRow = z.output<typeof dynamicSchema>;
export type ClientRow = z.output<typeof clientSchema>;
export type ConfigRow = z.output<typeof configSchema>;
export type BriefRow = z.output<typeof briefSchema>;
export type ChairmanRow = z.output<typeof chairmanSchema>;
export type MileageRow = z.output<typeof mileageSchema>;
export type ContactRow = z.output<typeof contactSchema>;
export type AddressRow = z.output<typeof addressSchema>;
export type StaffRow = z.output<typeof staffSchema>;
export type CooperationRow = z.output<typeof cooperationSchema>;

export type ClassifyRowInput = z.input<typeof classifySchema>;
export type PersonnelRowInput = z.input<typeof personnelSchema>;
export type CaseRowInput = z.input<typeof caseSchema>;
export type DynamicRowInput = z.input<typeof dynamicSchema>;
export type ClientRowInput = z.input<typeof clientSchema>;
export type ConfigRowInput = z.input<typeof configSchema>;
export type BriefRowInput = z.input<typeof briefSchema>;
export type ChairmanRowInput = z.input<typeof chairmanSchema>;
export type MileageRowInput = z.input<typeof mileageSchema>;
export type ContactRowInput = z.input<typeof contactSchema>;
export type AddressRowInput = z.input<typeof addressSchema>;
export type StaffRowInput = z.input<typeof staffSchema>;
export type CooperationRowInput = z.input<typeof cooperationSchema>;

import "@site/forms/zod-config";
// Wire schemas of the entities of spec section 3, as the RuoYi backend sends them.
// Unknown keys (createBy, createTime, updateBy, params, language, ...) are ignored (stripped).
// `null` or a missing key in an optional text field reads as "" and in a media field as null;
// a value of another type (a number where text is expected) makes the parse fail, so the
// call that carried it yields no data (D3).
import { z } from "zod";

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

/** Classify: a node of the treeselect menu tree. Leaves carry no `children` key. */
export const classifySchema = z.object({
  id: idSchema,
  label: z.string(),
  classifyPath: textSchema,
  classifyImg: mediaPathSchema,
  classifyImg2: mediaPathSchema,
  get children() {
    return z.array(classifySchema).nullish();
  },
});

/** Personnel: an expert. `remark` holds the highlights, split on "。". */
export const personnelSchema = z.object({
  personnelId: idSchema,
  personnelName: textSchema,
  personnelPosition: textSchema,
  personnelImg: mediaPathSchema,
  remark: textSchema,
  personnelType: typeCodeSchema,
});

/** Case: a success case. caseTitle2 is HTML. */
export const caseSchema = z.object({
  caseId: idSchema,
  caseTitle: textSchema,
  caseTitle2: textSchema,
  caseContent: textSchema,
  caseHs: textSchema,
  caseImg: mediaPathSchema,
  caseType: typeCodeSchema,
});

/** Dynamic: a news item. dynamicTitle2 and dynamicContent are HTML. */
export const dynamicSchema = z.object({
  dynamicId: idSchema,
  dynamicTitle: textSchema,
  dynamicTitle2: textSchema,
  dynamicContent: textSchema,
  dynamicImg: mediaPathSchema,
  dynamicDate: textSchema,
  dynamicName: textSchema,
  dynamicType: typeCodeSchema,
});

/** Client: a client logo. */
export const clientSchema = z.object({
  clientId: idSchema,
  clientImg: mediaPathSchema,
});

/** Config: site name and ICP record for the footer. */
export const configSchema = z.object({
  configName: textSchema,
  icpBa: textSchema,
});

/** Brief: the group profile. briefAbout is HTML, briefImgs comma separated. */
export const briefSchema = z.object({
  briefAbout: textSchema,
  briefImgs: textSchema,
  briefYgNumber: countSchema,
  briefZyrcNumber: countSchema,
  briefFgsNumber: countSchema,
});

/** Chairman: the chairman's message. chairmanContent is HTML. */
export const chairmanSchema = z.object({
  chairmanTitle: textSchema,
  chairmanStitle: textSchema,
  chairmanImg: mediaPathSchema,
  chairmanContent: textSchema,
  chairmanBrief: textSchema,
});

/** Mileage: a timeline entry. mileageContent is JSON text (see mileageMonthsSchema). */
export const mileageSchema = z.object({
  mileageId: idSchema,
  mileageYear: yearSchema,
  mileageTitle: textSchema,
  mileageImg: mediaPathSchema,
  mileageContent: textSchema,
});

/** The parsed mileageContent: a list of months. */
export const mileageMonthsSchema = z.array(
  z.object({
    month: z.union([z.string(), z.number().transform(String)]),
    content: z.string(),
  }),
);

/** Contact: a department contact on the partnership page. */
export const contactSchema = z.object({
  contactId: idSchema,
  deptName: textSchema,
  contactUser: textSchema,
  contactPhone: textSchema,
  contactAddress: textSchema,
});

/** Address: an office of the global layout; addressCode matches staffCode. */
export const addressSchema = z.object({
  addressId: idSchema,
  addressZname: textSchema,
  addressYname: textSchema,
  addressCode: textSchema,
});

/** Staff: a staff card of the global layout. staffPost is HTML. */
export const staffSchema = z.object({
  staffId: idSchema,
  staffCode: textSchema,
  staffName: textSchema,
  staffCompany: textSchema,
  staffPhone: textSchema,
  staffAddress: textSchema,
  staffPost: textSchema,
  staffImg: mediaPathSchema,
  color: z
    .string()
    .nullish()
    .transform((value) => (value == null || value.trim() === "" ? null : value.trim())),
});

/** Cooperation: an item of the business-association cooperation overview. */
export const cooperationSchema = z.object({
  cooperationId: idSchema,
  cooperationImg: mediaPathSchema,
  cooperationContent: textSchema,
});

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

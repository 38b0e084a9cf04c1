// What each content file holds (content/README.md, "Files"), and how it becomes table rows.
import type { Lang } from "@site/forms/lang";
import type { EntityFields, EntityName } from "@site/api/schemas";
import { HOME_EXPERT_TYPE, NewsType, serviceGroupType } from "@site/api/type-codes";
import { z } from "zod";
import type { LanguageCode } from "@site/api/language";
import type { ContentTableName, Database } from "../db/schema";
import {
  contentId,
  count,
  isoDate,
  mediaPath,
  optionalText,
  requiredText,
  text,
  typeCode,
} from "./fields";
import { siteLink } from "./links";

// spec 3
const DYNAMIC_TYPES = Object.values(NewsType);
const CASE_TYPES = Object.values(serviceGroupType);
const PERSONNEL_TYPES = [HOME_EXPERT_TYPE, ...CASE_TYPES];

/** The menu tree of spec 2.3: top level plus up to two child levels. */
export const MENU_MAX_DEPTH = 3;

export interface MenuNode {
  id: number;
  label: string;
  classifyPath: string;
  classifyImg: string | null;
  classifyImg2: string | null;
  children?: MenuNode[] | undefined;
}

const menuNode: z.ZodType<MenuNode, unknown> = z.strictObject({
  id: contentId,
  label: requiredText,
  classifyPath: siteLink,
  classifyImg: mediaPath,
  classifyImg2: mediaPath,
  get children() {
    return z
      .array(menuNode)
      .nullish()
      .transform((value) => value ?? undefined);
  },
});

export const contentSchemas = {
  menu: z.array(menuNode),
  config: z.strictObject({ configName: requiredText, icpBa: optionalText }),
  news: z.array(
    z.strictObject({
      dynamicId: contentId,
      dynamicType: typeCode(DYNAMIC_TYPES),
      dynamicTitle: requiredText,
      dynamicTitle2: optionalText,
      dynamicContent: optionalText,
      dynamicImg: mediaPath,
      dynamicDate: isoDate,
      dynamicName: optionalText,
    }),
  ),
  experts: z.array(
    z.strictObject({
      personnelId: contentId,
      personnelType: typeCode(PERSONNEL_TYPES),
      personnelName: requiredText,
      personnelPosition: optionalText,
      personnelImg: mediaPath,
      remark: optionalText,
    }),
  ),
  cases: z.array(
    z.strictObject({
      caseId: contentId,
      caseType: typeCode(CASE_TYPES),
      caseTitle: requiredText,
      caseTitle2: optionalText,
      caseContent: optionalText,
      caseHs: optionalText,
      caseImg: mediaPath,
    }),
  ),
  contacts: z.array(
    z.strictObject({
      contactId: contentId,
      deptName: requiredText,
      contactUser: optionalText,
      contactPhone: optionalText,
      contactAddress: optionalText,
    }),
  ),
  profile: z.strictObject({
    briefAbout: optionalText,
    briefImgs: z
      .array(mediaPath)
      .nullish()
      .transform((paths) => (paths ?? []).filter((path): path is string => path !== null)),
    briefYgNumber: count,
    briefZyrcNumber: count,
    briefFgsNumber: count,
  }),
  chairman: z.strictObject({
    chairmanTitle: requiredText,
    chairmanStitle: optionalText,
    chairmanImg: mediaPath,
    chairmanContent: optionalText,
    // spec 3: the footer line is two parts split by a middle dot.
    chairmanBrief: text.refine((value) => value.includes("·"), {
      error: "must hold two parts joined by a middle dot ·",
    }),
  }),
  milestones: z.array(
    z.strictObject({
      mileageId: contentId,
      mileageYear: requiredText,
      mileageTitle: requiredText,
      mileageImg: mediaPath,
      mileageContent: z
        .array(z.strictObject({ month: requiredText, content: requiredText }))
        .nullish()
        .transform((months) => months ?? []),
    }),
  ),
  offices: z.array(
    z.strictObject({
      addressId: contentId,
      addressZname: requiredText,
      addressYname: optionalText,
      addressCode: requiredText,
    }),
  ),
  staff: z.array(
    z.strictObject({
      staffId: contentId,
      staffCode: requiredText,
      staffName: requiredText,
      staffCompany: optionalText,
      staffPhone: optionalText,
      staffAddress: optionalText,
      staffPost: optionalText,
      staffImg: mediaPath,
      color: z
        .string({ error: "must be a CSS colour" })
        .nullish()
        .transform((value) => (value == null || value.trim() === "" ? null : value.trim())),
    }),
  ),
  cooperation: z.array(
    z.strictObject({
      cooperationId: contentId,
      cooperationImg: mediaPath,
      cooperationContent: optionalText,
    }),
  ),
  clients: z.array(z.strictObject({ clientId: contentId, clientImg: mediaPath })),
};

export type ContentFileName = keyof typeof contentSchemas;
export type ContentFileData<Name extends ContentFileName> = z.output<(typeof contentSchemas)[Name]>;

/** Files under `zh/` and `en/`; `clients.yaml` sits beside them, with no language. */
export const LANGUAGE_FILES = [
  "menu",
  "config",
  "news",
  "experts",
  "cases",
  "contacts",
  "profile",
  "chairman",
  "milestones",
  "offices",
  "staff",
  "cooperation",
] as const satisfies readonly ContentFileName[];

export const LANGUAGE_FOLDERS: ReadonlyArray<{ folder: Lang; language: LanguageCode }> = [
  { folder: "zh", language: 0 },
  { folder: "en", language: 1 },
];

/** content/README.md: Chinese rows use ids 1–999, English rows 1001–1999. */
export function idRange(language: LanguageCode): { min: number; max: number } {
  return language === 0 ? { min: 1, max: 999 } : { min: 1001, max: 1999 };
}

/** One object per language is stored under a fixed id of that language's range. */
export function singletonId(language: LanguageCode): number {
  return idRange(language).min;
}

/** A content table and the name of its id column. */
export type FileTable = {
  [Table in ContentTableName]: { table: Table; idKey: keyof Database[Table] & string };
}[ContentTableName];

/** The table each file loads into, the name of its id column, and the entity its rows are. */
export const fileTables = {
  menu: { table: "classify", idKey: "id", entity: "classify" },
  config: { table: "config", idKey: "configId", entity: "config" },
  news: { table: "dynamic", idKey: "dynamicId", entity: "dynamic" },
  experts: { table: "personnel", idKey: "personnelId", entity: "personnel" },
  cases: { table: "caseStudy", idKey: "caseId", entity: "case" },
  contacts: { table: "contact", idKey: "contactId", entity: "contact" },
  profile: { table: "brief", idKey: "briefId", entity: "brief" },
  chairman: { table: "chairman", idKey: "chairmanId", entity: "chairman" },
  milestones: { table: "mileage", idKey: "mileageId", entity: "mileage" },
  offices: { table: "address", idKey: "addressId", entity: "address" },
  staff: { table: "staff", idKey: "staffId", entity: "staff" },
  cooperation: { table: "cooperation", idKey: "cooperationId", entity: "cooperation" },
  clients: { table: "client", idKey: "clientId", entity: "client" },
} as const satisfies { readonly [Name in ContentFileName]: FileTable & { entity: EntityName } };

type RowOf<Name extends ContentFileName> =
  ContentFileData<Name> extends readonly (infer Row)[] ? Row : ContentFileData<Name>;
type FieldsOf<Name extends ContentFileName> = Exclude<keyof RowOf<Name>, "children">;
type WireFieldsOf<Name extends ContentFileName> = keyof EntityFields<
  (typeof fileTables)[Name]["entity"]
>;
/** The fields a file has and its entity has not, or the other way round. */
type Mismatch<Name extends ContentFileName> =
  Exclude<FieldsOf<Name>, WireFieldsOf<Name>> | Exclude<WireFieldsOf<Name>, FieldsOf<Name>>;

/**
 * Compile time: each file names exactly its entity's wire fields, so a field renamed in the
 * content files (and so in the columns) but not in `@site/api` fails the typecheck.
 * @public (read by the compiler only)
 */
export const filesMatchEntities: {
  readonly [Name in ContentFileName]: [Mismatch<Name>] extends [never] ? true : Mismatch<Name>;
} = {
  menu: true,
  config: true,
  news: true,
  experts: true,
  cases: true,
  contacts: true,
  profile: true,
  chairman: true,
  milestones: true,
  offices: true,
  staff: true,
  cooperation: true,
  clients: true,
};

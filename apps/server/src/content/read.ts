// Reads and checks the content folder (content/README.md). Every problem is collected and
// named by file, row and field before anything touches the database.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse, YAMLError } from "yaml";
import type { z } from "zod";
import type { LanguageCode } from "@site/api/language";
import type { ContentTableName } from "../db/schema";
import {
  contentSchemas,
  fileTables,
  idRange,
  LANGUAGE_FILES,
  LANGUAGE_FOLDERS,
  MENU_MAX_DEPTH,
  singletonId,
  type ContentFileName,
  type MenuNode,
} from "./files";

export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The content is not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ContentError";
  }
}

/** Columns of a file's table, checked by its content schema at run time. */
export type ContentValues = { sortOrder: number } & Record<string, unknown>;

/** A table row as loaded, and where in the content it came from (for messages). */
export interface SourcedRow {
  values: ContentValues;
  source: string;
}

export type ContentSet = { [Table in ContentTableName]: SourcedRow[] };

export interface ContentFileSpec {
  name: ContentFileName;
  /** Path relative to the content folder, e.g. `zh/news.yaml`. */
  path: string;
  language: LanguageCode | null;
}

export function contentFileSpecs(): ContentFileSpec[] {
  const specs: ContentFileSpec[] = [];
  for (const { folder, language } of LANGUAGE_FOLDERS) {
    for (const name of LANGUAGE_FILES)
      specs.push({ name, path: `${folder}/${name}.yaml`, language });
  }
  specs.push({ name: "clients", path: "clients.yaml", language: null });
  return specs;
}

type Path = ReadonlyArray<PropertyKey>;

function idOf(value: unknown, idKey: string): unknown {
  return typeof value === "object" && value !== null
    ? (value as Record<string, unknown>)[idKey]
    : undefined;
}

/** "row 3 (dynamicId 12): dynamicType" or "row 2 › child 1 (id 21): label". */
function locate(raw: unknown, path: Path, idKey: string): string {
  const rows: string[] = [];
  const fields: string[] = [];
  let node: unknown = raw;
  for (const key of path) {
    const next =
      typeof node === "object" && node !== null
        ? (node as Record<PropertyKey, unknown>)[key]
        : undefined;
    if (typeof key === "number" && fields.length === 0) {
      const id = idOf(next, idKey);
      rows.push(
        `${rows.length === 0 ? "row" : "child"} ${key + 1}${id === undefined ? "" : ` (${idKey} ${String(id)})`}`,
      );
    } else if (!(key === "children" && fields.length === 0)) {
      fields.push(typeof key === "number" ? `[${key + 1}]` : String(key));
    }
    node = next;
  }
  const where = rows.join(" › ");
  const field = fields.join(".").replace(/\.\[/g, "[");
  return [where, field].filter(Boolean).join(": ");
}

function issuesOf(error: z.ZodError, raw: unknown, idKey: string): string[] {
  return error.issues.map((issue) => {
    const where = locate(raw, issue.path, idKey);
    const message =
      issue.code === "unrecognized_keys"
        ? `unknown field ${issue.keys.join(", ")} (check the spelling)`
        : issue.message;
    return where ? `${where}: ${message}` : message;
  });
}

function flattenMenu(
  nodes: readonly MenuNode[],
  language: LanguageCode,
  file: string,
  problems: string[],
): SourcedRow[] {
  const rows: SourcedRow[] = [];
  const walk = (
    level: readonly MenuNode[],
    parentId: number | null,
    depth: number,
    prefix: string,
  ) => {
    level.forEach((node, index) => {
      const where = `${prefix}${depth === 1 ? "row" : " › child"} ${index + 1} (id ${node.id})`;
      if (depth > MENU_MAX_DEPTH) {
        problems.push(`${file} ${where}: the menu has at most ${MENU_MAX_DEPTH} levels`);
        return;
      }
      const { children, ...fields } = node;
      rows.push({
        values: { ...fields, parentId, language, sortOrder: index },
        source: `${file} ${where}`,
      });
      if (children) walk(children, node.id, depth + 1, where);
    });
  };
  walk(nodes, null, 1, "");
  return rows;
}

function toRows(spec: ContentFileSpec, data: unknown, problems: string[]): SourcedRow[] {
  const { name, path, language } = spec;
  const { idKey } = fileTables[name];
  if (name === "menu") return flattenMenu(data as MenuNode[], language ?? 0, path, problems);
  const withLanguage = (values: ContentValues): ContentValues =>
    language === null ? values : { ...values, language };
  if (!Array.isArray(data)) {
    // config, profile, chairman: one object per language.
    const values = { ...(data as Record<string, unknown>) };
    if (name === "profile") values.briefImgs = (values.briefImgs as string[]).join(",");
    return [
      {
        values: withLanguage({ [idKey]: singletonId(language ?? 0), ...values, sortOrder: 0 }),
        source: path,
      },
    ];
  }
  return data.map((row: Record<string, unknown>, index) => {
    const values = { ...row };
    // spec 3: mileageContent is served as JSON text.
    if (name === "milestones") values.mileageContent = JSON.stringify(values.mileageContent);
    return {
      values: withLanguage({ ...values, sortOrder: index }),
      source: `${path} row ${index + 1} (${idKey} ${String(row[idKey])})`,
    };
  });
}

function checkIds(spec: ContentFileSpec, rows: readonly SourcedRow[], problems: string[]): void {
  const { idKey } = fileTables[spec.name];
  const seen = new Set<number>();
  for (const { values, source } of rows) {
    const id = values[idKey] as number;
    if (seen.has(id)) problems.push(`${source}: ${idKey} ${id} is used twice`);
    seen.add(id);
    if (spec.language !== null) {
      const { min, max } = idRange(spec.language);
      if (id < min || id > max) {
        problems.push(`${source}: ${idKey} must be between ${min} and ${max} in ${spec.path}`);
      }
    }
  }
}

/** Reads one file; throws ContentError naming the file, row and field of each problem. */
export async function readContentFile(dir: string, spec: ContentFileSpec): Promise<SourcedRow[]> {
  let source: string;
  try {
    source = await readFile(join(dir, spec.path), "utf8");
  } catch {
    const single = spec.name === "config" || spec.name === "profile" || spec.name === "chairman";
    throw new ContentError([
      `${spec.path}: file missing${single ? "" : " (write [] for a list with no rows)"}`,
    ]);
  }
  let raw: unknown;
  try {
    raw = parse(source, { prettyErrors: true });
  } catch (error) {
    const detail = error instanceof YAMLError ? error.message : String(error);
    throw new ContentError([`${spec.path}: not valid YAML: ${detail}`]);
  }
  const parsed = contentSchemas[spec.name].safeParse(raw ?? null);
  if (!parsed.success) {
    throw new ContentError(
      issuesOf(parsed.error, raw, fileTables[spec.name].idKey).map(
        (issue) => `${spec.path} ${issue}`,
      ),
    );
  }
  const problems: string[] = [];
  const rows = toRows(spec, parsed.data, problems);
  checkIds(spec, rows, problems);
  if (problems.length > 0) throw new ContentError(problems);
  return rows;
}

/** Reads every content file: all of them must exist and be valid, or nothing is returned. */
export async function readContentDir(dir: string): Promise<ContentSet> {
  if (!existsSync(dir)) throw new ContentError([`content folder ${dir} not found`]);
  const set = Object.fromEntries(
    Object.values(fileTables).map(({ table }) => [table, [] as SourcedRow[]]),
  ) as ContentSet;
  const problems: string[] = [];
  for (const spec of contentFileSpecs()) {
    try {
      set[fileTables[spec.name].table].push(...(await readContentFile(dir, spec)));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return set;
}

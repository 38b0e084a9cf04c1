// Query parameters read the way RuoYi reads them (backend-contract.md section 2): leniently,
// except paging, which follows D9's amended rule.
import { ClientError } from "./errors";

export type Query = Record<string, unknown>;

/** The first value of a parameter (a repeated parameter counts once), or undefined. */
export function param(query: Query, name: string): string | undefined {
  const value = query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : undefined;
}

export type Paging = { kind: "all" } | { kind: "page"; limit: number; offset: number };

export const PAGE_SIZE_MAX = 100;
export const PAGE_NUM_MAX = 100_000;

/** A positive whole number up to `max`, or null; absent is undefined. */
function pagingNumber(query: Query, name: string, max: number): number | undefined {
  const value = param(query, name);
  if (value === undefined) return undefined;
  const number = /^\d{1,7}$/.test(value) ? Number(value) : 0;
  if (number < 1 || number > max) throw new ClientError(400, "badPaging");
  return number;
}

/**
 * D9: no pageSize is every row; a page past the end is empty (no clamping to the last page).
 * A pageSize above 100 or a pageNum above 100000, or either not a positive whole number, is a
 * 400 (thrown as a ClientError).
 */
export function readPaging(query: Query): Paging {
  const pageSize = pagingNumber(query, "pageSize", PAGE_SIZE_MAX);
  const pageNum = pagingNumber(query, "pageNum", PAGE_NUM_MAX) ?? 1;
  if (pageSize === undefined) return { kind: "all" };
  return { kind: "page", limit: pageSize, offset: (pageNum - 1) * pageSize };
}

export type CodeFilter = { kind: "any" } | { kind: "equals"; value: number } | { kind: "none" };

/**
 * A dictionary filter (language, dynamicType, ...). Absent or empty: no filter (RuoYi drops
 * empty parameters). A value that is not a code matches no row, as a string column would.
 */
export function readCodeFilter(query: Query, name: string): CodeFilter {
  const value = param(query, name);
  if (value === undefined || value.trim() === "") return { kind: "any" };
  return /^\s*\d{1,9}\s*$/.test(value)
    ? { kind: "equals", value: Number(value) }
    : { kind: "none" };
}

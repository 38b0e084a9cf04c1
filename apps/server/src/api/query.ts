// Query parameters read the way RuoYi reads them (backend-contract.md section 2): leniently,
// with D9's differences for paging.

export type Query = Record<string, unknown>;

/** The first value of a parameter (a repeated parameter counts once), or undefined. */
export function param(query: Query, name: string): string | undefined {
  const value = query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : undefined;
}

/** Convert.toInt: a whole number, or undefined for anything else (which means the default). */
export function lenientInt(value: string | undefined): number | undefined {
  if (value === undefined || !/^\s*[+-]?\d{1,15}\s*$/.test(value)) return undefined;
  return Number.parseInt(value, 10);
}

export type Paging = { kind: "all" } | { kind: "page"; limit: number; offset: number };

/**
 * D9: no pageSize (or one that is not a number) is every row; a page past the end is empty
 * (no clamping to the last page). pageSize 0 or less is no rows with the true total, and a
 * pageNum of 0 or less is page 1, as PageHelper does.
 */
export function readPaging(query: Query): Paging {
  const pageSize = lenientInt(param(query, "pageSize"));
  if (pageSize === undefined) return { kind: "all" };
  const pageNum = Math.max(1, lenientInt(param(query, "pageNum")) ?? 1);
  const limit = Math.max(0, pageSize);
  return { kind: "page", limit, offset: limit === 0 ? 0 : (pageNum - 1) * limit };
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

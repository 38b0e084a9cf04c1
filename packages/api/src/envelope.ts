// Reading RuoYi bodies (D3): lists are {code, msg, total, rows}, single results {code, msg, data}.
// A body counts only when its code is 200; anything unexpected reads as "no data", never throws.
import type { RowReader } from "./entities";
import type { Page } from "./models";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isSuccess(body: unknown): body is Record<string, unknown> {
  return isRecord(body) && body.code === 200;
}

/** D3: an answer counts when its status is 2xx and its body's `code` is 200. */
export function answerSucceeded(status: number, text: string): boolean {
  if (status < 200 || status > 299) return false;
  try {
    return isSuccess(JSON.parse(text));
  } catch {
    return false;
  }
}

function readTotal(total: unknown, rowCount: number): number | null {
  if (total === undefined || total === null) return rowCount;
  if (typeof total === "number" && Number.isInteger(total) && total >= 0) return total;
  if (typeof total === "string" && /^\d+$/.test(total)) return Number(total);
  return null;
}

/** `rows`, each read with the entity's reader, and `total` (missing → rows.length), or null. */
export function readPage<T>(body: unknown, readRow: RowReader<T>): Page<T> | null {
  if (!isSuccess(body) || !Array.isArray(body.rows)) return null;
  const rows: T[] = [];
  for (const row of body.rows) {
    const read = readRow(row);
    if (read === null) return null;
    rows.push(read);
  }
  const total = readTotal(body.total, rows.length);
  return total === null ? null : { rows, total };
}

/** The first row of a list that holds one record (config, brief), or null. */
export function readFirstRow<T>(body: unknown, readRow: RowReader<T>): T | null {
  return readPage(body, readRow)?.rows[0] ?? null;
}

export type Payload = { kind: "data"; value: unknown } | { kind: "absent" } | { kind: "failed" };

/**
 * D3: a single result's payload, at `data` or at `data.data` (an AjaxResult wrapped in
 * another one). A success without data (RuoYi omits the key for null) is "absent".
 */
export function readPayload(body: unknown): Payload {
  if (!isSuccess(body)) return { kind: "failed" };
  let value = body.data;
  if (isRecord(value) && "data" in value) {
    if ("code" in value && value.code !== 200) return { kind: "failed" };
    value = value.data;
  }
  return value === undefined || value === null ? { kind: "absent" } : { kind: "data", value };
}

/** A single result read with its reader, or null (absent payloads included). */
export function readSingle<T>(body: unknown, read: RowReader<T>): T | null {
  const payload = readPayload(body);
  return payload.kind === "data" ? read(payload.value) : null;
}

function toFlag(value: unknown): boolean | null {
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  return null;
}

/** getIpFlag: a bare true/false/0/1, or a RuoYi body whose `data` holds one. */
export function readIpFlag(body: unknown): boolean | null {
  if (isRecord(body)) return body.code === 200 ? toFlag(body.data) : null;
  return toFlag(body);
}

/** A write succeeded when the body says code 200. */
export function isWriteSuccess(body: unknown): boolean {
  return isSuccess(body);
}

/** The upload's stored name: top-level `fileName` (RuoYi style) or `data.fileName`. */
export function readUploadedFileName(body: unknown): string | null {
  if (!isSuccess(body)) return null;
  if (typeof body.fileName === "string" && body.fileName !== "") return body.fileName;
  const data = body.data;
  if (isRecord(data) && typeof data.fileName === "string" && data.fileName !== "") {
    return data.fileName;
  }
  return null;
}

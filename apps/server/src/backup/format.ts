// The backup file (issue 25, item 4), the same from either engine: gzip'd JSON Lines. A header,
// one line per row, one line per upload's image file, and an end line with the counts, without
// which (a file cut short) a restore refuses it.
import { z } from "zod";
import type { BackupTable, NeutralRow } from "../stores/backup";
import type { Engine } from "../db/dialect";

export const BACKUP_FORMAT = "site-backup";
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  engine: Engine;
}

export type RowCounts = Record<BackupTable, number>;

export interface BackupEnd {
  end: { rows: RowCounts; files: number };
}

export type BackupLine =
  | BackupHeader
  | { table: BackupTable; row: NeutralRow }
  | { file: string; data: string }
  | BackupEnd;

const id = z.int().positive();
const count = z.int().nonnegative();
const time = z.iso.datetime();
const text = z.string();

/** A name inside `<data>/uploads/`: never a path. */
const storedName = z.string().regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,200}$/);

const ROWS = {
  consultation: z.strictObject({ id, name: text, tel: text, content: text, created_at: time }),
  complaint: z.strictObject({
    id,
    customer_name: text,
    customer_phone: text,
    customer_company: text,
    customer_gwname: text,
    customer_type: z.int(),
    customer_type_content: text,
    remark: text,
    customer_imgs: text,
    customer_solve: z.int(),
    customer_solve_content: text,
    created_at: time,
  }),
  visit: z.strictObject({ id, user_type: text, created_at: time }),
  upload: z.strictObject({
    id,
    file_name: text,
    stored_name: storedName,
    original_filename: text,
    content_type: text,
    size_bytes: count,
    created_at: time,
    claimed_at: time.nullable(),
  }),
  webhook_outbox: z.strictObject({
    id,
    kind: z.enum(["consultation", "complaint"]),
    record_id: id,
    payload: text,
    attempts: count,
    next_attempt_at: time,
    delivered_at: time.nullable(),
    last_error: text.nullable(),
    created_at: time,
    dead_at: time.nullable(),
    rejections: count,
  }),
  content_version: z.strictObject({ id, version: count }),
} satisfies Record<BackupTable, z.ZodType>;

export const headerLine = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: time,
  engine: z.enum(["sqlite", "postgres"]),
});

const rowLine = z.union(
  Object.entries(ROWS).map(([table, row]) =>
    z.strictObject({ table: z.literal(table as BackupTable), row }),
  ),
);

const fileLine = z.strictObject({ file: storedName, data: z.base64() });

const endLine = z.strictObject({
  end: z.strictObject({
    rows: z.strictObject(
      Object.fromEntries(Object.keys(ROWS).map((table) => [table, count])) as Record<
        BackupTable,
        typeof count
      >,
    ),
    files: count,
  }),
});

/** Any line after the header. */
export const bodyLine = z.union([rowLine, fileLine, endLine]);

/** For a command's report: `consultation 3, complaint 1, …, 2 image files`. */
export function describeCounts(rows: RowCounts, files: number): string {
  const tables = Object.entries(rows).map(([table, count]) => `${table} ${count}`);
  return `${tables.join(", ")} rows, ${files} image files`;
}

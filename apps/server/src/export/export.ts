// What operators read (D4: never through the public API): consultations, complaints and
// visits, oldest first, optionally since a day.
import { complaintSolveOptions, complaintTypeOptions } from "@site/forms/complaint";
import type { SiteDb } from "../db/database";
import { listComplaints, listConsultations, listVisits } from "../stores/submissions";
import { listDeadDeliveries } from "../stores/webhook-outbox";
import { toCsv } from "./csv";

export const EXPORT_KINDS = ["consultations", "complaints", "visits", "dead-webhooks"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export type ExportFormat = "csv" | "json";

const COLUMNS: { readonly [Kind in ExportKind]: readonly string[] } = {
  consultations: ["id", "createdAt", "name", "tel", "content"],
  complaints: [
    "id",
    "createdAt",
    "customerName",
    "customerPhone",
    "customerCompany",
    "customerGwname",
    "customerType",
    "customerTypeLabel",
    "customerTypeContent",
    "remark",
    "customerImgs",
    "customerSolve",
    "customerSolveLabel",
    "customerSolveContent",
  ],
  visits: ["id", "createdAt", "userType"],
  // Issue 14, item 7: outbox rows the receiver kept refusing, never tried again.
  "dead-webhooks": ["id", "createdAt", "kind", "recordId", "attempts", "lastError", "deadAt"],
};

const READS: {
  readonly [Kind in ExportKind]: (
    db: SiteDb,
    since?: string,
  ) => Promise<Array<Record<string, unknown>>>;
} = {
  consultations: listConsultations,
  complaints: listComplaints,
  visits: listVisits,
  "dead-webhooks": listDeadDeliveries,
};

function label(options: ReadonlyArray<{ value: number; label: { zh: string } }>, value: unknown) {
  return options.find((option) => option.value === value)?.label.zh ?? "";
}

/** `--since 2026-11-01`: from midnight of that day in the server's time zone. */
export function parseSince(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
  if (!date || Number.isNaN(date.getTime()) || date.getDate() !== Number(match?.[3])) {
    throw new Error(`--since must be a date written YYYY-MM-DD (got "${value}")`);
  }
  return date;
}

export async function exportRows(
  db: SiteDb,
  kind: ExportKind,
  { since }: { since?: Date } = {},
): Promise<Array<Record<string, unknown>>> {
  const rows = await READS[kind](db, since?.toISOString());
  if (kind !== "complaints") return rows;
  return rows.map((row) => ({
    ...row,
    customerTypeLabel: label(complaintTypeOptions, row.customerType),
    customerSolveLabel: label(complaintSolveOptions, row.customerSolve),
  }));
}

export function formatExport(
  kind: ExportKind,
  rows: ReadonlyArray<Record<string, unknown>>,
  format: ExportFormat,
): string {
  const columns = COLUMNS[kind];
  if (format === "csv") return toCsv(columns, rows);
  const ordered = rows.map((row) =>
    Object.fromEntries(columns.map((column) => [column, row[column]])),
  );
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

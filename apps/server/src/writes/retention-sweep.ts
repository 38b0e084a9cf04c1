// D5 and the privacy pages: consultations are kept one year from submission, complaints and
// their images three years; then they are deleted, with the webhook outbox rows that copy them.
import { unlink } from "node:fs/promises";
import { join } from "node:path";
import type { SiteDb } from "../db/database";
import type { OutboxKind } from "../db/schema";
import { uploadsDir } from "./upload-store";

const DAY_MS = 24 * 60 * 60 * 1000;

export const RETENTION_DAYS: Record<OutboxKind, number> = {
  consultation: 365,
  complaint: 3 * 365,
};

export interface RetentionSweep {
  consultations: number;
  complaints: number;
}

function cutoff(now: Date, kind: OutboxKind): string {
  return new Date(now.getTime() - RETENTION_DAYS[kind] * DAY_MS).toISOString();
}

export async function sweepExpiredRecords(
  db: SiteDb,
  dataDir: string,
  now: Date,
): Promise<RetentionSweep> {
  const { consultationIds, complaintIds, storedNames } = await db
    .transaction()
    .execute(async (trx) => {
      const consultations = await trx
        .selectFrom("consultation")
        .select("id")
        .where("createdAt", "<", cutoff(now, "consultation"))
        .execute();
      const complaints = await trx
        .selectFrom("complaint")
        .select(["id", "customerImgs"])
        .where("createdAt", "<", cutoff(now, "complaint"))
        .execute();
      const fileNames = complaints.flatMap((row) => row.customerImgs.split(",").filter(Boolean));
      const uploads =
        fileNames.length > 0
          ? await trx
              .selectFrom("upload")
              .select("storedName")
              .where("fileName", "in", fileNames)
              .execute()
          : [];
      const ids = {
        consultationIds: consultations.map((row) => row.id),
        complaintIds: complaints.map((row) => row.id),
      };
      for (const [kind, table, list] of [
        ["consultation", "consultation", ids.consultationIds],
        ["complaint", "complaint", ids.complaintIds],
      ] as const) {
        if (list.length === 0) continue;
        await trx
          .deleteFrom("webhookOutbox")
          .where("kind", "=", kind)
          .where("recordId", "in", list)
          .execute();
        await trx.deleteFrom(table).where("id", "in", list).execute();
      }
      if (fileNames.length > 0) {
        await trx.deleteFrom("upload").where("fileName", "in", fileNames).execute();
      }
      return { ...ids, storedNames: uploads.map((row) => row.storedName) };
    });
  // Files go after the commit; one left behind has no row, and the upload sweep clears it.
  for (const storedName of storedNames) {
    await unlink(join(uploadsDir(dataDir), storedName)).catch(() => undefined);
  }
  return { consultations: consultationIds.length, complaints: complaintIds.length };
}

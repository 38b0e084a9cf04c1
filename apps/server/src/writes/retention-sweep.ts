// D5 and the privacy pages: consultations are kept one year from submission, complaints and
// their images three years; then they are deleted, with the webhook outbox rows that copy them.
import type { SiteDb } from "../db/database";
import type { OutboxKind } from "../db/schema";
import { writeTransaction } from "../db/dialect";
import {
  complaintsBefore,
  consultationIdsBefore,
  deleteComplaints,
  deleteConsultations,
} from "../stores/submissions";
import { deleteUploads, storedNamesOf } from "../stores/uploads";
import { deleteDeliveriesOf } from "../stores/webhook-outbox";
import { uploadFilesAt, type UploadPlace } from "../uploads/upload-files";

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
  place: UploadPlace,
  now: Date,
): Promise<RetentionSweep> {
  const files = uploadFilesAt(place);
  // Reads, then deletes what it read: a deferred transaction would fail with
  // SQLITE_BUSY_SNAPSHOT if the content command committed in between.
  const { consultationIds, complaintIds, storedNames } = await writeTransaction(db, async (trx) => {
    const consultationIds = await consultationIdsBefore(trx, cutoff(now, "consultation"));
    const complaints = await complaintsBefore(trx, cutoff(now, "complaint"));
    const complaintIds = complaints.map((row) => row.id);
    const fileNames = complaints.flatMap((row) => row.customerImgs.split(",").filter(Boolean));
    const storedNames = fileNames.length > 0 ? await storedNamesOf(trx, fileNames) : [];
    if (consultationIds.length > 0) {
      await deleteDeliveriesOf(trx, "consultation", consultationIds);
      await deleteConsultations(trx, consultationIds);
    }
    if (complaintIds.length > 0) {
      await deleteDeliveriesOf(trx, "complaint", complaintIds);
      await deleteComplaints(trx, complaintIds);
    }
    if (fileNames.length > 0) await deleteUploads(trx, fileNames);
    return { consultationIds, complaintIds, storedNames };
  });
  // Files go after the commit; one left behind has no row, and the upload sweep clears it. A
  // failure (the bucket down) ends the sweep with an error for the schedule to log.
  try {
    for (const storedName of storedNames) await files.delete(storedName);
  } catch (error) {
    throw new Error(
      "retention sweep: the records were deleted, but not all their image files; the upload sweep removes the rest later",
      { cause: error },
    );
  }
  return { consultations: consultationIds.length, complaints: complaintIds.length };
}

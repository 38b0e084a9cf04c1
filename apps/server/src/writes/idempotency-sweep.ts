// D14: Idempotency-Keys are kept 24 hours. A lookup already ignores older ones; the hourly
// sweep deletes them.
import type { SiteDb } from "../db/database";
import type { UploadPlace } from "../uploads/upload-files";
import { deleteIdempotencyKeysBefore } from "../stores/idempotency-keys";
import { IDEMPOTENCY_KEY_TTL_MS } from "./idempotency";

export async function sweepIdempotencyKeys(
  db: SiteDb,
  _files: UploadPlace,
  now: Date,
): Promise<number> {
  return deleteIdempotencyKeysBefore(
    db,
    new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString(),
  );
}

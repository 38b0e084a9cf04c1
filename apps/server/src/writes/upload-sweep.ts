// D4: uploads that no complaint names within 24 hours are deleted, rows and files, and so
// are files left without a row (a crash between writing the file and committing its row).
import type { SiteDb } from "../db/database";
import { deleteUnclaimedUpload, storedNames, unclaimedUploadsBefore } from "../stores/uploads";
import { uploadFilesAt, type UploadPlace } from "../uploads/upload-files";

export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A file that cannot be removed (the bucket down) ends the sweep with its error, which the
 * schedule logs; what is left, the next hour's sweep finds again.
 */
export async function sweepUploads(db: SiteDb, place: UploadPlace, now: Date): Promise<number> {
  const files = uploadFilesAt(place);
  const cutoff = new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS);
  const expired = await unclaimedUploadsBefore(db, cutoff.toISOString());
  let removed = 0;
  for (const { id, storedName } of expired) {
    // The row goes first, and only if still unclaimed: a complaint may have named it since.
    // A file whose removal fails is left without a row, which the pass below clears later.
    if (!(await deleteUnclaimedUpload(db, id))) continue;
    removed += 1;
    await files.delete(storedName);
  }
  const stored = await files.list();
  if (stored.length > 0) {
    const known = new Set(await storedNames(db));
    // Young files without a row may be uploads whose row is being written, here or on another node.
    for (const file of stored) {
      if (!known.has(file.name) && file.modifiedAt.getTime() < cutoff.getTime()) {
        await files.delete(file.name);
      }
    }
  }
  return removed;
}

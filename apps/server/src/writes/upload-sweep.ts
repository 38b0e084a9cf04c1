// D4: uploads that no complaint names within 24 hours are deleted, rows and files, and so
// are files left without a row (a crash between writing the file and committing its row).
import { readdir, stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import type { SiteDb } from "../db/database";
import { deleteUnclaimedUpload, storedNames, unclaimedUploadsBefore } from "../stores/uploads";
import { uploadsDir } from "./upload-store";

export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

async function removeFile(path: string): Promise<void> {
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}

export async function sweepUploads(db: SiteDb, dataDir: string, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS);
  const dir = uploadsDir(dataDir);
  const expired = await unclaimedUploadsBefore(db, cutoff.toISOString());
  let removed = 0;
  for (const { id, storedName } of expired) {
    // The row goes first, and only if still unclaimed: a complaint may have named it since.
    // A file whose removal fails is left without a row, which the pass below clears later.
    if (!(await deleteUnclaimedUpload(db, id))) continue;
    removed += 1;
    await removeFile(join(dir, storedName));
  }
  const files = await readdir(dir).catch(() => [] as string[]);
  if (files.length > 0) {
    const known = new Set(await storedNames(db));
    for (const file of files) {
      if (known.has(file)) continue;
      const info = await stat(join(dir, file)).catch(() => null);
      if (info?.isFile() && info.mtimeMs < cutoff.getTime()) await removeFile(join(dir, file));
    }
  }
  return removed;
}

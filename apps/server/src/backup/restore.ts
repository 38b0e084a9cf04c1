// Loads a backup (format.ts) into a database and its data folder's uploads, ids kept, and
// leaves both as they were when it fails.
import { mkdir, mkdtemp, rename, rm, unlink } from "node:fs/promises";
import { join } from "node:path";
import type { SiteDb } from "../db/database";
import { writeTransaction } from "../db/dialect";
import { BACKUP_TABLES, countSubmissionRows, replaceBackupRows } from "../stores/backup";
import { storedNames } from "../stores/uploads";
import { uploadsDir } from "../writes/upload-store";
import type { RowCounts } from "./format";
import { readBackup } from "./read-backup";

/** The target holds what visitors sent, and the restore was not told to replace it. */
export class TargetNotEmptyError extends Error {}

export interface RestoreSummary {
  rows: RowCounts;
  files: number;
}

/**
 * The order makes every failure before the commit leave the target as it was:
 * 1. The whole file is read and checked; its image files go to a staging folder inside the
 *    data folder (the same file system as the uploads, so a move is a rename).
 * 2. One write transaction replaces the rows. A refusal (rows there without `replace`) or any
 *    failure rolls it back; the staging folder is removed; the uploads were never touched.
 * 3. After the commit the staged files are moved into the uploads, and (`replace`) the files of
 *    the rows the restore replaced are removed. A failure here leaves the rows restored and
 *    the files not yet moved in the staging folder, which the error names.
 */
export async function restoreBackup(
  db: SiteDb,
  dataDir: string,
  file: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<RestoreSummary> {
  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(join(dataDir, ".restore-"));
  let replacedFiles: string[];
  let backup: Awaited<ReturnType<typeof readBackup>>;
  try {
    backup = await readBackup(file, staging);
    const rows = backup.rows;
    replacedFiles = await writeTransaction(db, async (trx) => {
      const held = await countSubmissionRows(trx);
      if (held > 0 && !replace) {
        throw new TargetNotEmptyError(
          `the target already holds ${held} rows of what visitors sent; restore with --replace to write over them`,
        );
      }
      const previous = await storedNames(trx);
      await replaceBackupRows(trx, rows);
      return previous;
    });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }

  try {
    const uploads = uploadsDir(dataDir);
    await mkdir(uploads, { recursive: true });
    for (const name of backup.files) await rename(join(staging, name), join(uploads, name));
    const kept = new Set(backup.rows.upload.map((row) => row.stored_name));
    for (const name of replacedFiles) {
      if (kept.has(name)) continue;
      await unlink(join(uploads, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    }
  } catch (error) {
    throw new Error(
      `the rows were restored, but moving the image files failed; those not yet in ${uploadsDir(dataDir)} are in ${staging}`,
      { cause: error },
    );
  }
  await rm(staging, { recursive: true, force: true });
  return {
    rows: Object.fromEntries(
      BACKUP_TABLES.map((table) => [table, backup.rows[table].length]),
    ) as RowCounts,
    files: backup.files.length,
  };
}

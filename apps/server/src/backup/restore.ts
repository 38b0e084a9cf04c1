// Loads a backup (format.ts) into a database and where its uploads live (the data folder or the
// bucket, whichever the backup came from), ids kept, and leaves both as they were when it fails.
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import type { SiteDb } from "../db/database";
import { writeTransaction } from "../db/dialect";
import { BACKUP_TABLES, countSubmissionRows, replaceBackupRows } from "../stores/backup";
import { storedNames } from "../stores/uploads";
import { uploadFilesAt, type UploadPlace } from "../uploads/upload-files";
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
 * 1. The whole file is read and checked; its image files go to a staging folder in the uploads'
 *    scratch folder (upload-files.ts).
 * 2. One write transaction replaces the rows. A refusal (rows there without `replace`) or any
 *    failure rolls it back; the staging folder is removed; the uploads were never touched.
 * 3. After the commit the staged files are stored in the uploads, and (`replace`) the files of
 *    the rows the restore replaced are removed. A failure here leaves the rows restored and
 *    the staged files in the staging folder, which the error names.
 */
export async function restoreBackup(
  db: SiteDb,
  place: UploadPlace,
  file: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<RestoreSummary> {
  const files = uploadFilesAt(place);
  await mkdir(files.scratchDir, { recursive: true });
  const staging = await mkdtemp(join(files.scratchDir, ".restore-"));
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
    const contentTypes = new Map(
      backup.rows.upload.map((row) => [String(row.stored_name), String(row.content_type)]),
    );
    for (const name of backup.files) {
      await files.put(name, await readFile(join(staging, name)), contentTypes.get(name) ?? "");
    }
    const kept = new Set(contentTypes.keys());
    for (const name of replacedFiles) {
      if (!kept.has(name)) await files.delete(name);
    }
  } catch (error) {
    throw new Error(
      `the rows were restored, but storing the image files in ${files.where} failed; they are all in ${staging}`,
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

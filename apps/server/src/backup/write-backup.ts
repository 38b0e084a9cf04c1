// Writes a backup (format.ts) of one moment of the database while the server keeps taking
// writes: every table is read in one snapshot, and the image files of the uploads in it are
// copied (from the folder or the bucket) before the snapshot ends.
import { open, rename, rm } from "node:fs/promises";
import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { SiteDb } from "../db/database";
import { engineOf, readSnapshot } from "../db/dialect";
import { BACKUP_TABLES, readBackupRows } from "../stores/backup";
import { uploadFilesAt, type UploadFiles, type UploadPlace } from "../uploads/upload-files";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupEnd,
  type BackupLine,
  type RowCounts,
} from "./format";

export interface BackupSummary {
  rows: RowCounts;
  files: number;
}

async function* backupLines(
  db: SiteDb,
  files: UploadFiles,
  summary: BackupSummary,
  onMissingFile: (storedName: string) => void,
): AsyncGenerator<BackupLine> {
  yield {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    engine: engineOf(db),
  };
  const storedNames: string[] = [];
  for (const table of BACKUP_TABLES) {
    const rows = await readBackupRows(db, table);
    summary.rows[table] = rows.length;
    for (const row of rows) {
      if (table === "upload") storedNames.push(String(row.stored_name));
      yield { table, row };
    }
  }
  for (const storedName of storedNames) {
    const data = await files.read(storedName);
    // Swept since the snapshot began (its row is gone by now), or lost: the rest is still worth keeping.
    if (data === null) {
      onMissingFile(storedName);
      continue;
    }
    summary.files += 1;
    yield { file: storedName, data: data.toString("base64") };
  }
  yield { end: { rows: { ...summary.rows }, files: summary.files } } satisfies BackupEnd;
}

/**
 * Writes the backup to `outFile`, through a file beside it renamed into place when complete and
 * on disk: a failed backup never leaves a file under that name.
 */
export async function writeBackup(
  db: SiteDb,
  place: UploadPlace,
  outFile: string,
  { onMissingFile = () => {} }: { onMissingFile?: (storedName: string) => void } = {},
): Promise<BackupSummary> {
  const summary: BackupSummary = {
    rows: Object.fromEntries(BACKUP_TABLES.map((table) => [table, 0])) as RowCounts,
    files: 0,
  };
  const files = uploadFilesAt(place);
  const partial = `${outFile}.partial-${process.pid}`;
  try {
    await readSnapshot(db, async (snapshot) => {
      const lines = Readable.from(
        (async function* () {
          for await (const line of backupLines(snapshot, files, summary, onMissingFile)) {
            yield `${JSON.stringify(line)}\n`;
          }
        })(),
      );
      await pipeline(lines, createGzip(), createWriteStream(partial, { flags: "wx" }));
    });
    const handle = await open(partial, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, outFile);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return summary;
}

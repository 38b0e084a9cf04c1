// Reads a whole backup (format.ts) and checks it before a restore touches anything: the header,
// every line's shape, and the end line's counts. Rows are kept in memory (a site has tens of
// thousands at most); image files are written, as they come, into a folder the caller names.
import { createReadStream } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { BACKUP_TABLES, type BackupTable, type NeutralRow } from "../stores/backup";
import { BACKUP_FORMAT, bodyLine, headerLine, type BackupHeader, type RowCounts } from "./format";

/** The file is no backup this version can restore: nothing was changed. */
export class InvalidBackupError extends Error {}

export interface Backup {
  header: BackupHeader;
  rows: Record<BackupTable, NeutralRow[]>;
  /** The stored names of the image files written into the staging folder. */
  files: string[];
}

function lineError(file: string, lineNumber: number, reason: string): InvalidBackupError {
  return new InvalidBackupError(`${file} is not a usable backup: line ${lineNumber} ${reason}`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function readBackup(file: string, stagingDir: string): Promise<Backup> {
  const rows = Object.fromEntries(BACKUP_TABLES.map((table) => [table, []])) as unknown as Record<
    BackupTable,
    NeutralRow[]
  >;
  const files = new Set<string>();
  let header: BackupHeader | undefined;
  let ended = false;
  let lineNumber = 0;
  const gunzip = createGunzip();
  // pipe() passes no errors on: a failed read (no such file) ends the lines with it too.
  createReadStream(file)
    .on("error", (error: NodeJS.ErrnoException) =>
      gunzip.destroy(new InvalidBackupError(`${file} cannot be read (${error.code})`)),
    )
    .pipe(gunzip);
  const lines = createInterface({ input: gunzip, crlfDelay: Infinity });
  try {
    for await (const text of lines) {
      lineNumber += 1;
      const value = parseJson(text);
      if (lineNumber === 1) {
        const parsed = headerLine.safeParse(value);
        if (!parsed.success) {
          const format = (value as { format?: unknown } | undefined)?.format;
          throw new InvalidBackupError(
            format === BACKUP_FORMAT
              ? `${file} is a backup of another version (this server reads version 1)`
              : `${file} is not a backup of this site (no ${BACKUP_FORMAT} header)`,
          );
        }
        header = parsed.data;
        continue;
      }
      if (ended) throw lineError(file, lineNumber, "follows the end line");
      const parsed = bodyLine.safeParse(value);
      if (!parsed.success) throw lineError(file, lineNumber, "is not a row, a file or the end");
      const line = parsed.data;
      if ("table" in line) {
        rows[line.table].push(line.row as NeutralRow);
      } else if ("file" in line) {
        if (files.has(line.file)) throw lineError(file, lineNumber, "repeats a file");
        await writeFile(join(stagingDir, line.file), Buffer.from(line.data, "base64"), {
          flag: "wx",
        });
        files.add(line.file);
      } else {
        checkCounts(file, line.end, rows, files.size);
        ended = true;
      }
    }
  } catch (error) {
    if (error instanceof InvalidBackupError) throw error;
    // Writing a staged image failed (a full disk): not the backup's fault.
    if ((error as NodeJS.ErrnoException).syscall !== undefined) throw error;
    // zlib's own errors: a file cut short or not gzip at all.
    throw new InvalidBackupError(
      `${file} is not a usable backup: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!header) throw new InvalidBackupError(`${file} is empty`);
  if (!ended) throw new InvalidBackupError(`${file} is cut short (no end line)`);
  checkFilesHaveRows(file, rows.upload, files);
  return { header, rows, files: [...files] };
}

function checkCounts(
  file: string,
  end: { rows: RowCounts; files: number },
  rows: Record<BackupTable, NeutralRow[]>,
  files: number,
): void {
  for (const table of BACKUP_TABLES) {
    if (rows[table].length !== end.rows[table]) {
      throw new InvalidBackupError(
        `${file} is not a usable backup: ${rows[table].length} ${table} rows where its end line counts ${end.rows[table]}`,
      );
    }
  }
  if (files !== end.files) {
    throw new InvalidBackupError(
      `${file} is not a usable backup: ${files} image files where its end line counts ${end.files}`,
    );
  }
}

/** Each image file belongs to an upload row (a row may lack its file: swept during the backup). */
function checkFilesHaveRows(
  file: string,
  uploads: readonly NeutralRow[],
  files: ReadonlySet<string>,
): void {
  const known = new Set(uploads.map((row) => row.stored_name));
  const stray = [...files].find((name) => !known.has(name));
  if (stray !== undefined) {
    throw new InvalidBackupError(`${file} is not a usable backup: ${stray} has no upload row`);
  }
}

// `pnpm --filter @site/server restore FILE [--replace]`: loads a backup into the database and
// the uploads (folder or bucket) the settings name. Stop the server first when replacing what it holds.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { announceLoad } from "../content/announce";
import { configOrExit, databaseOrExit, describeDatabase } from "../operator-start";
import { openUploadFiles } from "../uploads/upload-files";
import { describeCounts } from "../backup/format";
import { InvalidBackupError } from "../backup/read-backup";
import { restoreBackup, TargetNotEmptyError } from "../backup/restore";

const USAGE = "usage: pnpm --filter @site/server restore FILE [--replace]";

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let parsed: { file: string; replace: boolean } | undefined;
try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: "boolean", default: false } },
  });
  const [file, ...extra] = positionals;
  if (!file) fail("which backup? (restore FILE)");
  if (extra.length > 0) fail(`one backup at a time (got ${positionals.join(" ")})`);
  parsed = { file, replace: values.replace };
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const config = configOrExit();
const database = await databaseOrExit(config.database);
const files = await openUploadFiles(config.uploads);
try {
  const summary = await restoreBackup(database.db, files, resolve(parsed.file), {
    replace: parsed.replace,
  });
  console.log(
    `restored ${parsed.file} into ${describeDatabase(config.database)}, the images into ${files.where}: ${describeCounts(summary.rows, summary.files)}`,
  );
  // The content version came back with the backup: every node drops what it cached.
  if (config.redis) console.log(await announceLoad(config.redis, database.db));
} catch (error) {
  if (!(error instanceof TargetNotEmptyError || error instanceof InvalidBackupError)) throw error;
  console.error(`restore refused, nothing changed: ${error.message}`);
  process.exitCode = 1;
} finally {
  files.close();
  await database.close();
}

// `pnpm --filter @site/server backup --out FILE`: a backup of what visitors sent (and the
// content version) from the database the settings name, with the images from the folder or
// bucket they live in, taken while the server runs.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { configOrExit, databaseOrExit, describeDatabase } from "../operator-start";
import { openUploadFiles, UploadsUnavailableError } from "../uploads/upload-files";
import { describeCounts } from "../backup/format";
import { writeBackup } from "../backup/write-backup";

const USAGE = "usage: pnpm --filter @site/server backup --out FILE";

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let out: string | undefined;
try {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  out = values.out;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (!out) fail("where to write the backup? (--out FILE)");

const config = configOrExit();
const database = await databaseOrExit(config.database);
const files = await openUploadFiles(config.uploads);
const outFile = resolve(out);
try {
  const summary = await writeBackup(database.db, files, outFile, {
    onMissingFile: (name) =>
      console.error(
        `backup: ${name} is gone from ${files.where} (swept meanwhile?); its row is kept`,
      ),
  });
  console.log(
    `backup of ${describeDatabase(config.database)} with the images in ${files.where} written to ${outFile}: ${describeCounts(summary.rows, summary.files)}`,
  );
} catch (error) {
  const { code, path } = error as NodeJS.ErrnoException;
  if (error instanceof UploadsUnavailableError) {
    console.error(`backup failed: ${error.message}`);
  } else if (path?.startsWith(outFile)) {
    console.error(`backup failed: cannot write ${outFile} (${code})`);
  } else throw error;
  process.exitCode = 1;
} finally {
  files.close();
  await database.close();
}

// `pnpm --filter @site/server content`: loads apps/server/content into the database (D9).
import { readConfig } from "../config";
import { openDatabase } from "../db/database";
import { loadContent } from "./load";
import { ContentError, readContentDir } from "./read";
import { describeReport } from "./report";

const config = readConfig();
const database = await openDatabase(config.dataDir);
try {
  const report = await loadContent(database.db, await readContentDir(config.contentDir));
  console.log(`${describeReport(report)}\n(from ${config.contentDir} into ${config.dataDir})`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`${error.message}\nNothing was changed.`);
  process.exitCode = 1;
} finally {
  await database.close();
}

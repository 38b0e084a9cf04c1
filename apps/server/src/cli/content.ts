// `pnpm --filter @site/server content`: loads apps/server/content into the database (D9).
import { configOrExit, databaseOrExit, describeDatabase } from "../operator-start";
import { announceLoad } from "../content/announce";
import { loadContent, totalChanges } from "../content/load";
import { ContentError, readContentDir } from "../content/read";
import { describeReport } from "../content/report";

const config = configOrExit();
const database = await databaseOrExit(config.database);
try {
  const report = await loadContent(database.db, await readContentDir(config.contentDir));
  console.log(
    `${describeReport(report)}\n(from ${config.contentDir} into ${describeDatabase(config.database)})`,
  );
  if (config.redis && totalChanges(report) > 0)
    console.log(await announceLoad(config.redis, database.db));
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`${error.message}\nNothing was changed.`);
  process.exitCode = 1;
} finally {
  await database.close();
}

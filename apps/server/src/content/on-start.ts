import type { SiteDb } from "../db/database";
import { contentIsEmpty, loadContent, totalChanges } from "./load";
import { ContentError, readContentDir } from "./read";
import { describeReport } from "./report";
import type { ContentOnStart } from "../config";

/** SITE_CONTENT_ON_START: load when the content tables are empty (D9), on every start, or never. */
interface Logger {
  info(message: string): void;
  error(message: string): void;
}

/**
 * D9: the server loads the content on its first start. Bad content does not stop the server:
 * it keeps serving what the database holds and says in the log what to fix. True when the
 * load changed the database (the other nodes are then told, issue 27).
 */
export async function loadContentOnStart(
  db: SiteDb,
  contentDir: string,
  mode: ContentOnStart,
  log: Logger,
): Promise<boolean> {
  if (mode === "never" || (mode === "if-empty" && !(await contentIsEmpty(db)))) return false;
  try {
    const report = await loadContent(db, await readContentDir(contentDir));
    log.info(`${describeReport(report)} (from ${contentDir})`);
    return totalChanges(report) > 0;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    log.error(`${error.message}\nFix the files and run \`pnpm --filter @site/server content\`.`);
    return false;
  }
}

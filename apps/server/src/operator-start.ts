// How the server and every command start: the settings, then the database. What the operator
// has to fix (a wrong setting, a database that does not answer) ends the process with one line
// that names the setting, without a stack trace and never with a password.
import { readConfig, type ServerConfig } from "./config";
import {
  DatabaseUnavailableError,
  describeDatabaseUrl,
  openDatabase,
  type DatabaseTarget,
  type OpenDatabase,
} from "./db/database";

export function configOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

export async function databaseOrExit(target: DatabaseTarget): Promise<OpenDatabase> {
  try {
    return await openDatabase(target);
  } catch (error) {
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The database a command works on, for its report: the file, or the URL without password. */
export function describeDatabase(target: DatabaseTarget): string {
  return target.engine === "postgres"
    ? describeDatabaseUrl(target.url)
    : `${target.dataDir} (SQLite)`;
}

/** What the log says at start about settings that work but are probably not what is meant. */
/** "A", "A and B", "A, B and C". */
function listed(names: readonly string[]): string {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** The settings that say this node is one of several (D13). */
function severalNodeSettings(config: ServerConfig): string[] {
  const names: string[] = [];
  if (config.database.engine === "postgres") names.push("SITE_DATABASE_URL");
  if (config.redis) names.push("SITE_REDIS_URL");
  if (config.uploads.kind === "bucket") names.push("SITE_UPLOADS_URL");
  return names;
}

export function startWarnings(config: ServerConfig): string[] {
  const warnings: string[] = [];
  if (config.publicUrlDefaulted) {
    warnings.push(
      `SITE_PUBLIC_URL is not set: canonical URLs, the sitemap and social cards name ${config.publicUrls.zh}. Set it to the site's public address.`,
    );
  }
  // D13: several nodes sit behind a balancer, whose address every request would then carry.
  const severalNodes = severalNodeSettings(config);
  if (severalNodes.length > 0 && config.trustProxy.length === 0) {
    warnings.push(
      `${listed(severalNodes)} ${severalNodes.length > 1 ? "are" : "is"} set but SITE_TRUST_PROXY is not: behind a load balancer every visitor would share the balancer's address, and its limits. Set SITE_TRUST_PROXY to the balancer's address.`,
    );
  }
  return warnings;
}

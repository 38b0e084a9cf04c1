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

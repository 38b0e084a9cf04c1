// Vitest's global set-up for the PostgreSQL run (issue 25, item 6): one database for the run,
// created through the admin URL and dropped at its end. Each test then works in a schema of
// its own inside it (test-database.ts), which takes milliseconds where a database takes a
// third of a second.
import pg from "pg";
import type { TestProject } from "vitest/node";
import { TEST_ADMIN_URL } from "./test-admin-url";

declare module "vitest" {
  export interface ProvidedContext {
    postgresRunUrl: string;
  }
}

export default async function setUp(project: TestProject): Promise<() => Promise<void>> {
  const admin = new pg.Client({ connectionString: TEST_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `The PostgreSQL run needs a server at SITE_TEST_DATABASE_URL (${TEST_ADMIN_URL.replace(/:[^:@/]*@/, ":…@")}): ` +
        `${error instanceof Error ? error.message : String(error)}. \`npm test\` installs and starts one.`,
    );
  }
  const name = `site_test_run_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(TEST_ADMIN_URL);
  url.pathname = `/${name}`;
  project.provide("postgresRunUrl", url.toString());
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

// A fresh server for one test: its own temp data folder, the small content fixture (or a given
// content folder) loaded, settings from an environment like the real one.
import type { FastifyInstance } from "fastify";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../app";
import type { Drain } from "../serving/drain";
import { readConfig, type ServerConfig } from "../config";
import { loadContent } from "../content/load";
import { readContentDir } from "../content/read";
import { openTestDatabase, countRows, type TestDatabase } from "./test-database";
import { createOutboxWorker, type OutboxWorker } from "../webhook/outbox-worker";
import { writeContentFixture } from "./content-fixture";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: ServerConfig;
  outbox: OutboxWorker;
  workDir: string;
  /** Rows in a table, by its SQL name. */
  count(table: string): Promise<number>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  /** Write the content fixture and load it (default true). */
  seed?: boolean;
  /** Load this content folder (the committed content) instead of the fixture. */
  contentDir?: string;
  now?: () => Date;
  /** Lines the server logs, when a test reads them. */
  logLines?: string[];
  /** How the node stops, when a test drains it. */
  drain?: Drain;
  /** An opened database to use instead of a new one (closed and dropped with the app). */
  database?: TestDatabase;
  /** Settings no environment variable names (time windows a test shortens). */
  config?: Partial<ServerConfig>;
}

export async function createTestApp({
  env = {},
  seed = true,
  contentDir: givenContentDir,
  now,
  logLines,
  config: overrides = {},
  database: givenDatabase,
  drain,
}: TestAppOptions = {}): Promise<TestApp> {
  const workDir = mkdtempSync(join(tmpdir(), "site-app-"));
  const contentDir = givenContentDir ?? join(workDir, "content");
  if (seed && !givenContentDir) writeContentFixture(contentDir);
  const fromEnv = readConfig({
    SITE_DATA_DIR: join(workDir, "data"),
    SITE_CONTENT_DIR: contentDir,
    SITE_ZH_DIST: join(workDir, "zh-dist"),
    SITE_EN_DIST: join(workDir, "en-dist"),
    // Pages render only from a server entry a test writes; never from a build lying around.
    SITE_ZH_SERVER_ENTRY: join(workDir, "zh-server/entry-server.js"),
    SITE_EN_SERVER_ENTRY: join(workDir, "en-server/entry-server.js"),
    ...env,
  });
  // The run's engine (test-database.ts): the data folder keeps the uploads either way.
  const database = givenDatabase ?? (await openTestDatabase(fromEnv.dataDir));
  const config = { ...fromEnv, database: database.target, ...overrides };
  if (seed) await loadContent(database.db, await readContentDir(contentDir));
  const outbox = createOutboxWorker(database.db, config.webhook, {
    ...(now ? { now } : {}),
    requestTimeoutMs: 2_000,
  });
  const app = await buildApp({
    config,
    db: database.db,
    outbox,
    ...(now ? { now } : {}),
    ...(drain ? { drain } : {}),
    ...(logLines
      ? { logger: { level: "info", stream: { write: (line: string) => void logLines.push(line) } } }
      : {}),
  });
  return {
    app,
    database,
    config,
    outbox,
    workDir,
    count: (table) => countRows(database.db, table),
    async close() {
      await app.close();
      await database.dispose();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

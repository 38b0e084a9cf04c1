// Issue 27, item 1: the content command, run beside several nodes, announces what it loaded
// over Redis; when Redis does not answer it says the nodes see the change within 5 s.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseTarget } from "../db/database";
import { writeContentFixture } from "../test-support/content-fixture";
import { createTestDatabase, type TestDatabaseTarget } from "../test-support/test-database";
import { createTestRedis, TEST_REDIS_URL, type TestRedis } from "../test-support/test-redis";

const packageDir = fileURLToPath(new URL("../..", import.meta.url));

let target: TestDatabaseTarget;
let redis: TestRedis;

beforeEach(async () => {
  target = await createTestDatabase();
  redis = createTestRedis();
});

afterEach(async () => {
  await redis.dispose();
  await target.drop();
});

function runContent(env: NodeJS.ProcessEnv, where: { dataDir: string; target: DatabaseTarget }) {
  const contentDir = join(where.dataDir, "content");
  writeContentFixture(contentDir);
  const all: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    SITE_DATA_DIR: where.dataDir,
    SITE_CONTENT_DIR: contentDir,
  };
  delete all.SITE_DATABASE_URL;
  if (where.target.engine === "postgres") all.SITE_DATABASE_URL = where.target.url;
  const child = spawn(process.execPath, ["--import", "tsx", "src/cli/content.ts"], {
    cwd: packageDir,
    env: all,
  });
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stdout })),
  );
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("the content command with SITE_REDIS_URL", () => {
  it("announces the loaded version to every node", { timeout: 60_000 }, async () => {
    const listener = new Redis(TEST_REDIS_URL);
    const heard: string[] = [];
    listener.on("message", (_channel: string, message: string) => heard.push(message));
    await listener.subscribe(`${redis.prefix}content-loads`);
    try {
      const result = await runContent(redis.env(), target);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(
        /announced to every node over Redis \(redis:\/\/127\.0\.0\.1:\d+\)/,
      );
      expect(heard).toEqual(["2"]);
    } finally {
      listener.disconnect();
    }
  });

  it(
    "loads anyway when Redis does not answer, and says when the nodes see it",
    { timeout: 60_000 },
    async () => {
      const url = `redis://:s3cret@127.0.0.1:${await closedPort()}`;
      const result = await runContent(
        { SITE_REDIS_URL: url, SITE_REDIS_PREFIX: redis.prefix },
        target,
      );
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("did not answer: every node serves the change within 5 s");
      expect(result.stdout).not.toContain("s3cret");
    },
  );
});

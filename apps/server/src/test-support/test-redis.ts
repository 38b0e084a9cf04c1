// Redis for the tests of several nodes (issue 27): the one `npm test` starts (or
// SITE_TEST_REDIS_URL), with a key prefix of each test's own, cleared afterwards.
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

export const TEST_REDIS_URL = process.env.SITE_TEST_REDIS_URL || "redis://127.0.0.1:6379";

export interface TestRedis {
  prefix: string;
  /** SITE_REDIS_URL and SITE_REDIS_PREFIX for a server of this test. */
  env(url?: string): NodeJS.ProcessEnv;
  /** A plain connection, for what a test reads or publishes itself. */
  client: Redis;
  /** Deletes the test's keys and closes the connection. */
  dispose(): Promise<void>;
}

export function createTestRedis(): TestRedis {
  const prefix = `test-${process.pid}-${randomBytes(4).toString("hex")}:`;
  const client = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  return {
    prefix,
    env: (url = TEST_REDIS_URL) => ({ SITE_REDIS_URL: url, SITE_REDIS_PREFIX: prefix }),
    client,
    async dispose() {
      const keys = await client.keys(`${prefix}*`);
      if (keys.length > 0) await client.del(...keys);
      client.disconnect();
    },
  };
}

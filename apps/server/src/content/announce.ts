// Issue 27, item 1: after a content load changed the database, tell every node over Redis.
import type { ServerConfig } from "../config";
import type { SiteDb } from "../db/database";
import { announceContentLoad } from "../redis/content-announcements";
import { describeRedis } from "../redis/shared-redis";
import { readContentVersion } from "../stores/content-version";

/** Announces the loaded version and says how it went, in one line for the operator. */
export async function announceLoad(
  redis: NonNullable<ServerConfig["redis"]>,
  db: SiteDb,
): Promise<string> {
  const version = await readContentVersion(db);
  return (await announceContentLoad(redis, version))
    ? `announced to every node over Redis (${describeRedis(redis.url)}): they serve it now`
    : `Redis (${describeRedis(redis.url)}) did not answer: every node serves the change within 5 s`;
}

// Issue 27, item 1: a content load (the `content` command, a restore, a node's load at start)
// is announced to every node over Redis pub/sub, so each drops its cached pages, answers and
// sitemap at once. A lost announcement costs at most the nodes' 5-second re-read.
import { Redis } from "ioredis";
import type { RedisSettings, SharedRedis } from "./shared-redis";

const CONTENT_LOADS_CHANNEL = "content-loads";

/** Calls `listener` with the announced content version (null when the message is not one). */
export function listenForContentLoads(
  redis: SharedRedis,
  listener: (version: number | null) => void,
): Promise<void> {
  return redis.subscribe(CONTENT_LOADS_CHANNEL, (message) => {
    const version = Number(message);
    listener(Number.isSafeInteger(version) ? version : null);
  });
}

/**
 * Announces a load from a command that runs once (its own short connection). False when Redis
 * did not take the message: the nodes then see the load at their next re-read.
 */
export async function announceContentLoad(
  settings: RedisSettings,
  version: number,
): Promise<boolean> {
  const redis = new Redis(settings.url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on("error", () => {});
  try {
    await redis.connect();
    await redis.publish(settings.prefix + CONTENT_LOADS_CHANNEL, String(version));
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

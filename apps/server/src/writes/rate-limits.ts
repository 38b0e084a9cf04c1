import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { sharedRateLimitStore } from "../redis/shared-rate-limits";
import type { SharedRedis } from "../redis/shared-redis";

/**
 * Limits are per route and per client address (request.ip, which honours SITE_TRUST_PROXY),
 * counted in Redis when the site has one (issue 27), else in this node's memory.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redis: SharedRedis | null,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: sharedRateLimitStore(redis) } : {}),
  });
}

/** The route option for a limit of `max` requests a minute. */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}

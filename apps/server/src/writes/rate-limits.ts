import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";

/** Limits are per route and per client address (request.ip, which honours SITE_TRUST_PROXY). */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

/** The route option for a limit of `max` requests a minute. */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}

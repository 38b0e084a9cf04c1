// Issue 27, item 1: `@fastify/rate-limit` counting in Redis, so a visitor's limits count across
// nodes and survive restarts. While Redis is away each node counts in its own memory instead
// (the plugin's own `skipOnError` would drop the limits altogether), and goes back to Redis
// when it is back.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { SharedRedis } from "./shared-redis";

type Counted = Parameters<FastifyRateLimitStore["incr"]>[1];
type RouteOptions = Parameters<FastifyRateLimitStore["child"]>[0];

// One atomic step: count, start the window on the first request, report what is left of it.
const COUNT_IN_WINDOW = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

const MEMORY_KEYS_MAX = 10_000;

/** The fallback: fixed windows per key in this node's memory. */
class MemoryWindows {
  readonly #windows = new Map<string, { current: number; endsAt: number }>();

  count(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = Date.now();
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.#windows.size >= MEMORY_KEYS_MAX) this.#forgetEnded(now);
      window = { current: 0, endsAt: now + timeWindow };
      this.#windows.set(key, window);
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  }

  #forgetEnded(now: number): void {
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key);
    // Still full of live windows (a flood of addresses): start over rather than grow.
    if (this.#windows.size >= MEMORY_KEYS_MAX) this.#windows.clear();
  }
}

interface CountingRedis {
  countInWindow(key: string, timeWindow: number): Promise<[number, number]>;
}

/** The `store` option of `@fastify/rate-limit`: a class the plugin constructs per route. */
export function sharedRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  const client = redis.client as unknown as CountingRedis & typeof redis.client;
  if (typeof client.countInWindow !== "function") {
    redis.client.defineCommand("countInWindow", { numberOfKeys: 1, lua: COUNT_IN_WINDOW });
  }
  const memory = new MemoryWindows();

  return class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly #key: string;

    constructor(_global?: unknown, key = `${redis.prefix}rate:`) {
      this.#key = key;
    }

    incr(address: string, counted: Counted, timeWindow: number): void {
      const key = this.#key + address;
      if (!redis.available()) return counted(null, memory.count(key, timeWindow));
      client.countInWindow(key, timeWindow).then(
        ([current, ttl]) => counted(null, { current, ttl }),
        (error: unknown) => {
          redis.failed(error);
          counted(null, memory.count(key, timeWindow));
        },
      );
    }

    child(route: RouteOptions): SharedRateLimitStore {
      // The plugin passes its merged options, the route under `routeInfo` (its types say otherwise).
      const { method, url } = (route as unknown as { routeInfo: { method: string; url: string } })
        .routeInfo;
      return new SharedRateLimitStore(undefined, `${this.#key}${method}${url}:`);
    }
  };
}

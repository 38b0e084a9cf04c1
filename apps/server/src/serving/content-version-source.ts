// How the page cache, the API cache and the sitemap know the content version (issue 12, item 5):
// they drop what they hold when it changes.
import { listenForContentLoads } from "../redis/content-announcements";
import type { SharedRedis } from "../redis/shared-redis";
import { contentVersionReader } from "./content-version-reader";

export interface ContentVersionSource {
  /** The content version now. */
  current(): Promise<number>;
  close(): void;
}

/** One node: read per request, since the content command runs in another process. */
export function contentVersionPerRequest(read: () => Promise<number>): ContentVersionSource {
  return { current: contentVersionReader(read), close() {} };
}

/**
 * Several nodes (issue 27, item 1): kept in memory, so a cached page reads nothing from the
 * database. Read again when a load is announced, after Redis reconnects (an announcement may
 * have been missed), and every `pollMs` (one may have been lost).
 */
export function contentVersionKept(
  read: () => Promise<number>,
  redis: SharedRedis,
  { pollMs = 5_000 }: { pollMs?: number } = {},
): ContentVersionSource {
  const readWithPause = contentVersionReader(read);
  let known: number | null = null;

  // One read at a time, so a slow earlier read never overwrites a later one.
  let reading: Promise<void> = Promise.resolve();
  function refresh(announced: number | null = null): Promise<void> {
    reading = reading.then(async () => {
      try {
        known = await read();
      } catch {
        // The database is away: an announced version still drops what the caches hold.
        if (announced !== null) known = announced;
      }
    });
    return reading;
  }

  void listenForContentLoads(redis, (version) => void refresh(version));
  redis.onReconnect(() => void refresh());
  const timer = setInterval(() => void refresh(), pollMs);
  timer.unref();

  return {
    async current() {
      if (known === null) known = await readWithPause();
      return known;
    },
    close: () => clearInterval(timer),
  };
}

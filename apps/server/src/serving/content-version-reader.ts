// How the caches ask for the content version (read per request: the content command runs in
// another process). After a failed read it does not ask again for a moment, so while the
// database is away (issue 25) cached pages go out at once instead of each waiting for a
// connection attempt to time out.

export function contentVersionReader(
  read: () => Promise<number>,
  { pauseMs = 2_000, now = Date.now }: { pauseMs?: number; now?: () => number } = {},
): () => Promise<number> {
  let failedAt = Number.NEGATIVE_INFINITY;
  return async () => {
    if (now() - failedAt < pauseMs) throw new Error("the database did not answer a moment ago");
    try {
      return await read();
    } catch (error) {
      failedAt = now();
      throw error;
    }
  };
}

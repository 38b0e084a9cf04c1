// Waiting for a condition rather than for a fixed time.

/** Resolves once `check` holds, polling; fails with `what` after `withinMs`. */
export async function eventually(
  what: string,
  check: () => Promise<boolean>,
  withinMs: number,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

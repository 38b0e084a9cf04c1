/**
 * Runs `run` once the page is idle, or after `limitMs` at most; returns what cancels it.
 * Safari has no requestIdleCallback: it runs `run` a moment later instead.
 */
export function whenIdle(run: () => void, limitMs = 3000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(() => run(), { timeout: limitMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

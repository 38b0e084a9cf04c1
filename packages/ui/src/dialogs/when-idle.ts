/** Runs `run` once the page is idle (at most 3 s on); returns what cancels it. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback.
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

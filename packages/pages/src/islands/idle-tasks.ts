// Work a page does after load that no visitor waits for, kept out of the way of what they do:
// each piece runs when the browser is idle, and no idle moment is held for long. A slow phone
// runs every millisecond here four times over, and each task over 50 ms holds a tap back.
import { whenIdle as whenIdleOrLimit } from "@site/ui/when-idle";

/** How long a page waits at most for an idle moment before it runs such work anyway. */
export const IDLE_WAIT_LIMIT_MS = 2000;

/** The longest the work may hold one idle moment, on this device's own clock. */
export const IDLE_SLICE_MS = 3;

/** Runs `task` once the browser is idle (at most `IDLE_WAIT_LIMIT_MS` on). */
export function whenIdle(task: () => void): void {
  whenIdleOrLimit(task, IDLE_WAIT_LIMIT_MS);
}

/**
 * Does `each` for every item, in order, in idle moments: as many items in one as fit in
 * `IDLE_SLICE_MS` (at least one), the rest in the next.
 */
export function inIdleSlices<Item>(items: readonly Item[], each: (item: Item) => void): void {
  let next = 0;
  const slice = () => {
    const started = performance.now();
    do {
      each(items[next]!);
      next += 1;
    } while (next < items.length && performance.now() - started < IDLE_SLICE_MS);
    if (next < items.length) whenIdle(slice);
  };
  if (items.length) whenIdle(slice);
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { IDLE_SLICE_MS, inIdleSlices, whenIdle } from "./idle-tasks";

/** The browser's idle moments, run by hand: each call runs the callbacks asked for so far. */
function idleMoments() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => waiting.push(callback));
  return () => {
    const due = waiting.splice(0);
    for (const callback of due) callback();
    return due.length;
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("whenIdle", () => {
  it("runs the task in the browser's next idle moment, not before", () => {
    const idle = idleMoments();
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    expect(idle()).toBe(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe("inIdleSlices", () => {
  it("holds no idle moment longer than a slice: the items go on in the next ones, in order", () => {
    const idle = idleMoments();
    // Each item costs 2 ms of this device's time: one item fits a slice, two overrun it.
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const done: number[] = [];
    inIdleSlices([1, 2, 3, 4, 5], (item) => {
      now += IDLE_SLICE_MS * 0.7;
      done.push(item);
    });
    expect(done).toEqual([]);
    const perMoment: number[][] = [];
    while (idle()) perMoment.push(done.splice(0));
    expect(perMoment).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("does everything in one moment when it is quick, and at least one item when it is not", () => {
    const idle = idleMoments();
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const quick: number[] = [];
    inIdleSlices([1, 2, 3], (item) => quick.push(item));
    const slow: number[] = [];
    inIdleSlices([7, 8], (item) => {
      now += IDLE_SLICE_MS * 10;
      slow.push(item);
    });
    idle();
    expect(quick).toEqual([1, 2, 3]);
    expect(slow).toEqual([7]);
    idle();
    expect(slow).toEqual([7, 8]);
    expect(idle()).toBe(0);
  });

  it("asks for no idle moment when there is nothing to do", () => {
    const idle = idleMoments();
    inIdleSlices([], () => {
      throw new Error("nothing to do");
    });
    expect(idle()).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { contentVersionReader } from "./content-version-reader";

describe("contentVersionReader", () => {
  it("after a failed read answers with a failure at once for the pause, then asks again", async () => {
    let clock = 0;
    let reads = 0;
    let up = false;
    const read = contentVersionReader(
      async () => {
        reads += 1;
        if (!up) throw new Error("ECONNREFUSED");
        return 7;
      },
      { pauseMs: 2_000, now: () => clock },
    );
    await expect(read()).rejects.toThrow("ECONNREFUSED");
    clock = 1_999;
    up = true;
    await expect(read()).rejects.toThrow("a moment ago");
    expect(reads).toBe(1);
    clock = 2_000;
    await expect(read()).resolves.toBe(7);
    await expect(read()).resolves.toBe(7);
    expect(reads).toBe(3);
  });
});

import { describe, expect, it } from "vitest";
import { isIdempotencyKey, newIdempotencyKey } from "./idempotency";

describe("Idempotency-Key (D14)", () => {
  it("takes 1 to 100 visible ASCII characters", () => {
    expect(isIdempotencyKey("a")).toBe(true);
    expect(isIdempotencyKey("k".repeat(100))).toBe(true);
    expect(isIdempotencyKey("!~-_.:/=+")).toBe(true);
    expect(isIdempotencyKey("k".repeat(101))).toBe(false);
    expect(isIdempotencyKey("")).toBe(false);
    expect(isIdempotencyKey("a b")).toBe(false);
    expect(isIdempotencyKey("a\tb")).toBe(false);
    expect(isIdempotencyKey("键")).toBe(false);
  });

  it("makes keys that follow the rule and differ", () => {
    const keys = Array.from({ length: 50 }, () => newIdempotencyKey());
    for (const key of keys) expect(isIdempotencyKey(key)).toBe(true);
    expect(new Set(keys).size).toBe(50);
  });
});

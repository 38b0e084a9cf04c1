import { describe, expect, it } from "vitest";
import { cachedResponse, isCached, ResponseCache, type Produced } from "./response-cache";

function page(body: string, cacheable = true): Produced {
  return { status: 200, contentType: "text/html; charset=utf-8", body, cacheable };
}

/** Bodies that do not compress away, so their sizes are known. */
function noise(bytes: number, seed: number): string {
  let text = "";
  let state = seed;
  while (text.length < bytes) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    text += String.fromCharCode(33 + (state % 90));
  }
  return text;
}

describe("ResponseCache", () => {
  it("stays within its bytes, the least recently used out first", async () => {
    const entry = cachedResponse(page(noise(10_000, 1)));
    const size = entry.identity.length + entry.br.length + entry.gzip.length;
    const cache = new ResponseCache({ maxBytes: size * 2.5, contentVersion: async () => 1 });
    let produced = 0;
    const produce = (key: string) => async () => {
      produced += 1;
      return page(noise(10_000, key.charCodeAt(0)));
    };
    await cache.get("a", produce("a"));
    await cache.get("b", produce("b"));
    await cache.get("a", produce("a")); // a is now the most recent
    await cache.get("c", produce("c")); // b goes
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(size * 2.5);
    expect(produced).toBe(3);
    await cache.get("a", produce("a"));
    expect(produced).toBe(3);
    await cache.get("b", produce("b"));
    expect(produced).toBe(4);
  });

  it("hands an answer that may not be kept to its callers, and keeps nothing", async () => {
    const cache = new ResponseCache({ maxBytes: 1e6, contentVersion: async () => 1 });
    const answer = await cache.get("x", async () => page("<p>partial</p>", false));
    expect(isCached(answer)).toBe(false);
    expect(cache.size).toBe(0);
  });

  it("does not keep what was produced while the content changed", async () => {
    let version = 1;
    const cache = new ResponseCache({ maxBytes: 1e6, contentVersion: async () => version });
    const answer = await cache.get("x", async () => {
      version = 2;
      await cache.get("y", async () => page("<p>y</p>"));
      return page("<p>old</p>");
    });
    expect(isCached(answer)).toBe(true);
    expect(cache.size).toBe(1); // only y, produced under version 2
  });

  it("forgets a failed production, so the next request tries again", async () => {
    const cache = new ResponseCache({ maxBytes: 1e6, contentVersion: async () => 1 });
    await expect(
      cache.get("x", async () => {
        throw new Error("render failed");
      }),
    ).rejects.toThrow("render failed");
    const answer = await cache.get("x", async () => page("<p>ok</p>"));
    expect(isCached(answer) && answer.identity.toString()).toBe("<p>ok</p>");
  });
});

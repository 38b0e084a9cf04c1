// D14: a retried submission is one submission. The header the writes take and its rule, spelled
// once (the server takes them from here), and the keys the site's forms send.

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** D14: at most 100 characters. */
export const IDEMPOTENCY_KEY_MAX = 100;

/** 1 to 100 visible ASCII characters (no space, no control character). */
export function isIdempotencyKey(value: string): boolean {
  return value.length <= IDEMPOTENCY_KEY_MAX && /^[\x21-\x7e]+$/.test(value);
}

/**
 * A new random key: 128 bits as 32 hex digits. From `crypto.getRandomValues`, since
 * `crypto.randomUUID` exists only in secure contexts (not on a plain-http page) and is missing
 * in older WeChat browsers.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

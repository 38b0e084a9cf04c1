// Issue 12, item 5: rendered pages and content answers, kept in memory compressed once, until
// the content changes. Bounded in bytes (least recently used out first); one render or read per
// key at a time, however many requests ask for it together.
import { createHash } from "node:crypto";
import { compressForKeeping, type CompressedBodies } from "./compression";

export interface CachedResponse extends CompressedBodies {
  status: number;
  contentType: string;
  /** A strong validator of the body: its hash. */
  etag: string;
  identity: Buffer;
}

export interface Produced {
  status: number;
  contentType: string;
  body: string;
  /** False when the answer must not be kept (a read failed while rendering it). */
  cacheable: boolean;
  /** A redirect's target. */
  location?: string;
  /** A 503's Retry-After (the database is away), passed on to the client. */
  retryAfter?: string;
}

/** Compresses a body once, for every visitor who asks for it afterwards. */
export function cachedResponse({ status, contentType, body }: Produced): CachedResponse {
  const identity = Buffer.from(body, "utf8");
  return {
    status,
    contentType,
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    identity,
    ...compressForKeeping(identity),
  };
}

function sizeOf(entry: CachedResponse): number {
  return entry.identity.length + entry.br.length + entry.gzip.length;
}

export interface ResponseCacheOptions {
  maxBytes: number;
  /** The content version now (read per request: the content command runs in another process). */
  contentVersion: () => Promise<number>;
}

export class ResponseCache {
  readonly #entries = new Map<string, CachedResponse>();
  readonly #inFlight = new Map<string, Promise<CachedResponse | Produced>>();
  readonly #maxBytes: number;
  readonly #contentVersion: () => Promise<number>;
  #bytes = 0;
  #version: number | null = null;

  constructor({ maxBytes, contentVersion }: ResponseCacheOptions) {
    this.#maxBytes = maxBytes;
    this.#contentVersion = contentVersion;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /**
   * The answer under `key`: from memory, or produced once however many ask at the same time.
   * An answer that is not cacheable is handed to the callers waiting for it, then forgotten.
   */
  async get(key: string, produce: () => Promise<Produced>): Promise<CachedResponse | Produced> {
    await this.#dropIfContentChanged();
    const hit = this.#entries.get(key);
    if (hit) {
      // Least recently used goes first: a hit moves to the end.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    const pending = this.#inFlight.get(key);
    if (pending) return pending;
    const version = this.#version;
    const work = produce()
      .then((produced): CachedResponse | Produced => {
        if (!produced.cacheable) return produced;
        const entry = cachedResponse(produced);
        // Content loaded while this was produced: answer with it, but do not keep it.
        if (version === this.#version) this.#store(key, entry);
        return entry;
      })
      .finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, work);
    return work;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #store(key: string, entry: CachedResponse): void {
    const size = sizeOf(entry);
    if (size > this.#maxBytes) return;
    this.#entries.set(key, entry);
    this.#bytes += size;
    for (const [oldKey, old] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldKey);
      this.#bytes -= sizeOf(old);
    }
  }

  async #dropIfContentChanged(): Promise<void> {
    let version: number;
    try {
      version = await this.#contentVersion();
    } catch {
      // The database is away (issue 25): what is cached stays served as the content last
      // known; an answer not cached fails in its own read, with a 503.
      return;
    }
    if (version !== this.#version) {
      this.clear();
      this.#version = version;
    }
  }
}

/** A cached answer or a fresh one as the bytes to send for the client's encoding. */
export function isCached(answer: CachedResponse | Produced): answer is CachedResponse {
  return "etag" in answer;
}

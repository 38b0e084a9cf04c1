// Issue 14, item 1: what is compressed per request, and how. Files (the editions' assets,
// media) are never compressed here: the build precompresses text assets and they are sent as
// they are; pages come from precompressed variants (serving/editions.ts). What is left is API
// answers and small bodies, compressed synchronously in one call each: no zlib stream, no
// thread-pool queue and no per-answer encoder held open, which under 500 concurrent requests
// grew the process to gigabytes and timed requests out.
import type { FastifyInstance } from "fastify";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

type Encoding = "br" | "gzip";

/** The client's preferred encoding of the two we keep: brotli, then gzip (q=0 refuses one). */
export function preferredEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null;
  const weights = new Map<string, number>();
  for (const part of accept.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get("*") ?? 0;
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

/** Below this a body gains nothing from compression. */
const MIN_BYTES = 1024;
/** Above this a body is sent as it is: no large body is compressed per request. */
const MAX_BYTES = 256 * 1024;
const COMPRESSIBLE_TYPE = /^(?:application\/(?:json|javascript|xml)|text\/|image\/svg\+xml)/i;

export function registerCompression(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader("content-encoding") !== undefined || reply.statusCode === 206) {
      return payload;
    }
    const type = String(reply.getHeader("content-type") ?? "");
    const size = Buffer.byteLength(payload);
    if (!COMPRESSIBLE_TYPE.test(type) || size < MIN_BYTES || size > MAX_BYTES) return payload;
    reply.header("vary", "accept-encoding");
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    if (!encoding) return payload;
    const compressed =
      encoding === "br"
        ? brotliCompressSync(payload, {
            params: {
              // Quality 11 costs far more CPU than it saves on a few kB.
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : gzipSync(payload, { level: 6 });
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    return compressed;
  });
}

// The server's one place for compression (issue 14, item 1; issue 29, item 2), at two levels:
// - a body kept and sent many times (a rendered page, a cached answer, the edition's shell) is
//   compressed once, at the highest levels;
// - an answer made per request (API answers and small bodies) is compressed at low levels,
//   synchronously in one call each: no zlib stream, no thread-pool queue and no per-answer
//   encoder held open, which under 500 concurrent requests grew the process to gigabytes.
// Files (the editions' assets, media) are never compressed here: the build precompresses text
// assets (tooling's build plugin keeps its own copy) and they are sent as they are.
import type { FastifyInstance } from "fastify";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

/** A body in both encodings the server sends. */
export type CompressedBodies = Record<Encoding, Buffer>;

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

/** A body compressed once, at the highest levels, for every visitor who asks for it later. */
export function compressForKeeping(body: string | Buffer): CompressedBodies {
  const size = Buffer.byteLength(body);
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/** A body compressed for one answer: quality 11 would cost far more CPU than it saves. */
function compressForOneAnswer(body: string | Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipSync(body, { level: 6 });
}

/** Below this a body gains nothing from compression. */
const MIN_BYTES = 1024;
/** Above this a body is sent as it is: no large body is compressed per request. */
const MAX_BYTES = 256 * 1024;
const COMPRESSIBLE_TYPE = /^(?:application\/(?:json|javascript|xml)|text\/|image\/svg\+xml)/i;

/** Compresses the answers that leave uncompressed, within the sizes above. */
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
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    return compressForOneAnswer(payload, encoding);
  });
}

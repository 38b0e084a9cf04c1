import type { FastifyReply, FastifyRequest } from "fastify";
import { preferredEncoding } from "./compression";
import { isCached, type CachedResponse, type Produced } from "./response-cache";

/**
 * Sends a cached answer in the encoding the client prefers (or 304 when it already has it), or
 * a fresh one as it is (the compression hook compresses small bodies).
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedResponse | Produced,
  cacheControl: string,
): FastifyReply {
  reply.code(answer.status).type(answer.contentType).header("cache-control", cacheControl);
  if (!isCached(answer)) {
    if (answer.retryAfter) reply.header("retry-after", answer.retryAfter);
    return reply.send(answer.body);
  }
  const vary = reply.getHeader("vary");
  reply
    .header("etag", answer.etag)
    .header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding");
  if (request.headers["if-none-match"] === answer.etag && answer.status === 200) {
    return reply.code(304).send();
  }
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(answer.identity);
  return reply.header("content-encoding", encoding).send(answer[encoding]);
}

// Issue 12, item 5: the content reads (lists, details, menu, config) answered from memory,
// compressed once, with an ETag a browser can revalidate (304), until the content changes.
import { API_PREFIX } from "@site/api/endpoints";
import { answerSucceeded } from "@site/api/envelope";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requestLang } from "../api/language";
import { sendAnswer } from "./send-answer";
import type { ResponseCache } from "./response-cache";

const CONTENT_READS = `${API_PREFIX}/pcsystem/`;
/** Marks the in-process request that fills the cache, so it runs the route itself. */
export const FILL_HEADER = "x-site-cache-fill";

/** The key of a read: its path, every query parameter in order, and the language of its messages. */
export function readKey(request: FastifyRequest): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.headers[FILL_HEADER] !== undefined) return null;
  const url = new URL(request.url, "http://localhost");
  if (!url.pathname.startsWith(CONTENT_READS)) return null;
  url.searchParams.sort();
  return `${requestLang(request)} ${url.pathname}?${url.searchParams}`;
}

export function registerApiCache(app: FastifyInstance, cache: ResponseCache): void {
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const key = readKey(request);
    if (!key) return;
    const answer = await cache.get(key, async () => {
      const filled = await app.inject({
        method: "GET",
        url: request.url,
        headers: {
          [FILL_HEADER]: "1",
          ...(request.headers["accept-language"]
            ? { "accept-language": request.headers["accept-language"] }
            : {}),
        },
      });
      return {
        status: filled.statusCode,
        contentType: String(filled.headers["content-type"] ?? "application/json; charset=utf-8"),
        body: filled.body,
        // Refusals stay out: they carry the asker's language and are cheap to make again.
        cacheable: answerSucceeded(filled.statusCode, filled.body),
        ...(filled.headers["retry-after"]
          ? { retryAfter: String(filled.headers["retry-after"]) }
          : {}),
      };
    });
    return sendAnswer(request, reply, answer, "no-cache");
  });
}

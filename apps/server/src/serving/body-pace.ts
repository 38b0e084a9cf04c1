// Issue 26, item 1: a request body that trickles in holds a connection (and, for an upload, a
// file) as long as the client likes. One that arrives slower than a minimum rate, averaged over
// a window, or that stalls, is cut with a 408 the client can still read; nothing of it is kept.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Readable } from "node:stream";
import { requestLang } from "../api/language";
import { ruoyiError } from "../ruoyi";
import { serverMessage } from "../server-messages";
import type { BodyPace } from "../config";

interface RawRequest extends Readable {
  complete: boolean;
  headers: Record<string, string | string[] | undefined>;
  httpVersionMajor: number;
  stream?: { endAfterHeaders: boolean };
}

function hasBody(raw: RawRequest): boolean {
  if (raw.stream) return !raw.stream.endAfterHeaders;
  const length = Number(raw.headers["content-length"] ?? 0);
  return length > 0 || raw.headers["transfer-encoding"] !== undefined;
}

/**
 * Counts the body's bytes where the HTTP parser hands them over (HTTP/1.1 and HTTP/2 both call
 * `push`): a "data" listener would start the body flowing before its route is ready to read it.
 */
function countReceived(raw: RawRequest): () => number {
  let received = 0;
  const push = raw.push.bind(raw);
  raw.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (typeof chunk === "string" || chunk instanceof Uint8Array) received += chunk.length;
    return push(chunk, encoding);
  };
  return () => received;
}

function watchBody(request: FastifyRequest, reply: FastifyReply, pace: BodyPace): void {
  const raw = request.raw as unknown as RawRequest;
  if (raw.complete || !hasBody(raw)) return;
  const received = countReceived(raw);
  let windowStart = Date.now();
  let windowBytes = 0;
  let lastByteAt = windowStart;
  let lastCount = 0;

  const timer = setInterval(check, Math.max(50, Math.min(pace.windowMs, pace.stallMs) / 5));
  timer.unref();
  const stop = () => clearInterval(timer);
  raw.once("end", stop);
  raw.once("close", stop);
  reply.raw.once("finish", stop);
  reply.raw.once("close", stop);

  function check() {
    if (raw.complete) return stop();
    const now = Date.now();
    const count = received();
    // A full buffer is the server not reading yet, not the client being slow.
    const serverBehind = raw.readableLength >= raw.readableHighWaterMark;
    if (count > lastCount || serverBehind) lastByteAt = now;
    windowBytes += count - lastCount;
    lastCount = count;
    if (now - lastByteAt >= pace.stallMs) return cut();
    if (now - windowStart < pace.windowMs && !serverBehind) return;
    if (!serverBehind && windowBytes < (pace.minBytesPerSecond * (now - windowStart)) / 1000) {
      return cut();
    }
    windowStart = now;
    windowBytes = 0;
  }

  function cut() {
    stop();
    request.log.info({ received: received() }, "request body too slow: cut with 408");
    if (reply.sent) {
      raw.destroy();
      return;
    }
    // The rest is read for a moment after the answer, then the connection closes
    // (lingering-close.ts); over HTTP/2 the stream alone is reset (http2-refusals.ts). A route
    // still reading the body finds the reply sent and keeps nothing.
    void reply
      .code(408)
      .send(ruoyiError(408, serverMessage("requestTimeout", requestLang(request))));
  }
}

export function registerBodyPace(app: FastifyInstance, pace: BodyPace): void {
  app.addHook("onRequest", async (request, reply) => watchBody(request, reply, pace));
}

import type { FastifyInstance } from "fastify";
import type { IncomingMessage, ServerResponse } from "node:http";

/** How long the rest of a refused body is read after the answer, at most. */
const DISCARD_MS = 2_000;

/**
 * Reads and throws away what is left of a request body answered before it was all read (an
 * upload over the size limit or the quota, a JSON body over the limit, a body too slow), for
 * up to two seconds after the answer, then closes the connection if the client is still
 * sending.
 *
 * Closing at once leaves the client's unread bytes in the server's socket, and closing such a
 * socket resets the connection: a client that had not yet read the answer loses it to the
 * reset and sees a network error instead of the message. Reading on for a moment (a lingering
 * close, as nginx does) lets the answer arrive; the time limit keeps a client that never stops
 * from holding the connection.
 */
export function discardRestOfBody(request: IncomingMessage, response: ServerResponse): void {
  response.once("finish", () => {
    if (request.complete) return;
    // Destroying the request closes its connection.
    const timer = setTimeout(() => request.destroy(), DISCARD_MS);
    timer.unref();
    request.once("end", () => clearTimeout(timer));
    request.once("close", () => clearTimeout(timer));
    request.resume();
  });
}

/**
 * Issue 26, item 3: every answer over HTTP/1.1 sent before its body was all read, whatever the
 * route, closes the connection lingering. Fastify asks for `Connection: close` after a body it
 * refused, and Node then closes the socket as soon as the answer is written, unread bytes and
 * all; without the header the rest is read as above. (Over HTTP/2 the stream alone is reset:
 * http2-refusals.ts.)
 */
export function registerLingeringClose(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const raw = request.raw;
    if (raw.httpVersionMajor >= 2 || raw.complete) return payload;
    reply.removeHeader("connection");
    discardRestOfBody(raw, reply.raw);
    return payload;
  });
}
